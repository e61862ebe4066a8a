// Finds the substance of a job posting: duties and qualifications, not the
// salary, application, exam or legal sections that real postings are full of.
import { cleanText, stem, tokenize } from "../text";
import { findSkills } from "../knowledge/lexicon";
import { occupationsUsing } from "../knowledge/vocabulary";

export interface PostingParts {
  /** What the job does. */
  duties: string;
  /** Must-have qualifications. */
  requirements: string;
  /** Preferred / nice-to-have qualifications. */
  preferred: string;
  /** "Knowledge of …" / "ability to …" lines found in otherwise dropped sections. */
  knowledge: string;
  /** Licenses and certificates that a note in an otherwise dropped section says are required. */
  credentials: string;
}

type Part = keyof PostingParts | "boilerplate";

const HEADING_RULES: Array<[RegExp, Part]> = [
  // "Selective certification": what only some of the positions filled from the list require (a city bulletin's).
  // "What sets you apart", "Even better if", "Extra credit": what lifts a candidate above the bar, not the bar.
  [/prefer|nice to have|bonus|desirable|plus|a plus|pluses|good to have|selective certification|sets? you apart|stand out|even better|extra credit|icing on the cake|not required|(?:it'?d|it would|would) be (?:great|nice|awesome|ideal)|(?:great|nice) if you/i, "preferred"],
  // "Key Selection Criteria", "Essential Criteria", "Person Specification": what Australian and British postings require
  // (not a city bulletin's selection process).
  [/selection criteria|essential criteria|person specification|^essential(?:\s+(?:requirements|skills|experience|qualifications))?\s*:?$/i, "requirements"],
  [/salary|compensation|pay range|benefit|perk|how to apply|where to apply|apply|application|deadline|selection|examination|exam\b|interview|process notes|^notes?:?$|notice|equal (employment|opportunity)|\beeo\b|disclaimer|about (us|the company)|who we are|our company|our mission|our story|company (overview|description|profile)|privacy|accommodation|background check|open competitive|promotional basis|employer$|conditions? of employment|franchise|veteran|legal|diversity|location|schedule|hours/i, "boilerplate"],
  [/requirement|qualification|must have|what you (bring|need|have)|we('re| are) looking for|who you are|skills|experience|education|minimum|required|competenc|knowledge|abilities|licen[sc]e|certification|^you (?:have|bring|need|are|should have|must have)\b|you(?:'ll| will) (?:need|bring|have)\b|about you\b|ideal candidate|what it takes|what we(?:'re| are)? (?:need|want|require|expect|ask)/i, "requirements"],
  [/duties|responsibilit|what you('ll| will) do|the role|about the (role|job|position)|job (description|summary)|summary|overview|position|the job|your day|day to day|mission of the role|role|\byou(?:'ll| will)(?: be)?$/i, "duties"],
];

/** A license or certificate a note says is required ("Registration as a Professional Engineer … is required prior to appointment"). */
const REQUIRED_CREDENTIAL = /\b(?:licen[sc]e|licensure|certificat\w*|registration|registered)\b[^.]*\b(?:is|are) required\b|\bmust (?:have|hold|possess|obtain|submit)\b[^.]*\b(?:licen[sc]e|certificat\w*|registration)\b/i;
const KNOWLEDGE_LINE = /\b(knowledge of|ability to|experience (with|in)|proficien(t|cy) (in|with)|familiarity with|skill(s|ed)? in|understanding of)\b/i;
/** "(we offer the course)", "(we will train)", "(training provided)": an aside on how the employer helps meet an ask. */
const OFFER_ASIDE = /\s*\((?:we (?:offer|provide|pay for|will (?:train|provide|pay))|we'll (?:train|provide|pay)|training (?:is )?provided|(?:course|class|training) (?:is )?offered)[^()]{0,40}\)/gi;
const BOILERPLATE_SENTENCE = /equal opportunity|\beeo\b|how to apply|apply (now|online|today)|salary|benefits? (package|include)|401\(?k|paid time off|visa sponsorship|background check|drug[- ]free|reasonable accommodation|an accommodation|accommodations? (?:during|while|in the|for (?:the|applicants|candidates))|special assistance|\b(?:medical|dental|vision|health|life) insurance|\bhealth(?:care)? benefits|parental leave|\bpto\b|\bperks\b|stock options|\bequity\b|pay range|base pay|compensation (?:package|range)|wellness|commuter|free (?:lunch|meals|snacks)|tuition|gym membership|we (?:also )?offer|what we offer|(?:vacation|pto|sick|leave) accrual|accrual rate|learn more about|follow (?:us|our)|our linkedin|click (?:here|our|the)|job posting|your recruiter|family of companies|about (?:us|the company)\b|about us(?=[A-Z])|\b(?:share|send|attach|submit|upload)\s+(?:us\s+)?(?:your|a link|links)\b|\bis on a mission\b|compensation\s*:\s*\$|commensurate with experience|compensation structure|without regard to|regardless of (?:race|age|sex|gender|religion)|national origin|sexual orientation|gender identity|veteran status|protected (?:veteran|characteristic|class|status)|discriminat|affirmative action|criminal histor|fair chance|e-verify|(?:competitive|additional|total|approach to) compensation|compensation (?:package|range|philosophy)|salary range|pay transparency|disclose (?:the|their) pay|compensation information|legal duty to furnish|range displayed|base salary|for a new hire|hiring range|insurance plans?|disability insurance|ad&d|flexible spending|\b(?:hsa|fsa)\b|sick leave|paid (?:holidays|vacation)|vacation days|retirement (?:plan|savings)|employee assistance|\bis (?:a|an|the) (?:leading|global|world|fast|award|innovative|premier|trusted)|headquartered in|founded in|wholly[- ]owned|our (?:mission|vision) is|we are (?:a|an) (?:leading|global|fast|growing)|compensation (?:may|is|will|for this|includes?|grants)|base compensation|based compensation|equitable compensation|talk compensation|federal (?:and|or) state law|executive order|export (?:control|regulation|administration)|international traffic in arms|\bitar\b|regulations prohibit|compensation (?:varies|at\b)|guarantee of compensation|other compensation|hiring process|interview process|(?:recruitment|recruiting|talent acquisition) team|fees will not be paid|email subject line|for your application to be considered|connect with us on|submitted by a recruiter|headquarters (?:are|is) (?:in|located)|offices (?:include|are located)|why join us|(?:we're|we are) on a mission|u\.s\. citizen|citizenship|unsolicited|staffing (?:firm|agenc)|employment agenc|(?:are|is|am|we['’]re|currently|now|actively)\s+recruiting\s+for|\brecruit\s+(?:the\s+)?(?:best|top|finest)\s+(?:candidates|talent|people)|jobs (?:we|I) recruit|recruitment agenc|fitness (?:center|program|reimbursement|stipend)|catered|snacks|go pass|gym\b|(?:this|reasonable|good[- ]faith) estimate|estimates? (?:a|the|an) (?:starting|annual|base)|(?:healthcare|health|medical) coverage|recruit(?:ment|ing) (?:firm|partner|company|consultancy|specialists?)|forms of compensation|dedicated to your (?:continuous )?(?:learning|growth)|opportunities for professional (?:advancement|growth|development)|backed by (?:top|leading|world|some of|investors|venture|vcs?\b|[A-Z]\w+ (?:Capital|Ventures|Partners))|backing from|investors (?:include|including|like)|funding round|series [a-e] (?:funding|round)|\$\d[\d.,]* ?(?:million|billion|[mb]) (?:valuation|in funding|series)|package of benefits|benefits? programs?|linkedin\.com|(?:connect|reach out) (?:directly )?(?:to|with) (?:the|our|your) recruiter|job is hosted by|apply via|verified .{0,30}recruiters|in accordance with (?:the )?(?:city )?(?:charter|civil service|personnel|rule|section)|selective certification will be used|intended to describe the general|\binsurance (?:options|coverage|benefits)\b|\bhealth,? dental\b|\bdental,? (?:and )?vision\b|\b(?:e-?mail|send|write to)\b[^.]{0,40}@|\bwith (?:a |your )(?:resume|cv)\b|\bpay (?:is|will be) based on|\bultimately pay\b|not (?:to be )?construed as|(?:an )?exhaustive list of|all[- ]inclusive list/i;

/**
 * A sentence about the employer ("Banks and credit unions use our lending platform", "Our services have tight
 * SLAs"): it speaks of "we" or "our" and neither of the reader nor of the tools the work uses.
 */
/** A heading over the employer's own story, which no title reads like: "Who we are", "About us", "Company overview". */
const ABOUT_HEADING = /^(?:about (?:us|the company|the team)|who we are|our (?:company|story|mission)|company (?:overview|description|profile))$/i;
const ABOUT_US = /\b(?:we|we're|we've|our|ours|us|the company)\b/i;
const ABOUT_THE_WORK = /\b(?:you|your|you'll|you're|you've|yourself|candidates?|applicants?|this (?:role|position)|the (?:role|position)|stack|technolog(?:y|ies)|tools?|languages?|frameworks?|experience|required|requirements?|preferred|must|skills?|hiring|looking for|seeking|searching for|need(?:s|ed)? (?:a|an|someone|people|two|three|\d+)|want(?:s|ed)? (?:a|an|someone)|join(?:ing)?)\b/i;
/** A sentence that tells the reader what to do ("Build services for our SDKs", "Responsibilities: Design …") is a duty. */
const IMPERATIVE = new RegExp(
  String.raw`^[\s\-*•·▪●◦■–]*(?:[A-Z][\w ]{0,30}:\s*)?(?:build|design|develop|run|lead|own|work|create|maintain|implement|write|collaborate|partner|drive|help|support|deliver|ship|architect|analy[sz]e|manage|mentor|improve|optimi[sz]e|deploy|test|debug|define|establish|ensure|monitor|scale|automate|integrate|migrate|prototype|document|review|participate|contribute|troubleshoot|operate|configure|evaluate|identify|plan|coordinate|communicate|present|train|conduct|perform|prepare|provide)\b`,
  "i",
);
const isAboutUs = (sentence: string) => ABOUT_US.test(sentence) && !ABOUT_THE_WORK.test(sentence) && !IMPERATIVE.test(sentence);

/** Sentences of a line, including sentences glued without a space ("daily.What You Will Do"). */
function sentencesOf(line: string): string[] {
  // Clauses after a semicolon too: "…; CPR certification; must pass a background check" keeps the CPR.
  // A bullet starts an item of its own ("• Drives to nearby clients • Note These lines are…"), and keeps its mark,
  // so the items kept read as the list they were.
  return line.split(/(?<=[.!?;])\s+|(?<=[a-z][.!?])(?=[A-Z])|\s+(?=[•·▪●]\s)/);
}

/** A short line that ends by calling what it names optional ("BSN preferred", "Spanish a plus", "CPA desired"). */
const OPTIONAL_ITEM = /\S\s+(?:(?:is|are|strongly|highly|very)\s+)*(?:preferred|a plus|plus|desired|desirable|an asset|a bonus)$/i;
/** Heading words alone before it: "Qualifications Preferred", "Skills Desired", "Additional Skills a Plus". */
const HEADING_ONLY = /^(?:(?:additional|other|also|qualifications?|skills?|requirements?|experience|education|knowledge|abilities|attributes|competenc(?:y|ies)|what|would|be|is|and|&)\s+)+(?:(?:is|are|strongly|highly|very)\s+)*(?:preferred|a plus|plus|desired|desirable|an asset|a bonus)$/i;

const OPTIONAL_HEADING = /^(?:(?:it'?d|it would|would) be (?:great|nice|awesome|ideal)|(?:great|nice|bonus) if you)\b/i;

function headingPart(line: string): Part | null {
  // "✨ Nice to have", "🚀 What you'll do": a picture before a heading is no part of it.
  line = line.replace(/^[\s\p{Extended_Pictographic}\p{So}\uFE0F\u200D]+/u, "");
  const text = line.trim().replace(/[:\s]+$/, "");
  // A bullet is an item of the section above ("- NLP"), never a heading.
  if (!text || text.length > 60 || /^[-*•·▪●◦■–]\s/.test(text)) return null;
  const words = text.split(/\s+/).length;
  const letters = text.replace(/[^A-Za-z]/g, "");
  const allCaps = letters.length >= 3 && letters === letters.toUpperCase();
  const endsWithColon = /:\s*$/.test(line);
  const marked = (allCaps && words <= 8) || (endsWithColon && words <= 6);
  // "It'd be great if you have", "Nice if you also know": a longer heading where its words say what is optional.
  const short = (words <= 4 || (words <= 7 && OPTIONAL_HEADING.test(text))) && /^[A-Z]/.test(text) && !/[.;,]$/.test(text);
  if (!marked && !short) return null;
  for (const [pattern, part] of HEADING_RULES) {
    if (!pattern.test(text)) continue;
    // A short line that names a skill or a certificate is an item of the requirements ("CPR/BLS
    // certification", "Excellent communication skills"), not the heading of new ones; "Compensation" and
    // "Benefits" still open what they name.
    if (!marked && part === "requirements" && findSkills(tokenize(text)).length > 0) return null;
    // "Bachelor's degree strongly preferred", "Spanish a plus": an item that says it is optional, not the heading
    // of optional ones ("Preferred Qualifications", "Nice to Have", "Bonus Points").
    if (!marked && part === "preferred" && OPTIONAL_ITEM.test(text) && !HEADING_ONLY.test(text)) return null;
    return part;
  }
  return allCaps || endsWithColon ? "boilerplate" : null;
}

const NAME = String.raw`[A-Z][\w&.'’-]*(?: [A-Z][\w&.'’-]*){0,2}`;
/** Where a posting names its employer: "At TikTok,", "Join Cedar", "Upstart is a leading …", "Cedar's mission". */
const EMPLOYER_MENTIONS = [
  new RegExp(String.raw`\b(?:At|Join|About|Why|Life at|Working at) (${NAME})(?=[,.!:;]|\s|$)`, "g"),
  new RegExp(String.raw`\b(${NAME}) (?:is|are) (?:an? |the )?(?:equal|committed|proud|leading|global|world|fast|award|innovative|premier|trusted|on a mission|headquartered|hiring|subsidiary|seeking|looking|building|transforming|revolutionizing|changing|best|largest|first|only)`, "g"),
  new RegExp(String.raw`\b(${NAME})['’]s (?:mission|vision|culture|values|platform|products?|team|engineers|customers|users|purpose)\b`, "g"),
];
const NOT_A_NAME = new Set(
  ("the a an this that these those our us you your we they he she it its there here what who why how about join at role team " +
    "company position job in as if when while because since and but so for with from to by on all each every some any no not " +
    "more most new first one llc inc ltd corp co")
    .split(" "),
);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The employer's name, as the posting writes it ("TikTok", "Palo Alto Networks"): it names a company, not a
 * skill asked for, so "TikTok is the leading destination for short-form video" asks for no social media.
 * A name counts when the posting uses it at least twice, never in lower case (so it is no common word), and
 * never as a skill ("experience with Salesforce").
 */
export function employerNames(text: string): string[] {
  const names = new Set<string>();
  const tried = new Set<string>();
  const isName = (name: string) => {
    const uses = text.match(new RegExp(String.raw`\b${escape(name)}\b`, "g"))?.length ?? 0;
    // In lower case only as part of an address ("careers.tiktok.com", "@tiktok.com") it is still a name.
    const common = new RegExp(String.raw`(?<![\w.@/])${escape(name.toLowerCase())}\b(?![.@/]\w)`).test(text);
    const asSkill = new RegExp(String.raw`(?:experience (?:with|in|using|of)|proficien\w* (?:in|with)|knowledge of|familiar\w* with|expertise (?:in|with)|skills? (?:in|with)|certifi\w* (?:in|as))\b[^.\n]{0,40}\b${escape(name)}\b|(?<!\bthe )\b${escape(name)} (?:experience|development|developer|administration|certification)`, "i").test(text);
    return uses >= 2 && !common && !asSkill;
  };
  for (const pattern of EMPLOYER_MENTIONS) {
    for (const match of text.matchAll(pattern)) {
      const words = match[1].replace(/[.,'’]+$/, "").split(" ");
      // "Live Stream TikTok is …": the longest ending the posting also uses elsewhere is the name.
      for (let start = 0; start < words.length; start++) {
        const name = words.slice(start).join(" ");
        if (NOT_A_NAME.has(words[start].toLowerCase()) || name.length < 3 || tried.has(name)) continue;
        // One English word ("Cloud", "Labs", "Risk") is no name on its own; "TikTok" and "Verkada" are.
        if (start === words.length - 1 && !/[a-z][A-Z]/.test(name) && occupationsUsing(stem(name.toLowerCase())) > 0) continue;
        // A bound on the work a long posting can cause.
        if (tried.size >= 30) return [...names];
        tried.add(name);
        if (isName(name)) {
          names.add(name);
          break;
        }
      }
    }
  }
  return [...names];
}

/** The posting with its employer's name replaced by "the company". */
function withoutEmployerName(text: string): string {
  let result = text;
  for (const name of employerNames(text)) {
    const nameWords = tokenize(name).length;
    result = result.replace(new RegExp(String.raw`\b${escape(name)}(?:['’]s)?\b((?: [A-Z][\w.+#-]*){0,3})`, "g"), (whole, after: string) => {
      // Not where it starts a product's name ("Microsoft Azure", "Google Cloud Platform").
      const product = after && findSkills(tokenize(`${name}${after}`)).some((m) => m.start === 0 && m.end > nameWords);
      return product ? whole : `the company${after}`;
    });
  }
  return result;
}

/**
 * A job board's header line, "<the employer's industries> | <City, ST 12345>": where the employer is and what
 * trade it is filed under ("Accounting and Auditing Services" over a pest-control sales job), never an ask.
 */
const JOB_BOARD_HEADER = /^[^|\n]{2,160}\|\s*[A-Z][A-Za-z .'’-]+,\s*[A-Z]{2}(?:\s+\d{5}(?:-\d{4})?)?\s*$/;

/**
 * A heading a job board glued to the sentence before it and the item after it ("…book the venues.Preferred
 * Skills Salesforce Admin certified…", "…skillsQualifications: Bachelor's…"): put back on a line of its own.
 */
const GLUED_HEADING = /(?<=[a-z.)])((?:Preferred|Required|Desired|Additional) (?:Skills|Qualifications)|(?:Minimum|Basic|Job) (?:Qualifications|Requirements)|Requirements|Qualifications|Responsibilities|Essential Duties(?: and (?:Job )?(?:Functions?|Responsibilities))?)\s*:?\s*(?=[A-Z])/g;

const PAY_OR_PERKS_HEADING = /^(?:compensation|salary|pay|pay range|salary range|benefits|perks|perks and benefits|benefits and perks)$/i;

export function splitPosting(description: string): PostingParts {
  const lines = withoutEmployerName(cleanText(description)).replace(GLUED_HEADING, "\n$1:\n").split("\n");
  const parts: Record<Part, string[]> = { duties: [], requirements: [], preferred: [], knowledge: [], credentials: [], boilerplate: [] };
  let current: Part = "duties";
  let sawHeading = false;
  // A "knowledge of …" paragraph in a dropped section is kept to its end (long lines arrive wrapped).
  let knowledgeParagraph = false;
  for (const raw of lines) {
    // "Requirements: CDA credential or associate degree; …" opens the section it names with its own items.
    const inline = /^\s*([A-Z][A-Za-z'’ ]{2,40}):\s+(\S.*)$/.exec(raw);
    const inlinePart = inline ? headingPart(`${inline[1]}:`) : null;
    const line = inlinePart && inlinePart !== "boilerplate" ? inline![2] : raw;
    // "COMPENSATION: Our compensation reflects …", "Benefits: medical, dental …": a line about pay or perks, whatever
    // section it sits in.
    if (inlinePart === "boilerplate" && PAY_OR_PERKS_HEADING.test(inline![1]!.trim())) continue;
    if (inlinePart && inlinePart !== "boilerplate") {
      current = inlinePart;
      sawHeading = true;
    }
    const part = line === raw ? headingPart(line) : null;
    if (!line.trim()) knowledgeParagraph = false;
    if (part) {
      knowledgeParagraph = false;
      // The first line of a posting is usually its title, not a section heading.
      if (!sawHeading && parts.duties.length === 0 && part === "boilerplate" && !/:\s*$/.test(line) && !ABOUT_HEADING.test(line.trim())) {
        sawHeading = true;
        continue;
      }
      current = part;
      sawHeading = true;
      continue;
    }
    if (!line.trim() || JOB_BOARD_HEADER.test(line.trim())) continue;
    if (current === "boilerplate") {
      if (REQUIRED_CREDENTIAL.test(line)) {
        parts.credentials.push(sentencesOf(line).filter((sentence) => REQUIRED_CREDENTIAL.test(sentence)).join(" "));
        continue;
      }
      if (knowledgeParagraph || KNOWLEDGE_LINE.test(line)) {
        parts.knowledge.push(line);
        knowledgeParagraph = true;
      }
      continue;
    }
    // A long line may hold a whole posting: keep its sentences that are not about pay, perks or process.
    // In the duties, sentences about the employer are dropped too.
    const aboutUs = current === "duties" && ABOUT_US.test(line);
    // "CPR/AED certification (we offer the course)": what the employer offers towards an ask is an aside, not the ask.
    const asked = line.replace(OFFER_ASIDE, "");
    const kept = BOILERPLATE_SENTENCE.test(asked) || aboutUs ? sentencesOf(asked).filter((s) => !BOILERPLATE_SENTENCE.test(s) && !(current === "duties" && isAboutUs(s))).join(" ") : asked;
    if (kept.trim()) parts[current].push(kept);
  }
  return {
    duties: parts.duties.join("\n"),
    requirements: parts.requirements.join("\n"),
    preferred: parts.preferred.join("\n"),
    knowledge: parts.knowledge.join("\n"),
    credentials: parts.credentials.join("\n"),
  };
}
