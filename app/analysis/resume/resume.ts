// Reads a resume's structure: sections, headline, jobs with dates, degrees,
// certifications and the lexicon skills found on each line.
import { coveredMonths, findDateRanges, latestMonth, stackedDateRange } from "./dates";
import { formSkillMonths, formTitleLine } from "./job-site-form";
import { CERTIFICATIONS, fieldsOfStudy, findSkills, INDUSTRIES, modifiesNext, PRODUCT_WORDS } from "../knowledge/lexicon";
import { namesDepartmentWorkedWith, namesHires } from "../posting/posting-skills";
import { namesAWorker, resolveOccupation } from "../knowledge/occupations";
import { RANK_WORDS } from "../knowledge/occupation-title";
import { withFieldsOfLetters } from "../knowledge/degree-letters";
import { isUsState, namesOnlyAPlace, withoutDottedState } from "./places";
import { CONTACT_HEADING, profileTopAfterSidebar } from "./sidebar-first";
import { tokenize, type Token } from "../text";
import { embed } from "../knowledge/embeddings";

export type SectionKind = "header" | "summary" | "experience" | "education" | "skills" | "certifications" | "other";

const SECTION_HEADINGS: Array<[RegExp, SectionKind]> = [
  [/^(?:professional |career |executive |personal )?(?:summary|profile|objective|overview)|^(?:personal|professional) statement|^about me|^career overview|^summary of qualifications|^highlights|^accomplishments|^achievements/i, "summary"],
  // An academic's CV: "Academic Appointments", "Teaching", "Research Positions".
  [/experience|employment|work history|career history|^company details$|professional background|positions held|^(?:academic |faculty |university |professional |clinical |research )?appointments$|^(?:travel |contract |clinical )?assignments\b|^teaching$|^(?:academic|faculty|research|professional) positions$|where i(?:['’]ve| have) worked|^(?:recent |selected |relevant )?(?:work|jobs)$/i, "experience"],
  // A list of courses taken ("Relevant Training:", "Coursework") is what was studied, as an education section is.
  // "Training Received", "Trainings Attended", "Workshops and Seminars": courses taken, whose dates are no job's.
  [/education|^academic|degrees?$|training and education|education and training|^(?:relevant |professional |additional )?(?:trainings?|courses|coursework)$|^(?:trainings?|courses|workshops|seminars)\s+(?:received|attended|undergone|completed|taken)$|^(?:trainings?|workshops|seminars)(?:\s+(?:and|&)\s+(?:workshops|seminars|trainings?|conferences))+$/i, "education"],
  // "Licenses", "Certifications", "License and certificates", but not "California Driver License".
  [/^(?:licen[cs]es?|certifications?|credentials?|certificates?)\b|\b(?:licen[cs]es|certifications|credentials|certificates)$/i, "certifications"],
  [/skills|^skill details$|expertise|competenc|proficienc|technical|tools|technologies|qualifications|strengths|toolbox|toolkit|tool kit|tech stack/i, "skills"],
  [/interests|hobbies|references|affiliations|memberships|activities|volunteer|^community (?:service|involvement)|languages|additional information|awards|honors|publications|projects|presentations|grants|fellowships/i, "other"],
];

/** A line ending in a person's role ("Technical Designer", "Education Specialist", "Red Cross Volunteer") names a job, not a section. */
const ENDS_IN_ROLE =
  /\s(?:designer|consultant|engineer|specialist|manager|director|representative|instructor|advis[eo]r|coordinator|assistant|analyst|programmer|trainer|writer|technician|administrator|officer|supervisor|teacher|member|volunteer|accountant|auditor|illustrator|leader|learner|graduate|associate|developer|architect|lead|intern|clerk|nurse|agent|executive|planner|tester|scientist|aide|liaison|coach|treasurer|advocate|recruiter|technologist|operator|mechanic|electrician|therapist|inspector|estimator|editor|strategist|self-starter|hard-worker)s?(?:\s+(?:I{1,3}|IV|V|[1-4]))?$/i;

/**
 * Sections whose dates are no job's: memberships, honours, credentials, pastimes, community service, and the additional or
 * personal information at the end.
 */
const NOT_WORK_HEADING = /affiliation|membership|award|honou?r|publication|interest|hobb|reference|language|licen[cs]|certific|credential|activities|grants|fellowships|^\s*community (?:service|involvement)|additional information|personal information/i;
/**
 * "Projects", "Academic Projects": a student's projects are no job, and their dates no years of work. Written as a
 * heading (a capital first); "projects" alone on a line ends a wrapped sentence.
 */
const PROJECTS_HEADING = /^\s*(?:(?:academic|personal|selected|key|side|school|university|course|class|capstone)\s+)?projects\s*:?\s*$/i;
/** A heading and its content on one line: "Skills: Excel, SAP", "Certifications – CPA", "Tools — Jira". */
const INLINE_HEADING = /^([A-Za-z][A-Za-z &/]{1,30}?)\s*(?::|—|–|\s-)\s+(\S.*)$/;
/** "Accomplishments" may hold a job a page break put there ("LEAD DESIGNER, 6/1996 to 10/2006"): only a titled range with months is one. */
const HIGHLIGHTS_HEADING = /accomplishment|achievement/i;

/** A line that dates an honour or a student society ("Dean's List 2005-2007", "Honor Society; Vice President 2007-2008"), not a job. */
const HONOUR_LINE = /\bdean'?s list\b|\bhonou?r (?:roll|society)\b|\bsorority\b|\bfraternity\b|\bscholarship\b/i;

/** A line that opens with a degree's letters or name. */
const DEGREE_FIRST = /^(?:[BM]\.?\s?(?:A|S|Sc|Ed|Eng|FA|BA|SN|SW)\.?|Ph\.?\s?D\.?|Ed\.?\s?D\.?|MBA|BBA|AAS|ADN|BSN|MSN|MPH|MPA|LL\.?\s?[BM]\.?|PGCE|HND|HNC|(?:Bachelor|Master|Associate|Doctor)(?:['’]?s)?\s+(?:of|in|degree)\b)(?=[\s,(:]|$)/;

export function sectionOfHeading(line: string): SectionKind | null {
  const text = line.trim().replace(/[:\s]+$/, "");
  if (!text || text.length > 45 || text.split(/\s+/).length > 5 || /[.,;]$/.test(text) || /\d{4}/.test(text) || ENDS_IN_ROLE.test(text)) return null;
  // "Teacher (Special Education)": a role and its field in brackets.
  const bracketed = /^(.*\S)\s*\([^()]+\)$/.exec(text);
  if (bracketed && ENDS_IN_ROLE.test(` ${bracketed[1]}`)) return null;
  // A sentence wrapped onto its own line ("activities of subordinates and staff", "accomplishments include:") is no heading.
  if (/^[a-z]/.test(text) && text.split(/\s+/).length >= 2) return null;
  // "BA Education, Northbrook University", "MA Special Education": a degree in education, not the section's heading.
  if (DEGREE_FIRST.test(text)) return null;
  for (const [pattern, kind] of SECTION_HEADINGS) if (pattern.test(text)) return kind;
  return null;
}

export type DegreeLevel = "high_school" | "associate" | "bachelor" | "master" | "doctorate";
export const DEGREE_RANK: Record<DegreeLevel, number> = { high_school: 1, associate: 2, bachelor: 3, master: 4, doctorate: 5 };

export const DEGREE_PATTERNS: Array<[RegExp, DegreeLevel, boolean]> = [
  // [pattern, level, only trusted inside an education section]
  [/\b(?:ph\.?\s?d|doctorate|doctor of|juris doctor|ed\.d|pharm\.?\s?d|psy\.?d)\b/i, "doctorate", false],
  [/\b(?:D\.?D\.?S|D\.?M\.?D|DNP|DPT|J\.D)\b/, "doctorate", false],
  [/\bJD\b/, "doctorate", true],
  // Medicine and dentistry as the Commonwealth names them: MBBS is a physician's first degree, as an MD is.
  [/\b(?:MBBS|M\.B\.B\.S)\b/, "doctorate", false],
  [/\bBDS\b/, "doctorate", true],
  // "Scrum Master", "Master Electrician" and "master data" are no degree: a bare "master" is one only in the education section.
  // "Masterof Science": words a two-column PDF glued together. "Court of Masters Sommelier" and "scrum masters of the team" name no degree.
  [/\b(?:(?<!scrum\s)master(?:['’]s|s?\s*of|s?\s+(?:degree|in|business)\b|s(?=\s*[,:(]|\s*$))|mba|m\.b\.a|mph|msw|mfa|m\.ed|m\.?\s?tech|m\.com)\b/i, "master", false],
  // "MSc" as written; "MSC" in capitals may be an office ("the MSC") outside the education section.
  [/\b(?:MSc|M\.\s?Sc|M\.SC|MSN)\b/, "master", false],
  // Degrees as India and others name them: MCA (computer applications); M.Eng. (engineering).
  [/\bMCA\b|\bM\.\s?Eng\.?(?=\s|$|,|\s*\()/, "master", false],
  // Germany's and Austria's Diplom (Dipl.-Ing., Dipl.-Kfm.): a degree of master's level.
  [/\bDipl\.-?\s?(?:Ing|Kfm|Kffr|Inf|Wirt)\b|\bDiplom-?Ingenieur\b/, "master", false],
  // India's postgraduate diplomas in management, its MBA (PGDM, PGDBA, PGDBM).
  [/\b(?:PGDM|PGDBA|PGDBM)\b/, "master", false],
  // Library science: MLIS as written; "MLS" elsewhere is a real-estate listing service.
  [/\b(?:MLIS|M\.L\.I\.S)\b/, "master", false],
  [/\b(?:MLS|M\.L\.S)\b/, "master", true],
  [/\bmaster\b/i, "master", true],
  // Master's degrees by their letters: of Science in Taxation, Accounting, Finance, IT, Public Administration …
  [/\b(?:M\.S|M\.A|MS|MA|MEng|MSC|MST|MSA|MSF|MSIT|MSCS|MSEE|MSME|MSBA|MSM|MPA|MHA|MEd|LLM|LL\.\s?M)\b/, "master", true],
  // Latin America's first degree ("Licenciatura en Administración").
  [/\b(?:licenciatura|licenciado|licenciada)\b/i, "bachelor", false],
  [/\b(?:bachelor'?s?|baccalaureate|bba|b\.b\.a|b\.?\s?tech|b\.com|b\.ed|bfa|b\.f\.a|four[- ]year degree|undergraduate degree)\b/i, "bachelor", false],
  // "BSc" as written, and the nursing "BSN" ("RN, BSN"); "BSC" in capitals may be a balanced scorecard.
  [/\b(?:BSc|B\.\s?Sc|B\.SC|BSN)\b/, "bachelor", false],
  // BCA (computer applications) and B.E. or B.Eng. (engineering), written with their letters.
  [/\bBCA\b|\bB\.\s?E(?:ng)?\.?(?=\s|$|,|\s*\()/, "bachelor", false],
  [/\b(?:B\.S|B\.A|BS|BA|BEng|BEd|BSBA|BSC|BSEE|BSCS|BSME|BSIT|BSW)\b/, "bachelor", true],
  // Law degrees as the Commonwealth names them: LL.B. (bachelor), LL.M. (master; "LLM" elsewhere is a language model).
  [/\bLL\.?\s?B\b/, "bachelor", true],
  // "Associate of Science", "Associate's degree", "Associate in Applied Science" (not a "Sales Associate in …", nor "new associates in").
  [/\bassociate(?:['’]?s)?\s+(?:degree|of\s+(?:applied\s+)?(?:arts?|science|business|occupational|general|fine)|in\s+(?:applied\s+)?(?:arts?|science))\b/i, "associate", false],
  [/\bassociate['’]?s?\s+degree\b/i, "associate", false],
  [/\b(?:A\.A\.S|A\.A|A\.S|AAS)\b/, "associate", false],
  // In the education section, "Associates , Applied Science" and "my AA in general studies".
  [/\bAssociate['’]?s\b|\b(?:AA|AS)\b(?=\s*(?:[,:]|in\b|degree\b))|\b(?:ADN|ASN)\b/, "associate", true],
  [/\b(?:high school|ged|secondary school)\b/i, "high_school", false],
  // The last school years as other countries name them: A-levels, the Higher Secondary Certificate, "Class XII".
  [/\b(?:A[- ]levels?|HSC|SSC|GCSE|Class\s+(?:XII|12)(?:th)?|12th|Intermediate\s*\((?:MPC|BiPC|CEC|MEC)\))\b/i, "high_school", true],
  // A diploma of study after school: a postgraduate one ("Postgraduate Diploma in Marketing", the PGCE teachers take)
  // follows a first degree; one in a field ("Diploma in Nursing", "Diploma in Mechanical Engineering") or the
  // Higher National Diploma or Certificate (HND, HNC) is a college's two years.
  [/\b(?:post[- ]?graduate|graduate)\s+diploma\b|\bPGCE\b|\bPG\s?Dip\b/i, "bachelor", true],
  [/\bdiploma\s+(?:in|of)\s+(?!(?:high|secondary)\s+school)\w|\b(?:HND|HNC)\b/i, "associate", true],
  // Any diploma in the education section ("School of Nursing, Diploma : Nursing") is at least a school's.
  [/\bdiploma\b/i, "high_school", true],
];

/** Others' degrees ("participants who earned high school diplomas or GEDs"): a candidate's own is written in the singular. */
const OTHERS_DEGREES = /\b(?:diplomas|GEDs|degrees)\b/i;

/**
 * A programme that is no degree: executive education, a training programme, a certificate (a GED beside one still counts)
 * ("Executive Education 2011 MA : Leadership Programme"), unless a degree is spelled out.
 */
const NOT_A_DEGREE = /\bexecutive education\b|\bprogramme\b|\btraining program\b|\bcertificate\b/i;
const SPELLED_DEGREE = /\b(?:bachelor|master|doctor|associate)(?:['’]?s)?\s+(?:of|in|degree)\b/i;

const UNFINISHED = /\b(?:pending|in progress|(?:course ?work|credits?|classes|studies|courses) towards?|currently (?:pursuing|enrolled|attending|working (?:on|towards?))|pursuing|expected(?: graduation| completion| in| 20\d\d)?|anticipated|candidate for|hours left|(?:credits?|courses?) (?:left|remaining)|to be completed|not completed|incomplete|completed \d+ (?:of|out of) \d+)\b/i;
/** A degree dated "Current" or "Present" ("Master of Science , Computer Engineering Present"), or a GPA "currently", is being earned. */
const STILL_STUDYING = /\b(?:current|currently|present|ongoing)\b/i;
/** The line under the degree opening with "Currently" ("Currently 3.6 GPA"), not a licence "Current through 6/2017". */
/** A date line of its own above the degree that says only "current" or "present". */
/** A line that names a credential of its own: an apprenticeship, a certificate or a licence. */
const OWN_ENTRY = /\b(?:apprenticeship|certificat\w*|licen[cs]e)\b/i;
const DATED_NOW = /^\s*(?:current|present|in progress)\s*$/i;
const STILL_STUDYING_NEXT = /^\s*(?:current|currently|present|ongoing)\b(?!\s+through)/i;

export interface Degree {
  level: DegreeLevel;
  /** Role family ids whose study fields the degree names. */
  fields: string[];
  line: number;
}

export interface Job {
  title: string;
  /** Line the title was read from (the date line or a neighbour). */
  titleLine: number;
  start: number;
  end: number;
  line: number;
  /** The range's last line, past `line` when its dates are stacked down a column. */
  lastLine: number;
  /** A job the resume names without dates: what the candidate did, with no years to count. */
  undated?: true;
}

/** People named in the plural by their occupation ("registered nurses", "pharmacists", "site engineers"). */
const PEOPLE_BY_TRADE =
  /^(?:nurses|doctors|physicians|pharmacists|therapists|technicians|engineers|designers|developers|programmers|accountants|auditors|bookkeepers|paralegals|attorneys|lawyers|teachers|instructors|electricians|plumbers|mechanics|pilots|chefs|cooks|cashiers|tellers|recruiters|consultants|architects|analysts|scientists|clinicians|surgeons|dentists|counselors|counsellors|caregivers|aides|assistants|specialists|officers|agents|brokers|adjusters|underwriters|inspectors|surveyors|drafters|welders|carpenters|managers|supervisors|editors|writers|photographers|artists)$/i;
/** Words after which people named are the ones worked with or for ("coordinated with doctors and registered nurses"). */
const OTHERS_AFTER = new Set(["with", "alongside", "among", "between", "for", "to", "by"]);

/**
 * A skill named by the people who practise it, in the plural, after "with", "for", "to" …: the people the candidate
 * worked with or for ("coordinated with doctors and registered nurses"), not the candidate's own trade.
 */
function namesOthers(tokens: Token[], start: number, end: number): boolean {
  if (!PEOPLE_BY_TRADE.test(tokens[end - 1].raw)) return false;
  for (let i = start - 1; i >= Math.max(0, start - 6) && !tokens[i + 1].broken; i--) if (OTHERS_AFTER.has(tokens[i].raw.toLowerCase())) return true;
  return false;
}

/** The people a sentence may be about instead of the candidate: the ones taught, served or led. */
const OTHER_SUBJECTS = /^(?:students?|children|child|kids|participants?|clients?|residents?|patients?|trainees?|learners?|interns?|members|employees|customers?)$/i;
/** What those people go on to do of their own accord in the sentence ("would", "chose"), not what was done for them ("are taught"). */
const SUBJECT_ACTS = /^(?:would|will|chose|choose|chooses|learned|learnt|learn|learns|can|could|must|may|might)$/i;

/**
 * A sentence whose subject is other people who act ("Each student chose a topic and would interview or research"):
 * its skills are their work, not the candidate's. A sentence about them in the passive ("Students are taught …")
 * still tells what the candidate did.
 */
function othersAct(tokens: Token[], start: number): boolean {
  let s = start;
  while (s > 0 && !tokens[s].broken) s--;
  let at = s;
  if (/^(?:each|every|the|all|my|our)$/i.test(tokens[at]?.raw ?? "")) at++;
  return at + 1 < start && OTHER_SUBJECTS.test(tokens[at]?.raw ?? "") && SUBJECT_ACTS.test(tokens[at + 1]?.raw ?? "");
}

/**
 * The words of a match as the line writes them ("Training & Development", "Point-of-Sale"), where the tokens dropped
 * or joined what stood between them; the tokens joined by spaces where the line does not hold them in order.
 */
function asWritten(line: string, words: Token[]): string {
  const spaced = words.map((t) => t.raw).join(" ");
  if (words.length < 2 || line.includes(spaced)) return spaced;
  const pattern = words.map((t) => t.raw.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("[^A-Za-z0-9]{1,5}");
  return line.match(new RegExp(pattern, "i"))?.[0] ?? spaced;
}

/** How many words of a wrapped line are carried onto the next: the longest name or context that runs across. */
const CARRIED_WORDS = 3;
/** A line at least this share of the page's width may have been wrapped. */
const WRAPPED_SHARE = 0.75;

/** The page's width in characters: the length that one line in ten of the resume reaches. */
function fullLineWidth(lines: string[]): number {
  const lengths = lines.map((l) => l.trim().length).filter((n) => n > 0).sort((a, b) => a - b);
  return lengths.length === 0 ? 0 : lengths[Math.floor(lengths.length * 0.9)];
}

/** A line that ends its sentence or clause: the next line starts anew. */
const ENDS_CLAUSE = /[.;:!?)\]]\s*$/;
/** A line that opens a list item: a bullet, a dash or a number. */
const OPENS_ITEM = /^\s*(?:[•●▪◦■□➢➤►✓*·o-]\s|[•●▪◦■□➢➤►✓*·-]|\d+[.)]\s)/;

/**
 * The last words of the line above, where this line goes on with its sentence (a PDF wraps lines mid-phrase:
 * "... MS SQL" / "Server 2012 and ASP.Net"), so that a name or a context written across the break is read
 * whole. None where the line above ends its clause, is a heading or another section's, or this line opens an item.
 */
function wrappedFrom(lines: string[], sectionOf: SectionKind[], headingLines: Set<number>, i: number, fullWidth: number, tokensAbove: Token[] | null): Token[] {
  const above = lines[i - 1];
  if (i === 0 || !above?.trim() || headingLines.has(i - 1) || sectionOf[i - 1] !== sectionOf[i]) return [];
  // A short line ended where its writer ended it; only a line run to the page's width was wrapped.
  if (above.trim().length < WRAPPED_SHARE * fullWidth) return [];
  if (ENDS_CLAUSE.test(above) || OPENS_ITEM.test(lines[i])) return [];
  const tail = (tokensAbove ?? tokenize(above)).slice(-CARRIED_WORDS);
  if (tail.length === 0) return [];
  // The first word carried starts the phrase; what stood before it in the line above is not read.
  const [first, ...rest] = tail;
  return [{ raw: first.raw, exact: first.exact, stem: first.stem }, ...rest];
}

/**
 * The person the candidate reports to, named by their title ("reporting to the General Manager", "reports to
 * Director of Operations"): their role, not the candidate's skill.
 */
function namesWhomReportedTo(tokens: Token[], start: number): boolean {
  for (let i = start - 1; i >= Math.max(1, start - 4) && !tokens[i + 1].broken; i--) {
    // "reports to the CFO", "reporting to General Manager"; not "designed reports to have visibility of P&L".
    const whom = tokens[i + 1].raw;
    if (tokens[i].raw.toLowerCase() === "to" && /^report(?:s|ed|ing)?$/i.test(tokens[i - 1].raw) && (/^(?:the|a|an|our|my)$/i.test(whom) || /^[A-Z]/.test(whom))) return true;
  }
  return false;
}

/**
 * A degree's line and the line under it, where the field is often written ("B.S.", "Biology"); not a line of another
 * section ("Teaching Experience" names the next section, not the degree's field). The fields its letters name are
 * written out after them ("BSN": Nursing).
 */
export function degreeText(lines: string[], sectionOf: SectionKind[], i: number): string {
  const next = i + 1 < lines.length && sectionOf[i + 1] === sectionOf[i] ? lines[i + 1] : "";
  return withFieldsOfLetters(`${lines[i]} ${next}`);
}

export interface SkillHit {
  name: string;
  line: number;
  section: SectionKind;
  /** The alias as written in the resume. */
  text: string;
  /** One word qualifying the noun written after it ("manufacturing plant", "sales goals"): the topic, not the work. */
  modifier?: true;
}

export interface ParsedResume {
  lines: string[];
  sectionOf: SectionKind[];
  headline: string | null;
  jobs: Job[];
  degrees: Degree[];
  skills: SkillHit[];
  certifications: SkillHit[];
  /** Years covered by dated jobs (overlaps once), or a stated "N years of experience". */
  yearsOfExperience: number | null;
}

const STATED_YEARS = /\b(\d{1,2})\+?\s*(?:years|yrs)\b[^.\n]{0,40}?\bexperience\b/i;
const COMPANY_PLACEHOLDER = /\bCompany Name\b.*$|\bCity\s*,\s*State\b.*$/i;

/** The anonymised "Company Name City , State Software Engineer": the words after the placeholders are the title. */
const PLACEHOLDERS = /^\s*Company Name\b(?:[^A-Za-z]{0,6}(?:City|State)\b)*[\s,|:;–—-]*/i;

function cleanTitle(text: string): string {
  if (PLACEHOLDERS.test(text)) {
    const afterPlaceholders = text.replace(PLACEHOLDERS, "").trim();
    if (afterPlaceholders && isJobTitle(afterPlaceholders)) text = afterPlaceholders;
  }
  return text
    // "Occupation or position held: Working Student": a form's label is no part of the title.
    .replace(TITLE_LABEL, "")
    .replace(COMPANY_PLACEHOLDER, "")
    .replace(/^[\s,|:;–—·-]+|[\s,|:;–—·-]+$/g, "")
    .slice(0, 90)
    .trim();
}

/**
 * Resumes written as forms (a federal resume, an application's export): "Job Title: Human Resources Specialist",
 * "Employer: Department of Veterans Affairs", "Dates: 01/2020 - Present", each on a line of its own.
 */
// Europass writes "Occupation or position held: Design Engineer" and "Name of employer: Kessler GmbH".
const TITLE_LABEL = /^\s*(?:job title|position title|(?:occupation or )?position held|position|title|role|designation|occupation)\s*:\s*/i;
const DATES_LABEL = /^\s*(?:dates?(?: of (?:employment|service))?|employment dates|period(?: of employment)?|duration|tenure)\s*:?\s*$/i;
// "company - Infosys": a job site's form writes its label with a spaced hyphen.
const EMPLOYER_LABEL = /^\s*(?:employer|company|organi[sz]ation|agency|client|supervisor|address|hours(?: per week)?|salary|grade|name (?:and address )?of (?:the )?employer|type of business(?: or sector)?)\s*(?::|\s-\s)/i;
/** How far from its dates a form's labelled title may be. */
const FORM_LINES = 4;

/** The labelled title of the form a date line belongs to, above it (or just below), not past a heading or other dates. */
function formTitle(lines: string[], headingLines: Set<number>, from: number, to: number, dated: (i: number) => boolean): { title: string; line: number } | null {
  const look = (i: number) => {
    const text = lines[i] ?? "";
    if (!TITLE_LABEL.test(text)) return null;
    const title = titlePart(cleanTitle(text.replace(TITLE_LABEL, "")));
    return isJobTitle(title) ? { title, line: i } : null;
  };
  let above: { title: string; line: number } | null = null;
  for (let i = from - 1; i >= Math.max(0, from - FORM_LINES) && !headingLines.has(i) && !dated(i) && !above; i--) above = look(i);
  let below: { title: string; line: number } | null = null;
  for (let i = to + 1; i <= to + 2 && i < lines.length && !headingLines.has(i) && !dated(i) && !below; i++) below = look(i);
  // Europass writes the dates first and the post right under them: that title is the form's, not the one of the form
  // above.
  if (above && below) return below.line === to + 1 && from - above.line > 1 ? below : above;
  return above ?? below;
}

/** Letters after a name on a line of their own ("RN, BSN", "MBA, CPA", "MS, OTR/L"): credentials, not the candidate's title ("SDE" alone may be one). */
const CREDENTIALS_ONLY = /^,?\s*[A-Z]{2,6}(?:-[A-Z]{1,4})?(?:\/[A-Z]{1,4})?(?:(?:\s*[,/]\s*[A-Z]{2,6}(?:-[A-Z]{1,4})?(?:\/[A-Z]{1,4})?)+|\s*\([A-Z]{2,6}\))$/;
/** "R.T.(R)(ARRT)", "R.T.(R)(CT)": a credential's dotted letters with its disciplines and issuer in brackets. */
const DOTTED_CREDENTIAL = /^,?\s*(?:[A-Z]\.){2,4}\s*(?:\([A-Z]{1,6}\)\s*){1,4}$/;

/**
 * A list of what the candidate holds under its label ("Licensure: Florida RN · BLS · ACLS", "Texas Educator Certificate:
 * Core Subjects EC-6"), or a licence with its number ("Texas Journeyman Plumber License #J-41833"): no headline.
 */
const CREDENTIAL_LIST = /^[^:]{0,40}\b(?:licen[cs]\w*|licensure|certific\w*|certifi\w*|credentials?|endorsements?|registrations?)\s*:|^[^(]*\b(?:licen[cs]e|certificate|permit)\b[^,;()]*(?:#|\bno\.)\s*[A-Z]{0,3}-?\d|\blicen[cs]e\s+[A-Z]{0,3}-?\d{5,}\b/i;

/** "CompTIA Security+ | CySA+", "PMP, CSM": a line of certificates only, each named by the lexicon, and no worker. */
function certificatesOnly(line: string): boolean {
  // The place beside them on a contact line ("Columbus, OH | | CCNP Enterprise") is no title either.
  const parts = line.split(/\s*[|·•;]\s*|\s+[-–—]\s+/).map((p) => p.trim()).filter((p) => p && !namesOnlyAPlace(p)).flatMap((p) => p.split(/\s*,\s*/)).filter(Boolean);
  // "Compact RN License (Texas)": a licence named by its holder's letters is the licence, not the holder.
  const licence = (p: string) => /\b(?:licen[cs]e|certificat(?:e|ion)|registration)\b/i.test(p);
  return parts.length > 0 && parts.every((p) => (licence(p) || (!namesAWorker(p) && !resolveOccupation(p))) && findSkills(tokenize(p)).some((m) => CERTIFICATIONS.has(m.value)));
}

/** "Address: 14 Gandhi Street, Chennai", "Mobile: …": a labelled contact detail, never what the candidate does. */
const CONTACT_FIELD = /^\s*(?:address|addr|e-?mail|mobile|phone|tel|telephone|cell|contact(?: no\.?| number)?|location|residence|nationality|marital status|linkedin|website|portfolio|github|(?:[A-Z]{2,5}\s+)?pin|reg(?:istration)?\.?\s*(?:no\.?|number))\s*[:–#-]/i;
/** "Name:" with the name blanked after it: a form's label alone. */
const LABEL_ALONE = /^\s*[A-Za-z][A-Za-z ]{0,25}:\s*$/;
/** "RESUME", "Curriculum Vitae", "Bio-data": what the document is, written over it. */
const DOCUMENT_TITLE = /^\s*(?:r[eé]sum[eé]|cv|c\.v\.|curriculum vitae|bio-?data)\s*[:.]?\s*$/i;

/** "Dr. , PharmD", "M.S., CCC-SLP": an honorific and degrees' or credentials' letters left on the name's line once the name is blanked. */
const HONORIFIC = /^\s*(?:Dr|Prof)\.?(?=[\s,]|$)/;
/** Letters a word never has: full stops between ("M.S."), capitals inside ("PharmD") or a joined discipline ("CCC-SLP", "OTR/L"). */
const CREDENTIAL_SHAPE = /^(?:(?:[A-Z][a-z]?\.){1,4}|[A-Z][a-z]{1,4}[A-Z]{1,2}|[A-Z]{2}[a-z]{1,3}|[A-Z]{2,5}(?:[-/][A-Z]{1,4})+)$/;
function lettersAfterAName(line: string): boolean {
  // "CFP®": the mark is no letter.
  line = line.replace(/[®™©]/g, "");
  const rest = line.replace(HONORIFIC, "").replace(/^[\s,]+|[\s,]+$/g, "");
  const tokens = rest.split(/\s*,\s*|\s+/).filter(Boolean);
  if (tokens.length === 0) return HONORIFIC.test(line);
  // Plain capitals ("MBA") may stand beside them; a longer word in capitals ("CONTROL") is a title's.
  if (!tokens.every((t) => CREDENTIAL_SHAPE.test(t) || /^[A-Z]{2,5}$/.test(t))) return false;
  const shaped = tokens.filter((t) => CREDENTIAL_SHAPE.test(t)).length;
  return HONORIFIC.test(line) || shaped === tokens.length || (shaped > 0 && !namesAWorker(rest));
}

/** "Remote (US) ·" left of a contact line once the email is out: where the candidate works, no title. */
const REMOTE_ONLY = /^\s*remote(?:\s*\([^)]*\))?[\s|,;·•–—-]*$/i;

/**
 * "U.S. Citizen | Security Clearance: Secret", "Authorized to work in the US · Willing to relocate": a candidate's
 * standing, every part of the line, is no headline.
 */
const STANDING = /^(?:(?:u\.?s\.?|us|american|canadian|eu|uk|british)\s+citizen(?:ship)?|citizenship:?.*|(?:active\s+|current\s+)?(?:(?:dod|doe|ts\/sci|top secret|secret|public trust)\s+)*(?:security\s+)?clearance(?:\s*[:(-].*)?|(?:active\s+)?(?:ts\/sci|top secret|secret)(?:\s+clearance)?(?:\s*\(.*\))?|(?:legally\s+)?authori[sz]ed to work\b.*|work authori[sz]ation:?.*|(?:green card|permanent resident|us person)(?:\s+holder)?|willing to (?:relocate|travel)\b.*|open to relocation|(?:veterans?['’]?\s+)?preference:?.*|federal status:?.*|(?:eligible for|no) (?:visa\s+)?sponsorship.*|no sponsorship (?:required|needed)|(?:(?:u\.?s\.?|us|british|canadian)\s+)?(?:army|navy|air force|marine corps|marines|coast guard|military|combat|disabled)?\s*veteran)$/i;
/** "Period | Position | Employer": a table's column labels, no headline. */
/** "14 Ashgrove Road, Leeds LS6 2AB", "221B Baker Street": a house number and a street open the line, an address. */
const STREET_ADDRESS = /^\s*(?:(?:flat|apt\.?|unit|suite)\s+\w+,?\s+)?\d{1,5}[A-Za-z]?,?\s+(?:\p{Lu}[\p{L}'’.-]*\s+){1,3}(?:road|rd|street|st|avenue|ave|lane|ln|drive|dr|close|way|court|ct|crescent|cres|place|pl|terrace|gardens|grove|boulevard|blvd|parkway|pkwy|highway|hwy|circle|cir|square|sq|row|mews|hill|park|walk|nagar|marg)\b\.?/iu;
const COLUMN_LABEL = /^(?:period|dates?|from|to|duration|years?|position|title|job title|role|designation|employer|company|organi[sz]ation|location|place|city|responsibilities|duties)$/i;
function columnLabels(line: string): boolean {
  const cells = line.split(/\s*[|\t]\s*|\s{2,}/).map((cell) => cell.trim()).filter(Boolean);
  return cells.length >= 2 && cells.every((cell) => COLUMN_LABEL.test(cell));
}

/** "Department of Chemistry, Lakeshore University, Cleveland, OH": where the candidate works, and no title. */
function affiliationOnly(line: string): boolean {
  const parts = line.replace(/[\s|·•,;]+$/, "").split(/\s*[|·•]\s*/).filter((part) => part.trim());
  return parts.length > 0 && parts.every((part) => part.includes(",") && elsewhereOf(part.trim()));
}
function standingOnly(line: string): boolean {
  const parts = line.split(/\s*[|·•;]\s*/).map((part) => part.trim()).filter(Boolean);
  return parts.length > 0 && parts.every((part) => STANDING.test(part));
}

/** "Pune", "Berlin": one word left of a contact line that names no worker, no occupation and no skill is a town. */
function lonePlaceWord(line: string): boolean {
  const word = line.replace(/[\s|,;·•–—]+$/, "").trim();
  return /^\p{Lu}\p{Ll}+$/u.test(word) && !namesAWorker(word) && !resolveOccupation(word) && findSkills(tokenize(word)).length === 0;
}

/** "Professional Engineer (California C-88412)": a licence the lexicon knows, with its number in brackets. */
function numberedLicence(line: string): boolean {
  const m = line.trim().match(/^([^()]+?)\s*\(([^()]*\b[A-Z]{0,3}-?\d{4,}[^()]*)\)$/);
  if (!m) return false;
  const found = findSkills(tokenize(m[1]!));
  return found.length > 0 && found.every((f) => CERTIFICATIONS.has(f.value));
}

/** Words in -ed that open titles ("Certified Nursing Assistant", "Licensed Practical Nurse"), not sentences. */
const TITLE_ADJECTIVES = /^(?:Certified|Licensed|Registered|Advanced|Accredited|Qualified|Experienced|Skilled|Trained|Retired|Appointed|Elected|Enlisted|Commissioned|Detailed|Dedicated|Talented|Seasoned|Contracted|Salaried|Based)\s/;

const CONNECTORS = new Set(["and", "or", "of", "the", "a", "an", "in", "on", "at", "for", "to", "from", "with", "by", "as", "&", "/", "-", "–"]);

/**
 * A job's title as resumes write one: title-like, opening with a capital, most of its words capitalised, and
 * neither a sentence ("Successfully managed 12 team members. Developed", "To provide … services") nor a
 * fragment cut at a bracket or a connecting word ("Certified Hazardous Materials Manager (", "… drought years of").
 */
/** "Sr. Accountant", "Asst. Manager": a title's abbreviated words end in a full stop that ends no sentence. */
const TITLE_ABBREVIATION = /\b(?:Sr|Jr|Asst|Assoc|Mgr|Exec|Dir|Engr|Coord|Supv|Admin|Inc|Ltd|Corp|Co|Bros)\.(?=\s)/g;

function isJobTitle(text: string): boolean {
  if (!isTitleLike(text) || !/^[A-Z0-9]/.test(text) || /[.!?;]\s/.test(text.replace(TITLE_ABBREVIATION, "")) || /^To\s+[a-z]/.test(text) || sectionOfHeading(text)) return false;
  if ((text.match(/\(/g) ?? []).length !== (text.match(/\)/g) ?? []).length) return false;
  // "Managed Compensation & Benefits for 1300 employees" says what was done; "Certified Nursing Assistant" is a title.
  if (/^[A-Z][a-z]+ed\s/.test(text) && !TITLE_ADJECTIVES.test(text)) return false;
  const words = text.split(/[\s/,]+/).filter(Boolean);
  const last = words[words.length - 1]?.toLowerCase() ?? "";
  if (CONNECTORS.has(last)) return false;
  const content = words.filter((w) => !CONNECTORS.has(w.toLowerCase()) && /[A-Za-z]/.test(w));
  const lower = content.filter((w) => /^[a-z]/.test(w)).length;
  return content.length > 0 && lower * 2 <= content.length;
}

function isTitleLike(text: string): boolean {
  const words = text.split(/\s+/).filter(Boolean);
  return words.length >= 1 && words.length <= 10 && /[A-Za-z]{2}/.test(text) && !/[.!?]$/.test(text);
}

/** What separates a title from its employer or place on one line: a long dash, a bar or a middle dot between spaces (columns are bars, builtin.ts). */
const TITLE_PARTS = /\s+[|—–·]\s+/;
/** Words that end an employer's name. */
const EMPLOYER_END = /(?:\b(?:Inc|LLC|L\.L\.C|Ltd|Limited|Corp|Corporation|Co|Company|GmbH|Pvt|PLC|LLP|Group|Holdings|Technologies|Partners|Associates|Sons|Bank|University|College|Hospital|Clinic|Medical Cent(?:er|re)|Health Cent(?:er|re)|Leisure Centre|Community Centre|Health System|Health Systems|Funeral Home|County|Parish|Township|(?:Superior|District|Circuit|County|Municipal|Supreme|Family|Probate|Juvenile|Bankruptcy|Appeals) Court|School|Schools|Elementary|Academy|Institute|District|Foundation|Credit Union|Association|Society|Authority|Council|Commission|Church|Ministries|Cooperative|Library|Libraries|Museum|Agency|Skilled Nursing|Nursing Center|Nursing Home|Rehabilitation Center|Rehab Center|Senior Living|Hospice|Home Health|Care Center|Fintech|Insurtech|Healthtech|Edtech|Army|Navy|Air Force|Marine Corps|Coast Guard|National Guard)|&\s*Partner)\.?$/i;

/** A business named by its trade after a name of its own: "Piney Woods Freight", "Desert Bloom Farms", "Bayou Building Supply". */
const BUSINESS_NAME = /^(?:\p{Lu}[\w&.'-]*\s+(?:&\s+)?){1,3}(?:Farms?|Ranch|Orchards?|Freight|Trucking|Transport|Transportation|Supply|Express|Distributors|Movers|Landscaping|Roofing|Plumbing|Bistro|Cafe|Café|Grill|Diner|Eatery|Steakhouse|Pizzeria|Tavern|Brewing|Brewery|Bakery)$/u;

/**
 * The title among the parts of "Northwind Traders — Senior Software Engineer", "Software Developer | Fabrikam
 * Inc. | Austin, TX" or "Analyst at Contoso": the parts that name a kind of worker, not an employer or a place,
 * and of them the one O*NET lists closest; the whole where no part does.
 */
function titlePart(text: string): string {
  // "Experience: Staff Nurse, Rush Medical Center, 2018–present" on a resume without headings: the label goes.
  text = text.replace(/^\s*(?:(?:professional |work |relevant )?experience|work history|employment(?: history)?)\s*:\s*(?=\S)/i, "");
  // "Currently working as Senior QA Engineer at Infotech Solutions, Pune from June 2021", "Worked as Test Engineer with
  // Brightsoft": a sentence that says the title, then the employer.
  // "description - Working as Java Developer since July 2017": a form's label first, the dates after ("since" them).
  const sentence = /^\s*(?:[Dd]escription\s*[-:–]\s*)?(?:(?:[Cc]urrently|[Pp]resently|[Nn]ow)\s+)?(?:[Ww]orking|[Ww]orked|[Ee]mployed|[Ss]erving|[Ss]erved)\s+as\s+(?:an?\s+)?(.+?)(?:\s+(?:at|with|in|for)\s+(?=\p{Lu})|\s*(?:\b(?:since|from))?\s*$)/u.exec(text);
  if (sentence && isJobTitle(sentence[1]!) && namesAWorker(sentence[1]!)) return sentence[1]!.trim();
  // "Caregiver for my mother", "Nanny for two children": whom the work was for is no part of the title.
  // The title alone before the "for", ending in its worker ("Educator - Center for the Gifted" names a centre).
  const forWhom = /^([^,|–—·]{3,40}?)\s+for\s+(?:my|his|her|our|a|an|the|two|three|four|\d+)\s.*$/i.exec(text);
  const head = forWhom?.[1]!.trim() ?? "";
  if (forWhom && !/\s-\s/.test(head) && isJobTitle(head) && namesAWorker(head.split(/\s+/).at(-1)!)) text = head;
  // "Data Analyst @ Cascade Health", "Analyst at Contoso": what follows the "at" is the employer.
  const at = text.split(/\s+@\s+|\s+at\s+(?=[A-Z])/);
  if (at.length === 2 && isJobTitle(at[0].trim()) && namesAWorker(at[0])) return at[0].trim();
  // "Associate Brand Manager → Brand Manager": a promotion within one employer; the title now held is the last.
  const promoted = text.split(/\s+(?:→|->|⟶)\s+/);
  if (promoted.length >= 2 && promoted.slice(0, -1).every((p) => isJobTitle(p.trim()) && namesAWorker(p.trim()))) text = promoted.at(-1)!.trim();
  // "Medical Office Assistant, Midsouth Family Clinic — Memphis, TN": a part may hold the title and its employer.
  const ownTitle = (p: string) => {
    const title = commaTitle(p);
    return title !== p && isJobTitle(title) && namesAWorker(title) && !employerOrPlace(title) ? title : p;
  };
  const parts = text.split(TITLE_PARTS).map((p) => p.trim()).filter(Boolean);
  if (parts.length < 2) return commaTitle(text);
  if (parts.length === 2 && elsewhereOf(parts[1]!)) parts[0] = ownTitle(parts[0]!);
  const titles = parts.filter((p) => isJobTitle(p) && namesAWorker(p) && !employerOrPlace(p));
  // "Independent Contractor — DoorDash, Instacart", "Freelancer | Upwork": a way of working for the clients after it is
  // the title, where no part names other work.
  if (titles.length === 0 && SELF_EMPLOYED.test(parts[0]!) && /^\p{Lu}/u.test(parts[0]!) && parts.slice(1).every((p) => !namesAWorker(p) && findSkills(tokenize(p)).length === 0)) return parts[0]!;
  // "Project Manager | Advertising": a part that names a field or a skill is part of the title; "Harvest Table
  // Bistro, Sacramento CA" is an employer and its place.
  // "Senior Technical Recruiter — HubSpot": a company named as its product, written alone, is the employer.
  const elsewhere = (p: string) => elsewhereOf(p) || namedAsItsProduct(p);
  if (titles.length === 0 || parts.some((p) => !titles.includes(p) && !elsewhere(p) && findSkills(tokenize(p)).length > 0)) return text;
  const score = (p: string) => resolveOccupation(p)?.score ?? 0;
  return commaTitle(titles.reduce((best, p) => (score(p) > score(best) ? p : best)));
}

/** "HubSpot", "Postman": a company named as its product, one word in capitals. */
const namedAsItsProduct = (p: string) => /^\p{Lu}\S+$/u.test(p.trim()) && PRODUCT_WORDS.has(p.trim().toLowerCase());

/** An employer, a place, or both ("Harvest Table Bistro, Sacramento CA"). */
const elsewhereOf = (p: string) => employerOrPlace(p) || withStates(p.split(/\s*,\s+/)).every(employerOrPlace);

/** "Longview, TX" is one place, not a town and a state. */
function withStates(parts: string[]): string[] {
  return parts.reduce<string[]>((all, p) => (all.length > 1 && isUsState(p) ? [...all.slice(0, -1), `${all.at(-1)}, ${p}`] : [...all, p]), []);
}

/** How a post is held, in brackets after a title or an employer: "(remote)", "(contract)". */
const ARRANGEMENT = /\((?:remote|hybrid|on-?site|contract|contractor|temporary|temp|part[- ]time|full[- ]time|freelance|intern(?:ship)?)\)/gi;

/**
 * "Staff Engineer, Litware (remote)", "Engineer - Proseware, Chicago IL", "Acme Corp, Staff Accountant": the title
 * beside a comma or a spaced hyphen, where the other parts are only an employer's name or a place (no word the word vectors know, a place, an
 * employer's ending); "Director, Product Marketing" and "Buyer - Intimate Apparel" keep their field.
 */
function commaTitle(text: string): string {
  // "Longview, TX" is one place, not a town and a state.
  const parts = withStates(text.split(/\s*,\s+|\s+-\s+/));
  if (parts.length < 2) return text;
  // The title first ("Loan Closer, First Bank"), or after its employer ("Acme Corp, Staff Accountant"); a part with a
  // rank of its own is no employer ("Vice President, Area Manager-Small Business Lending Group").
  // "Senior Content Marketing Manager, Postman": a company named as its product, written alone, is one too.
  const employer = (p: string) => (employerOrPlace(p) || namedAsItsProduct(p)) && !(p.toLowerCase().match(/[a-z]+/g) ?? []).some((w) => RANK_WORDS.has(w));
  // An employer before the title is a name: not a number, a year, an ordinal or a rank's letters ("6 - 8 Science
  // Teacher", "Seventh, Eighth and Ninth Grade Science Teacher", "EVP, Area Sales Director").
  const named = (p: string) => /[A-Za-z]{3}/.test(p) && !/^\d/.test(p.trim()) && !ORDINAL.test(p.trim()) && !/^[A-Z]{2,6}$/.test(p.trim());
  for (const at of [0, 1]) {
    const title = parts[at];
    if (!namesAWorker(title) || !isJobTitle(title) || employerOrPlace(title)) continue;
    // A rank's letters or a post before the title are part of it ("EVP, Area Sales Director", "Cofounder, Partnerships Director").
    if (at === 1 && (!named(parts[0]) || namesAWorker(parts[0]))) continue;
    // "Teacher of Mathematics, Roundhay School, Leeds": a town's one word after the employer is where it is.
    const townAfter = (i: number) => i === parts.length - 1 && i >= 2 && employer(parts[i - 1]!) && /^\p{Lu}\p{Ll}{2,}$/u.test(parts[i]!.trim()) && findSkills(tokenize(parts[i]!)).length === 0 && !namesAWorker(parts[i]!) && !RANK_WORDS.has(parts[i]!.trim().toLowerCase());
    if (parts.every((p, i) => i === at || employer(p) || (at === 0 && (betweenTitleAndPlace(parts, i) || townAfter(i))))) return title;
  }
  // "Staff Nurse, Cardiac Unit, Dayton OH": the place at the end goes, the unit stays.
  if (parts.length >= 3 && namesAWorker(parts[0]!) && isJobTitle(parts[0]!) && placeAtEnd(parts)) return parts.slice(0, -1).join(", ");
  return text;
}

/** A credential's letters alone, left on the name's line once the name is blanked ("SHRM-CP", "RN", "PMP", "NMLS #1789023"). */
function credentialAlone(line: string): boolean {
  // "NMLS #1789023": the licence's number goes with it.
  const bare = line.replace(/^[\s,]+|[\s,]+$/g, "").replace(/\s*(?:#|No\.?)\s*[A-Z]{0,3}-?\d[\d-]{3,}$/, "");
  if (!/^[A-Z]{2,6}(?:-[A-Z]{1,4})?$/.test(bare)) return false;
  // "RN" and "CPA" say what the candidate is; "SHRM-CP" and "PMP" only what they hold.
  return !namesAWorker(bare) && resolveOccupation(bare)?.score !== 1 && (bare.includes("-") || findSkills(tokenize(bare)).some((m) => CERTIFICATIONS.has(m.value)));
}

/** Words that end a part of the workplace, not an employer ("Medical-Surgical Unit", "Claims Department"). */
const UNIT_WORD = /\b(?:Unit|Units|Department|Dept\.?|Division|Floor|Ward|Wing|Team|Desk|Line|Shift|Office|Branch|Program|Practice)$/;

/** Whether the last of a line's parts is a place ("Austin TX", "Dayton, OH"). */
function placeAtEnd(parts: string[]): boolean {
  const last = parts[parts.length - 1]!.replace(ARRANGEMENT, " ").trim();
  return isUsState(last) || namesOnlyAPlace(last) || namesOnlyAPlace(last.replace(/\s([A-Z]{2})$/, ", $1"));
}

/**
 * "Senior QA Engineer, Cobalt Health, Austin TX": between a title and the place (or the institution) at the end, a
 * name in capitals that names no worker and no unit of the workplace is the employer, whatever its words.
 */
function betweenTitleAndPlace(parts: string[], i: number): boolean {
  // Or an institution at the end: "Math Tutor, Math Learning Center, University of Michigan".
  const institution = (p: string) => EMPLOYER_OF.test(p.trim()) || EMPLOYER_END.test(p.trim());
  if (parts.length < 3 || i === 0 || i !== parts.length - 2 || !(placeAtEnd(parts) || institution(parts.at(-1)!))) return false;
  const words = parts[i]!.trim().split(/\s+/);
  return words.length <= 4 && words.every((w) => /^(?:\p{Lu}|&)/u.test(w)) && !namesAWorker(parts[i]!) && !UNIT_WORD.test(parts[i]!.trim());
}

/** An employer's name or a place: no word the word vectors know, an employer's ending, or a city and its state. */
export function employerOrPlace(part: string): boolean {
  // "Maple Creek Elementary (Austin ISD)": the bracket names its district or owner.
  const bare = part.replace(ARRANGEMENT, " ").replace(/\s*\([^()]*\)$/, "").trim();
  return bare === "" || SELF_EMPLOYED.test(bare) || EMPLOYER_END.test(bare) || UNION_LOCAL.test(bare) || firmOfItsWorkers(bare) || branchOfAnEmployer(bare) || BUSINESS_NAME.test(bare) || EMPLOYER_OF.test(bare) || isUsState(bare) || namesOnlyAPlace(bare) || namesOnlyAPlace(bare.replace(/\s([A-Z]{2})$/, ", $1")) || (embed(bare).every((x) => x === 0) && !namesAWorker(bare)) || namedByAProperName(bare) || namedByABrand(bare);
}

/** "Freelance Graphic Designer, Self-employed": working for oneself is where, not what. */
const SELF_EMPLOYED = /^(?:self[- ]employed|freelance|freelancer|independent(?: contractor| consultant)?|sole (?:proprietor|trader)|own business|various clients|multiple clients)$/i;

/** A trade union's local ("BAC Local 21", "IBEW Local 98", "Local 84"): where a tradesman is dispatched from, no title. */
const UNION_LOCAL = /^(?:[A-Z]{2,6}\s+)?Local\s+\d{1,4}$/;

/**
 * "KPFF Consulting Engineers", "Smith Architects": a firm named for the workers it employs, after letters or a
 * name the word vectors do not know. A title names one worker ("Engineer"), not many.
 */
function firmOfItsWorkers(part: string): boolean {
  // "Summit MEP Engineers", "Harbor Point Architects": a name and a trade's letters before the workers, in capitals.
  if (/^(?:\p{Lu}[\w&'-]*\s+){1,3}(?:Engineers|Architects|Surveyors|Contractors|Attorneys|Accountants|Planners|Consultants)$/u.test(part) && /\s[A-Z]{2,5}\s+\S+$/.test(part)) return true;
  const firm = /^(\S+)(?:\s+(?:&|and)\s+\S+)?(?:\s+Consulting)?\s+(?:Engineers|Architects|Surveyors|Contractors|Attorneys|Accountants|Planners|Consultants)$/.exec(part);
  if (!firm) return false;
  const name = firm[1]!;
  return (/^[A-Z]{2,5}$/.test(name) && !DEPARTMENT_LETTERS.test(name)) || (/^\p{Lu}\p{Ll}+$/u.test(name) && embed(name.toLowerCase()).every((x) => x === 0) && findSkills(tokenize(name)).length === 0);
}

/** "Hilton Garden Inn Orlando", "Pop-A-Lock Tampa": an employer, then the town of its branch, a name the word vectors do not know. */
function branchOfAnEmployer(part: string): boolean {
  const branch = /^(.+?)\s+(\p{Lu}\p{Ll}{2,})$/u.exec(part);
  if (!branch || embed(branch[2]!.toLowerCase()).some((x) => x !== 0) || findSkills(tokenize(branch[2]!)).length > 0 || namesAWorker(branch[2]!)) return false;
  const employer = branch[1]!;
  return EMPLOYER_END.test(employer) || BUSINESS_NAME.test(employer) || namedByAProperName(employer) || namedByABrand(employer);
}

/** "FedEx Supply Chain", "McKesson Medical", "JPMorgan Chase": a brand's inner capital ("FedEx", "eBay") first, no skill and no worker. */
function namedByABrand(part: string): boolean {
  const first = part.split(/\s+/)[0] ?? "";
  // "Pop-A-Lock", "Rent-A-Center": a name of capitalised pieces joined by hyphens, with a letter alone among them.
  if (/^\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}*)+$/u.test(first) && /-\p{Lu}-/u.test(first) && part.split(/\s+/).length <= 3 && findSkills(tokenize(part)).length === 0 && !namesAWorker(part)) return true;
  return /^(?:\p{Lu}\p{Ll}+\p{Lu}\p{Ll}+|\p{Ll}\p{Lu}\p{Ll}+|\p{Lu}{2,3}\p{Ll}{3,})$/u.test(first) && findSkills(tokenize(first)).length === 0 && !namesAWorker(part);
}

const ORDINAL = /^(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|\d+(?:st|nd|rd|th))$/i;

/** "First Bank of Ohio", "University of Michigan", "Department of Health": an institution of a place or a field. */
const EMPLOYER_OF = /^(?:[A-Z][\w&.'-]*\s+){0,3}(?:Bank|University|College|Hospital|Institute|Academy|School|Department|Dept\.?|Office|Ministry|Bureau|City|County|State|Commonwealth|Government|Church|Museum)\s+of\s+(?:the\s+)?[A-Z][\w&.' -]*$/;

/** Words that end a company's name after a name of its own: "Northwind Traders", "Fabrikam Cloud". */
const COMPANY_WORD = /\s(?:Traders|Trading|Lines|Cloud|Health|Healthcare|Systems|Solutions|Labs|Media|Foods|Motors|Energy|Logistics|Industries|Enterprises|Services|Consulting|Software|Networks|Ventures|Capital|Financial|Finance|Lending|Mortgage|Beverages?|Textiles|Chemicals|Nutrition|Air|Heating|Cooling|Fitness|Gym|Distribution|Warehousing|Fulfillment|Funding|Laboratories|Bancorp|Trust|Insurance|Airlines|Airways|Hotels?|Resorts?|Restaurants?|Stores|Brands|Studios?|Pharma(?:ceuticals)?|Biotech|Devices|Instruments|Products|Supplies|Bank(?:ing)?|Markets?|Retail|Construction|Builders|Manufacturing|Electric|Digital|Games|Entertainment|Communications|Telecom|Realty|Properties|Dental|Dentistry|Orthodontics|Pediatrics|Rehab|Rehabilitation|Therapy|Wellness|Medical Center|Care|Coffee|Cafe|Café|Bistro|Grill|Bakery|Diner|Pizzeria|Brewery|Salon|Spa|Pay|Payments|Pharmacy|Drugs|Automotive|Outfitters|Grocery|Grocers|Staffing|Fabrication|Machining|Components|Aero|Aerospace|Goods|Inn|Club|Rentals?|Mills|Lodge|Suites|Lounge|Boutique|Parlor|Marine|Lube|Service|Appliances|Bottling)$/;

/** Letters that name a department or a field, not an employer ("IT Services", "HR Solutions"). */
const DEPARTMENT_LETTERS = /^(?:IT|IS|MIS|HR|QA|QC|PR|AI|ML|UX|UI|ERP|CRM|EHR|EMR|GIS|CAD|BIM|ICU|ER|ED|OR|EMS|EHS|HSE|R&D|IP)$/;

/** Words that end a street's, a hill's or a creek's name, inside a business's name. */
const PLACE_NAME_WORD = /^(?:Lane|Street|Avenue|Road|Hill|Hills|Creek|Valley|Ridge|River|Lake|Bay|Park|Point|Springs|Square|Harbor|Harbour|Meadows?|Grove|Oaks?|Pines?|Water|Field|Fields|Mill|Bridge|Brook)$/;

/**
 * "Northwind Traders", "Fabrikam Cloud": a capitalised word the word vectors do not know and no skill, then a
 * word that ends a company's name. A field stays in the title ("Medical-Surgical Unit", "Intimate Apparel").
 */
function namedByAProperName(part: string): boolean {
  const words = part.split(/\s+/);
  // "Sycamore Ridge Nursing & Rehab": the ampersand joins two words of one name.
  const named = words.filter((w) => w !== "&");
  // "XPO Logistics", "JBS Foods": letters no skill and no worker is called by, before the company's word.
  if (named.length >= 2 && named.length <= 4 && /^[A-Z]{2,5}$/.test(words[0]!) && !DEPARTMENT_LETTERS.test(words[0]!) && COMPANY_WORD.test(part) && findSkills(tokenize(words[0]!)).length === 0 && !namesAWorker(words[0]!) && embed(words[0]!.toLowerCase()).every((x) => x === 0)) return true;
  // "Jeffrey's Restaurant": a founder's name, in the possessive.
  // "Mid-America Crane Rental": a hyphenated name of its own.
  if (named.length < 2 || named.length > 4 || !/^\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?(?:['’]s)?$/u.test(words[0]) || !COMPANY_WORD.test(part)) return false;
  // "Harvest Lane Markets", "Blue Water Grill": a place's name before the company's word, whatever its first word means.
  if (named.length >= 3 && named.every((w) => /^\p{Lu}/u.test(w)) && named.slice(1, -1).some((w) => PLACE_NAME_WORD.test(w))) return true;
  // "Peachtree Pediatrics", "Epic Systems": a product's name before the company's word names a business too.
  if (PRODUCT_WORDS.has(words[0].toLowerCase())) return true;
  if (findSkills(tokenize(words[0])).length > 0) return false;
  // "Cascade Behavioral Health": a name of its own before a field and the company's word, all in capitals.
  return embed(words[0]).every((x) => x === 0) || (words.length >= 3 && words.every((w) => /^\p{Lu}/u.test(w)) && !RANK_WORDS.has(words[0].toLowerCase()));
}

/** "Certifications:", "Licenses –": a line that lists credentials after its label. */
const CREDENTIALS_LABEL = /^\s*(?:certifications?|certificates?|licen[cs]es?|credentials?|licen[cs]es? (?:and|&) certifications?)\s*[:–-]/i;

/** A certificate's subject, the words its name has before "Certification" ("Forklift Certification" → forklift). */
const CERTIFICATE_SUBJECTS: Array<[string[], string]> = [...CERTIFICATIONS]
  .map((name) => [/^(.+?)\s+(?:Certification|Certificate|License|Licence|Credential|Registration)$/.exec(name)?.[1] ?? "", name] as const)
  .filter(([subject]) => subject.length >= 4 && !/[/&]/.test(subject))
  .map(([subject, name]) => [subject.toLowerCase().split(/\s+/), name]);

function containsWords(words: string[], run: string[]): boolean {
  return words.some((_, i) => run.every((w, j) => words[i + j] === w));
}

/** A degree's dotted letters or its name opening a line: "B.S. Psychology", "A.A.S. Welding", "Master of Education". */
const DEGREE_OPENING = /^\s*(?:(?:[ABM]|Ph|Ed|Sc|LL)\.(?:[A-Za-z]{1,3}\.){1,3}\s+\p{Lu}|(?:Bachelor|Master|Associate)(?:'s)?\s+(?:of|in)\s+\p{Lu})/u;

/** Where a second degree starts on a line, after a comma or a semicolon: ", B.S. Accountancy (2026)", "; MBA, 2019". */
const NEXT_DEGREE_ON_LINE = /[,;]\s+(?=(?:(?:[ABM]|Ph)\.(?:[A-Za-z]{1,3}\.){1,3}\s|(?:Bachelor|Master|Associate)(?:'s)?\s+(?:of|in|degree)\b|(?:MBA|BBA|MPH|MSW|B\.?Tech|M\.?Tech)\b))/;

/** An objective's wish: "To work in a challenging environment as a software engineer", "To obtain a position as …". */
const WISH = /^\W*(?:(?:career\s+)?objective\s*[:–-]?\s*)?to\s+(?:work|obtain|secure|get|find|gain|become|join|seek|land)\b/i;

/** A summary's opening: the words before "with 8 years" ("Results-driven accountant with 10+ years of …"). */
const SUMMARY_OPENING = /^\W*(?:(?:an?|the)\s+)?((?:[\w'’&/-]+\s+){0,5}?[\w'’&/-]+)\s+with\s+(?:over\s+|more than\s+|nearly\s+|almost\s+)?(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty)\+?\s*(?:years?|yrs?)\b/i;

/** The worker a summary's opening names, in its longest ending O*NET lists as a title ("accountant"). */
function summaryTitle(lines: string[], sectionOf: SectionKind[]): string | null {
  for (let i = 0; i < lines.length; i++) {
    if (sectionOf[i] !== "summary" && sectionOf[i] !== "header") continue;
    const opening = SUMMARY_OPENING.exec(lines[i] ?? "")?.[1];
    if (!opening) continue;
    const words = opening.split(/\s+/);
    for (let k = 0; k < words.length; k++) {
      const title = words.slice(k).join(" ");
      if (namesAWorker(title) && resolveOccupation(title)?.score === 1) return title.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
    }
    return null;
  }
  return null;
}

/** The most undated jobs read from an experience section. */
const MAX_UNDATED = 6;

/** Titles on lines of their own under the experience heading, in a resume that dates none of its jobs. */
function undatedJobs(lines: string[], sectionOf: SectionKind[], headingLines: Set<number>, nowMonth: number): Job[] {
  const found: Job[] = [];
  for (let i = 0; i < lines.length && found.length < MAX_UNDATED; i++) {
    const line = lines[i] ?? "";
    if (sectionOf[i] !== "experience" || headingLines.has(i) || !line.trim() || line.trim().split(/\s+/).length > 12 || TIME_AWAY.test(line)) continue;
    const title = titlePart(cleanTitle(line));
    if (isJobTitle(title) && namesAWorker(title) && resolveOccupation(title)) found.push({ title, titleLine: i, start: nowMonth, end: nowMonth, line: i, lastLine: i, undated: true });
  }
  return found;
}

/** Time away from paid work, written where a job would be. */
/** "Skills * Python, SQL", "Skills: Excel": a list of skills opening the resume is no headline. */
const SKILLS_LINE = /^\s*(?:key\s+|technical\s+)?skills?\s*[*:•·|-]/i;

const TIME_AWAY_SAID = /\b(?:I|we)\s+(?:was|were|am|have been)\s+(?:a\s+)?(?:stay[- ]at[- ]home|full[- ]time)\s+(?:parent|mom|mother|dad|father)\b/i;
const TIME_AWAY = /^\W*(?:career (?:break|gap|pause)|employment gap|gap year|sabbatical|stay[- ]at[- ]home (?:parent|mom|mother|dad|father)|full[- ]time (?:parent|mom|dad)|parental leave|maternity leave|paternity leave|family leave|personal leave|medical leave|unemployed|between jobs|job search(?:ing)?|travel(?:l?ing)? (?:abroad|break)|(?:family|personal) caregiving)\b(?!\s+(?:manager|assistant|aide|worker|coordinator|specialist|provider|giver))/i;

/** The most jobs a resume is read for. */
const MAX_JOBS = 100;

/** `asOfMonth` is what an open range ("to Current") ends at. */
export function parseResume(text: string, asOfMonth: number | null): ParsedResume {
  const lines = text.split("\n");
  const sectionOf: SectionKind[] = [];
  const headingLines = new Set<number>();
  let current: SectionKind = "header";
  // Dates under "Affiliations", "Awards" or "Licenses" date a membership or an honour, not a job.
  const undated: boolean[] = [];
  const highlights: boolean[] = [];
  let inUndated = false;
  let inHighlights = false;
  lines.forEach((line, i) => {
    // "Skills: Excel, SAP", "Certifications: CPA (2019)": a heading with its content on the same line. Short, it was
    // read as a heading alone and its content lost: it still opens the section, and its content is read. A longer
    // one is a list of skills or credentials on that line only, outside a job ("Skills used: Python" under a job
    // stays the job's).
    const inline = INLINE_HEADING.exec(line.trim());
    const inlineKind = inline ? sectionOfHeading(inline[1]!) : null;
    const kind = sectionOfHeading(line);
    if (inlineKind && !kind && (inlineKind === "skills" || inlineKind === "certifications") && current !== "experience") {
      sectionOf.push(inlineKind);
      undated.push(inUndated || NOT_WORK_HEADING.test(inline![1]!));
      highlights.push(inHighlights);
      return;
    }
    if (kind) {
      current = kind;
      if (!inlineKind) headingLines.add(i);
      inUndated = kind !== "experience" && (NOT_WORK_HEADING.test(line) || (PROJECTS_HEADING.test(line) && /^\s*[A-Z]/.test(line)));
      inHighlights = kind !== "experience" && HIGHLIGHTS_HEADING.test(line);
    }
    sectionOf.push(current);
    undated.push(inUndated);
    highlights.push(inHighlights);
  });

  // A job site's form: its "<Title> - <Employer>" line is the current job, whatever section the export left it in.
  const formTitled = formTitleLine(lines);
  const siteForm = formTitled && isJobTitle(formTitled.title) && namesAWorker(formTitled.title) ? formTitled : null;
  if (siteForm) sectionOf[siteForm.line] = "experience";

  // A resume with no headings at all: a line naming a degree and its school is its education, not its headline.
  if (headingLines.size === 0 && !sectionOf.some((kind) => kind !== "header")) {
    lines.forEach((line, i) => {
      // "Mathematics Teacher, Decatur High School (2019–present)" is a job at a school, not a diploma from it.
      const first = line.split(/,|\s[-–—|·]\s/)[0] ?? "";
      // "B.S. Plastics Engineering Technology, Penn State Behrend, 2017": a line that opens with a degree's dotted
      // letters is one too, whatever its school is called.
      if ((/\b(?:University|College|Institute|School|Academy|Polytechnic)\b/.test(line) || DEGREE_OPENING.test(line)) && DEGREE_PATTERNS.some(([pattern]) => pattern.test(line)) && !(isJobTitle(first.trim()) && namesAWorker(first))) sectionOf[i] = "education";
    });
    // From its first dated line on, the rest is its work history ("Customer Success Manager, Lumen — 2021 – present").
    const firstDated = lines.findIndex((line) => /\b(?:19|20)\d{2}\b/.test(line));
    if (firstDated > 0) for (let i = firstDated; i < lines.length; i++) if (sectionOf[i] === "header") sectionOf[i] = "experience";
  }

  // A LinkedIn export: the sidebar before the profile's top is no header, and the name, headline and location are.
  const top = profileTopAfterSidebar(lines);
  if (top) for (let i = 0; i < top.to; i++) if (i >= top.from) sectionOf[i] = "header";
  else if (sectionOf[i] === "header") sectionOf[i] = "other";

  const nowMonth = asOfMonth ?? latestMonth(text) ?? 0;
  const jobs: Job[] = [];
  const degrees: Degree[] = [];
  const skills: SkillHit[] = [];
  const certifications: SkillHit[] = [];
  let headline: string | null = null;
  let headlineSought = true;
  /** Lines up to here belong to a stacked date range already read. */
  let stackEnd = 0;
  /** Whether a line holds dates, each line read once. */
  const datedLines = new Map<number, boolean>();
  const hasDates = (i: number) => {
    let has = datedLines.get(i);
    if (has === undefined) datedLines.set(i, (has = findDateRanges(lines[i] ?? "").length > 0));
    return has;
  };
  const fullWidth = fullLineWidth(lines);
  /** The last line's own words, read once (the next line may carry its last words). */
  let lineTokens: Token[] = [];
  let tokensOfLine = -1;

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!line.trim()) continue;
    const section = sectionOf[i];
    // A dated line is a job ("Marketing Coordinator, Bluebonnet Media, 2020 - present"): the headline comes before any.
    if (headline === null && section === "header" && /\b(?:19|20)\d{2}\b/.test(line)) headlineSought = false;
    if (headline === null && headlineSought && section === "header" && !headingLines.has(i) && !CONTACT_HEADING.test(line.trim()) && isTitleLike(line.trim()) && !CREDENTIALS_ONLY.test(line.trim()) && !DOCUMENT_TITLE.test(line) && !LABEL_ALONE.test(line) && !CONTACT_FIELD.test(line) && !lettersAfterAName(line) && !DOTTED_CREDENTIAL.test(line.trim()) && !CREDENTIAL_LIST.test(line) && !credentialAlone(line) && !certificatesOnly(line) && !numberedLicence(line) && !lonePlaceWord(line) && !REMOTE_ONLY.test(line) && !standingOnly(line) && !affiliationOnly(line) && !columnLabels(line) && !namesOnlyAPlace(line) && !namesOnlyAPlace(line.replace(/\s([A-Z]{2})\s*$/, ", $1")) && !STREET_ADDRESS.test(line) && !SKILLS_LINE.test(line)) headline = line.trim();

    if (!headingLines.has(i)) {
      const carried = wrappedFrom(lines, sectionOf, headingLines, i, fullWidth, tokensOfLine === i - 1 ? lineTokens : null);
      const own = tokenize(line);
      lineTokens = own.slice();
      tokensOfLine = i;
      // Only a line break stood between the words carried and this line's first: one phrase may run across.
      if (carried.length > 0 && own.length > 0) own[0].joined = true;
      const tokens: Token[] = [...carried, ...own];
      // The people a recruiter hired ("recruited software developers") are no skill of the recruiter's.
      // A match that ends in the words carried from the line above was that line's.
      // "Gatineau, QC" is a place, not quality control; "To work … as a software engineer" is a wish, not a claim.
      const claimsNothing = (section === "header" && namesOnlyAPlace(line.trim())) || ((section === "header" || section === "summary") && WISH.test(line));
      // "Organisation: Kapoor & Associates, Chartered Accountants": an employer's name says what the employer does, not
      // the candidate (only that the job was in its industry).
      const employerNamed = EMPLOYER_LABEL.test(line);
      for (const match of findSkills(tokens).filter((m) => !claimsNothing && !(employerNamed && !INDUSTRIES.has(m.value)) && m.end > carried.length && !namesHires(tokens, m.start, m.end) && !namesOthers(tokens, m.start, m.end) && !namesWhomReportedTo(tokens, m.start) && !othersAct(tokens, m.start) && !namesDepartmentWorkedWith(tokens, m.start, m.end))) {
        const hit: SkillHit = { name: match.value, line: i, section, text: asWritten(line, tokens.slice(match.start, match.end)) };
        if (match.end - match.start === 1 && modifiesNext(tokens, match.end) && /^[a-z]+$/.test(tokens[match.start].raw) && /^[a-z]+$/.test(tokens[match.end].raw)) hit.modifier = true;
        skills.push(hit);
        if (CERTIFICATIONS.has(match.value)) certifications.push(hit);
      }
      // "CERTIFICATIONS: OSHA 10, Forklift (sit-down, reach)": under a credentials heading or label, a certificate's
      // subject alone names it.
      if (section === "certifications" || CREDENTIALS_LABEL.test(line)) {
        const words = own.map((t) => t.exact);
        for (const [subject, name] of CERTIFICATE_SUBJECTS) {
          if (skills.some((h) => h.line === i && h.name === name) || !containsWords(words, subject)) continue;
          const hit: SkillHit = { name, line: i, section, text: asWritten(line, own.filter((t) => subject.includes(t.exact))) };
          skills.push(hit);
          certifications.push(hit);
        }
      }
      // "M.S. Accountancy (expected May 2027), B.S. Accountancy (2026)": each degree of a line is read on its own.
      const listed = line.split(NEXT_DEGREE_ON_LINE);
      for (const [k, text] of listed.entries()) {
        for (const [pattern, level, educationOnly] of DEGREE_PATTERNS) {
          if (educationOnly && section !== "education") continue;
          if (!pattern.test(text)) continue;
          // A degree still being earned ("(Pending)", "Currently pursuing a BS", "20 semester hours left") is not held.
          // The next line says so for this degree ("Expected May 2027"), unless it is an entry of its own ("IEC
          // Apprenticeship, Year 1 (in progress)").
          const next = k === listed.length - 1 ? (lines[i + 1] ?? "") : "";
          if (UNFINISHED.test(OWN_ENTRY.test(next) ? text : `${text} ${next}`)) break;
          if (section === "education" && (STILL_STUDYING.test(text) || (sectionOf[i + 1] === "education" && STILL_STUDYING_NEXT.test(lines[i + 1] ?? "")) || DATED_NOW.test(lines[i - 1] ?? ""))) break;
          if (section !== "education" && OTHERS_DEGREES.test(text)) break;
          if (level !== "high_school" && NOT_A_DEGREE.test(text) && !SPELLED_DEGREE.test(text)) break;
          const fields = [...new Set(fieldsOfStudy(listed.length > 1 ? text : degreeText(lines, sectionOf, i)).map((m) => m.value))].sort();
          // The same degree written twice on its line ("Master of Science : Computer Science, 1989 … Master of Science in Computer Science") is one.
          if (!degrees.some((d) => d.line === i && d.level === level && d.fields.join() === fields.join())) degrees.push({ level, fields, line: i });
          break;
        }
      }
    }

    if (section === "education" || undated[i] || i < stackEnd || HONOUR_LINE.test(line)) continue;
    const stacked = stackedDateRange(lines, i);
    const dateLine = stacked?.text ?? line;
    const lastLine = i + (stacked?.span ?? 1) - 1;
    stackEnd = lastLine + 1;
    let lineForm: { title: string; line: number } | null | undefined;
    for (const range of findDateRanges(dateLine)) {
      const end = range.end ?? Math.max(nowMonth, range.start);
      if (range.start < 1950 * 12 || end > nowMonth + 12) continue;
      // "Shift Lead, Receiving (2020 – Present)": dates in brackets close nothing of the title.
      const bracketed = /\(\s*$/.test(dateLine.slice(0, range.index)) && /^\s*\)/.test(dateLine.slice(range.index + range.length));
      const beside = (text: string) => (bracketed ? text.replace(/\(\s*$/, "").replace(/^\s*\)/, "") : text);
      // "Dates: 01/2020 - Present": the label is no title.
      const before = DATES_LABEL.test(beside(dateLine.slice(0, range.index))) ? "" : titlePart(cleanTitle(beside(dateLine.slice(0, range.index))));
      const after = titlePart(cleanTitle(beside(dateLine.slice(range.index + range.length))));
      let title = isJobTitle(before) ? before : isJobTitle(after) ? after : "";
      // Dates in brackets also follow a campaign, a place or an award ("Operation Iraqi Freedom (2003-2004)"): a title only where it names a worker.
      if (bracketed && title && !namesAWorker(title)) title = "";
      if (highlights[i] && (!title || !/[a-z]{3}|\d\s*[/.]\s*\d/i.test(dateLine.slice(range.index, range.index + range.length)))) continue;
      let titleLine = i;
      // The same for every range on the line: read once (a line of twenty ranges had read its neighbours' dates twenty times).
      if (!title && lineForm === undefined) lineForm = formTitle(lines, headingLines, i, lastLine, hasDates);
      const form = title ? null : (lineForm ?? null);
      if (form) [title, titleLine] = [form.title, form.line];
      // "Project Manager" over "Cumberland Builders, Nashville TN | 2019 – present": an employer and its place
      // beside the dates name no job, though "builders" is a kind of worker.
      const titleParts = title.split(/\s*,\s*/);
      if (!form && titleParts.length >= 2 && placeAtEnd(titleParts) && titleParts.every(employerOrPlace)) title = "";
      // "Data Analyst" over "Coca-Cola | Nov 2019 to Present": the words beside the dates are the employer when
      // they name no kind of worker and the line above or below does.
      if (!title || !namesAWorker(title)) {
        const prev = titlePart(cleanTitle(lines[i - 1] ?? ""));
        const next = titlePart(cleanTitle(lines[lastLine + 1] ?? ""));
        const usable = (t: string) => isJobTitle(t) && !EMPLOYER_LABEL.test(t) && findDateRanges(t).length === 0 && (!title || namesAWorker(t));
        // "Staff Nurse" / "Riverside Hospital, Columbus, OH" / "Jan 2020 – Present": over an employer's line that
        // names no worker, the title is the line above it.
        // So is a line of the place alone ("Washington, D.C.").
        const placeLine = namesOnlyAPlace(withoutDottedState((lines[i - 1] ?? "").trim()).replace(/\bD\.\s?C\.?$/, "DC"));
        const above = i > 1 && !headingLines.has(i - 1) && !headingLines.has(i - 2) && !title && ((isJobTitle(prev) && !namesAWorker(prev)) || placeLine) ? titlePart(cleanTitle(lines[i - 2] ?? "")) : "";
        if (above && usable(above) && namesAWorker(above) && findDateRanges(lines[i - 1] ?? "").length === 0) [title, titleLine] = [above, i - 2];
        else if (i > 0 && !headingLines.has(i - 1) && usable(prev)) [title, titleLine] = [prev, i - 1];
        else if (usable(next)) [title, titleLine] = [next, lastLine + 1];
      }
      // "Career break (caregiving), 2019 – 2020", "Stay-at-home parent": time away from work is no job and no years.
      // "2001 to 1-28-2014 I was a stay at home mom": said in a sentence after the dates.
      if (TIME_AWAY.test(title) || TIME_AWAY.test(line) || TIME_AWAY_SAID.test(line)) continue;
      // "Industrial Engineer 12/2009 to 07/2010" and, under it, "December 4th, 2009 - July 30th, 2010.": one job, as is a
      // job a file lists twice (an experience section repeated).
      const sameJob = (j: Job) => j.start === range.start && j.end === end && (j.title === title || (i - j.lastLine <= 3 && !namesAWorker(title)));
      if (jobs.length >= MAX_JOBS || jobs.some(sameJob)) continue;
      jobs.push({ title, titleLine, start: range.start, end, line: i, lastLine });
    }
  }

  // No resume lists more jobs than this (the 1,512 dev resumes list 17 at most, one 66 with repeats): a line of
  // thousands of date ranges is a table or a hostile file, and reading each as a job would cost seconds.
  if (jobs.length > MAX_JOBS) jobs.length = MAX_JOBS;
  // "Marketing Intern, Beacon Hill Events" with no dates anywhere: the titles under the experience heading are still
  // the candidate's jobs, most recent first, with no years.
  if (jobs.length === 0) jobs.push(...undatedJobs(lines, sectionOf, headingLines, nowMonth));
  for (const job of jobs) if (siteForm && job.titleLine === siteForm.line) job.title = siteForm.title.trim();
  let yearsOfExperience: number | null = null;
  const dated = jobs.filter((j) => !j.undated);
  if (dated.length) yearsOfExperience = Math.round((coveredMonths(dated.map((j) => [j.start, j.end + 1])) / 12) * 10) / 10;
  else {
    const stated = text.match(STATED_YEARS);
    // A job site's form with no dated job says how long each skill was used: the longest is the least time worked.
    const months = siteForm ? formSkillMonths(lines) : null;
    if (stated) yearsOfExperience = Number(stated[1]);
    else if (months) yearsOfExperience = Math.round((months / 12) * 10) / 10;
  }
  // "Medical receptionist with 8 years of experience in busy clinics": a resume with no headline and no job names the
  // candidate's work in its summary's opening words.
  if (headline === null && jobs.length === 0) headline = summaryTitle(lines, sectionOf);
  // The form's title names the candidate's work where no headline does ("Data Scientist - Quantrix Analytics").
  if (headline === null && siteForm) headline = siteForm.title.trim();
  return { lines, sectionOf, headline, jobs, degrees, skills, certifications, yearsOfExperience };
}
