// `npm run data:onet [-- <folder>]`: builds the compact O*NET file the analyzer
// ships (app/analysis/knowledge/onet/onet.json.gz) from the O*NET 27.0 text files in
// ../shared/data/onet-27.0 (or the folder given). The product never reads that
// folder at run time. Attribution: see the README ("Data sources").
//
// What it keeps:
//   occupations  code, title, job zone
//   titles       the order-free key of every occupation, alternate, short and reported title
//   related      each occupation's related occupations with their tier (1 Primary-Short,
//                2 Primary-Long, 3 Supplemental)
//   tech         technology skill names with the aliases a resume writes them by, and their classes
//   occTech      the "hot" technologies each occupation uses
//   text         each occupation's description and task statements (the background corpus
//                and what an occupation's core skills are traced to)
//   df           document frequency of each word stem over those texts
import { writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { onetTable, projectRoot } from "./onet-source";
import { titleKey } from "../occupation-title";
import { tokenize } from "../../text";

const root = projectRoot;
const target = path.join(root, "app/analysis/knowledge/onet/onet.json.gz");

const table = onetTable;

const occupationRows = table("Occupation Data.txt");
const codes = occupationRows.map((r) => r["O*NET-SOC Code"]);
const indexOf = new Map(codes.map((c, i) => [c, i]));
const zones = new Map(table("Job Zones.txt").map((r) => [r["O*NET-SOC Code"], Number(r["Job Zone"])]));
const occupations = occupationRows.map((r) => [r["O*NET-SOC Code"], r.Title, zones.get(r["O*NET-SOC Code"]) ?? 0]);

// Titles: weight 3 the occupation's own title, 2 alternate and short titles, 1 reported titles.
const titleWeights = new Map<string, number>();
function addTitle(title: string, code: string, weight: number) {
  const occ = indexOf.get(code);
  if (occ === undefined || !title || title === "n/a") return;
  const key = titleKey(title);
  if (!key) return;
  const id = `${key}\t${occ}`;
  titleWeights.set(id, Math.max(titleWeights.get(id) ?? 0, weight));
}
for (const r of occupationRows) {
  // "Preschool Teachers, Except Special Education" is called "Preschool Teacher".
  for (const title of new Set([r.Title, r.Title.replace(/,\s*Except\b.*$/, "")])) {
    addTitle(title.replace(/s\b/g, ""), r["O*NET-SOC Code"], 3);
    addTitle(title, r["O*NET-SOC Code"], 3);
  }
}
for (const r of table("Alternate Titles.txt")) {
  addTitle(r["Alternate Title"], r["O*NET-SOC Code"], 2);
  if (r["Short Title"] !== r["Alternate Title"]) addTitle(r["Short Title"], r["O*NET-SOC Code"], 2);
}
for (const r of table("Sample of Reported Titles.txt")) {
  addTitle(r["Reported Job Title"], r["O*NET-SOC Code"], 1);
  // "Licensed Clinical Social Worker (LCSW)" is also reported as its letters, as the alternate titles' short titles are.
  const letters = /\(([A-Z][A-Z&/.]{1,7})\)\s*$/.exec(r["Reported Job Title"])?.[1];
  if (letters) addTitle(letters, r["O*NET-SOC Code"], 1);
}
// Where O*NET 27.0 files a common title under a rare sense ("Full Stack Developer" among
// photographic process workers) or not at all, ours wins (weight 4).
const TITLE_OVERRIDES: Record<string, string> = {
  "Full Stack Developer": "15-1254.00", "Full Stack Engineer": "15-1254.00", "Front End Developer": "15-1254.00",
  "Frontend Developer": "15-1254.00", "Frontend Engineer": "15-1254.00", "Front End Engineer": "15-1254.00",
  "Backend Developer": "15-1252.00", "Back End Developer": "15-1252.00", "Backend Engineer": "15-1252.00",
  "Graphics Designer": "27-1024.00", "UX Designer": "15-1255.00", "UI Designer": "15-1255.00",
  "Project Manager": "13-1082.00", "Automotive Technician": "49-3023.00", "Site Reliability Engineer": "15-1244.00",
  "Machine Learning Engineer": "15-2051.00", "AI Engineer": "15-2051.00", "Artificial Intelligence Engineer": "15-2051.00", "iOS Engineer": "15-1252.00", "iOS Developer": "15-1252.00", "Android Developer": "15-1252.00", "Mobile Developer": "15-1252.00", "Consultant": "13-1111.00", "Teacher": "25-2021.00",
  "Data Engineer": "15-1243.00", "Platform Engineer": "15-1252.00", "Cloud Engineer": "15-1241.00",
  // A cloud architect designs the cloud's networks and accounts (O*NET lists the title under database architects too).
  "Cloud Architect": "15-1241.00", "Cloud Solutions Architect": "15-1241.00", "Cloud Infrastructure Architect": "15-1241.00",
  "AWS Architect": "15-1241.00", "Azure Architect": "15-1241.00", "GCP Architect": "15-1241.00",
  "Fullstack Engineer": "15-1254.00", "Fullstack Developer": "15-1254.00", "Mobile Engineer": "15-1252.00",
  "Software Developer in Test": "15-1253.00", "Software Engineer in Test": "15-1253.00", "SDET": "15-1253.00",
  "Business Intelligence Developer": "15-2051.01", "BI Developer": "15-2051.01", "UX Researcher": "15-1255.00",
  // A management accountant (CIMA's title, Britain's and South Asia's) is an accountant; O*NET lists the title nowhere.
  "Management Accountant": "13-2011.00", "Chartered Accountant": "13-2011.00",
  // A hotel's room attendant cleans guest rooms (O*NET lists the title only at locker rooms and room service).
  "Room Attendant": "37-2012.00", "Guest Room Attendant": "37-2012.00", "Hotel Room Attendant": "37-2012.00",
  // O*NET lists a Salesforce developer among computer systems analysts; its administrator configures the same system.
  "Salesforce Administrator": "15-1211.00", "Salesforce Admin": "15-1211.00", "CRM Administrator": "15-1211.00",
  // A technical program manager runs IT programs (O*NET lists "Program Manager" under general managers).
  "Technical Program Manager": "15-1299.09",
  // O*NET lists no medical office assistant; "Office Assistant" would make one a file clerk. A medical office's
  // assistant is its secretary (O*NET's "Medical Office Specialist", "Medical Office Clerk").
  "Medical Office Assistant": "43-6013.00",
  // A front desk receptionist is a receptionist, not a hotel's desk clerk.
  "Front Desk Receptionist": "43-4171.00",
  // Today an account executive sells (O*NET lists only the advertising agency sense).
  "Account Executive": "41-3091.00",
  // O*NET lists firmware engineers under blockchain engineers too; they build embedded systems.
  // They write embedded software, which O*NET files under software developers ("Embedded Software Engineer").
  "Firmware Engineer": "15-1252.00", "Firmware Developer": "15-1252.00",
  // Business development is selling to new customers; O*NET also lists it under wind energy development.
  "Business Development Manager": "11-2022.00", "Business Development Director": "11-2022.00", "Business Development Executive": "11-2022.00",
  // An IT manager runs an IT department (O*NET also lists it under IT project managers).
  "IT Manager": "11-3021.00", "Information Technology Manager": "11-3021.00",
  // A software engineering manager runs a team of developers (O*NET's nearest listing, "Software Manager", is
  // filed under systems administrators).
  "Software Engineering Manager": "11-3021.00", "Software Development Manager": "11-3021.00", "Software Engineer Manager": "11-3021.00",
  // An IT consultant analyses and designs systems (O*NET's first listing also puts it among security analysts).
  "IT Consultant": "15-1211.00", "Information Technology Consultant": "15-1211.00",
  // A sales associate sells in a store; a store manager runs one.
  "Sales Associate": "41-2031.00", "Store Manager": "41-1011.00", "Assistant Store Manager": "41-1011.00",
  // A project coordinator coordinates projects in any trade (O*NET lists it only under engineering and other managers).
  "Project Coordinator": "13-1082.00",
  // A medical laboratory scientist (MT, CLS) tests patients' specimens in a clinical laboratory; O*NET also
  // files the title under medical research scientists.
  "Medical Laboratory Scientist": "29-2011.00", "Medical Lab Scientist": "29-2011.00", "Clinical Laboratory Scientist": "29-2011.00",
  "Medical Technologist": "29-2011.00", "Medical Laboratory Technologist": "29-2011.00",
  // Most teaching assistants work in schools; a university's are graduate teaching assistants.
  "Teaching Assistant": "25-9042.00",
  // A professor without a subject teaches some subject: O*NET lists the title under every field's teachers.
  "Professor": "25-1199.00", "Associate Professor": "25-1199.00", "Assistant Professor": "25-1199.00",
  // Titles O*NET lists under several occupations, where it reports them under the one that fits (reported
  // titles weigh least, so the others won): a warehouse supervisor oversees material movers; a data analyst
  // queries data and builds reports (business intelligence), not models.
  "Warehouse Supervisor": "53-1043.00", "Data Analyst": "15-2051.01",
  // Titles employers use today that O*NET 27.0 lists nowhere, or only through a word of another trade ("FP&A" read as
  // fire prevention, "Experience" as a salon's, "Onboarding" as boarding a vehicle, "Steward" as a host).
  // Customer success keeps customers buying: it sells services, as an account executive does.
  "Customer Success Manager": "41-3091.00", "Customer Success Specialist": "41-3091.00", "Customer Success Associate": "41-3091.00",
  "Customer Success Representative": "41-3091.00", "Client Success Manager": "41-3091.00",
  "Customer Experience Specialist": "43-4051.00", "Customer Experience Associate": "43-4051.00", "Customer Experience Representative": "43-4051.00",
  "Customer Experience Manager": "43-1011.00",
  // A customer service manager runs a team of service representatives, as O*NET's "Customer Care Manager" and
  // "Customer Service Supervisor" do (it lists the title first under public relations managers).
  "Customer Service Manager": "43-1011.00", "Customer Service Team Lead": "43-1011.00", "Call Center Manager": "43-1011.00",
  "Product Owner": "15-1299.09", "Product Analyst": "15-2051.01",
  "Data Steward": "15-1242.00", "Data Governance Analyst": "15-1242.00", "Data Governance Manager": "15-1242.00",
  "Growth Marketer": "13-1161.00", "Growth Marketing Manager": "11-2021.00",
  "Talent Acquisition Partner": "13-1071.00", "People Partner": "13-1071.00", "People Operations Specialist": "13-1071.00", "Onboarding Specialist": "13-1071.00",
  "Chief of Staff": "11-1021.00",
  "FP&A Analyst": "13-2051.00", "FP&A Manager": "11-3031.00",
  "Content Creator": "27-3099.00", "UX Writer": "27-3042.00", "Motion Designer": "27-1014.00",
  "Virtual Assistant": "43-6014.00",
  // A technical lead leads a team of developers and writes code with them (O*NET 27.0 lists the title nowhere; its
  // nearest listing, "Lead Technician", is a geological technician's).
  "Technical Lead": "15-1252.00", "Tech Lead": "15-1252.00", "Technical Team Lead": "15-1252.00",
  // "App" is how people say application ("Mobile App Developer"); O*NET lists only the long form.
  "App Developer": "15-1252.00", "Mobile App Developer": "15-1252.00", "Mobile App Engineer": "15-1252.00",
  // A Java developer designs and builds software as any language's developer does (O*NET files "Python Developer"
  // among software developers, and only this language's developer among computer programmers).
  "Java Developer": "15-1252.00", "Java Engineer": "15-1252.00",
  // India's call and back-office centres (BPO) name their front-line staff by the process they work: a process
  // associate or executive answers customers, as a customer service representative does; a telecaller calls them.
  "Process Associate": "43-4051.00", "Process Executive": "43-4051.00", "Voice Process Associate": "43-4051.00", "Voice Process Executive": "43-4051.00",
  "Customer Support Executive": "43-4051.00", "Customer Support Associate": "43-4051.00", "Customer Care Associate": "43-4051.00",
  // O*NET lists "Call Center Agent" under telemarketers and receptionists only; most answer customers' calls.
  "Call Center Agent": "43-4051.00", "Call Center Associate": "43-4051.00", "Call Center Executive": "43-4051.00",
  "Contact Center Agent": "43-4051.00", "Contact Center Associate": "43-4051.00", "Contact Center Representative": "43-4051.00",
  "Customer Service Team Leader": "43-1011.00", "Customer Support Team Lead": "43-1011.00", "Customer Support Team Leader": "43-1011.00",
  "Call Center Team Lead": "43-1011.00", "Call Center Team Leader": "43-1011.00", "Call Center Supervisor": "43-1011.00",
  "Contact Center Team Lead": "43-1011.00", "Contact Center Team Leader": "43-1011.00", "Contact Center Supervisor": "43-1011.00",
  // Britain's and India's finance office: a finance officer or executive keeps the books and the ledgers (O*NET's
  // nearest listing, a finance specialist, sells securities); a credit controller collects what is owed.
  "Finance Officer": "13-2011.00", "Finance Executive": "13-2011.00", "Finance Administrator": "43-3031.00",
  "Finance Clerk": "43-3031.00", "Credit Controller": "43-3011.00",
  "Telecaller": "41-9041.00", "Tele Caller": "41-9041.00", "Tele-caller": "41-9041.00",
  // A plant manager runs a factory; O*NET lists the title under industrial production managers and, with the same
  // weight, under its biomass, geothermal and biofuels plants' managers, whose own titles share more of its words.
  "Plant Manager": "11-3051.00", "Manufacturing Plant Manager": "11-3051.00",
  // A tow operator drives a tow truck (O*NET lists "Tow Operator" only at a ski resort's rope tow).
  // A developer advocate teaches developers to build on a platform (O*NET lists advocates only among planners and
  // social workers); a GRC analyst runs an information security programme's risk and compliance work.
  "Developer Advocate": "15-1252.00", "Developer Relations Engineer": "15-1252.00", "GRC Analyst": "15-1212.00",
  // An airline's flight dispatcher plans and releases flights, as an aircraft dispatcher (O*NET files the title among
  // air traffic controllers).
  "Flight Dispatcher": "43-5032.00", "Airline Dispatcher": "43-5032.00",
  "Tow Operator": "53-3032.00", "Tow Truck Driver": "53-3032.00", "Wrecker Operator": "53-3032.00", "Wrecker Driver": "53-3032.00",
  // A practice nurse is a registered nurse in a doctors' practice (O*NET has the words only in advanced practice
  // nurses' titles); a bank's branch manager runs a bank branch, not a shop floor.
  // A crew member of a job board serves fast food or works a store's floor (O*NET lists the title on boats only).
  "Crew Member": "35-3023.00", "Restaurant Crew Member": "35-3023.00",
  "Practice Nurse": "29-1141.00", "Bank Branch Manager": "11-3031.00", "Banking Center Manager": "11-3031.00", "Retail Banking Branch Manager": "11-3031.00",
  // "<Field> Professional" on a resume's headline is a worker of that field at its usual level: O*NET lists "Sales
  // Professional" only among securities sales agents and "Supply Chain Professional" nowhere.
  "Sales Professional": "41-4012.00", "Supply Chain Professional": "13-1081.00", "Logistics Professional": "13-1081.00",
  "Marketing Professional": "13-1161.00", "Accounting Professional": "13-2011.00", "Finance Professional": "13-2051.00",
  "Procurement Professional": "13-1023.00", "Purchasing Professional": "13-1023.00",
  // IT services' titles O*NET lists nowhere: an ABAP consultant writes SAP's code; an SAP module's consultant
  // configures it for the business, as a systems analyst; its Basis consultant runs its servers; an Informatica
  // developer builds a warehouse's loads; a tester named by the way or the tool tests software; a PMO runs a
  // portfolio's project office; a site engineer supervises a building site's civil work; a sales executive sells.
  "SAP ABAP Consultant": "15-1252.00", "SAP ABAP Developer": "15-1252.00", "ABAP Developer": "15-1252.00", "ABAP Consultant": "15-1252.00",
  "SAP Consultant": "15-1211.00", "SAP Functional Consultant": "15-1211.00", "SAP FICO Consultant": "15-1211.00",
  "SAP MM Consultant": "15-1211.00", "SAP SD Consultant": "15-1211.00", "SAP HCM Consultant": "15-1211.00", "SAP Basis Consultant": "15-1244.00",
  "Informatica Developer": "15-1243.01", "Selenium Tester": "15-1253.00", "Manual Tester": "15-1253.00", "Automation Tester": "15-1253.00",
  "PMO": "13-1082.00", "PMO Analyst": "13-1082.00", "PMO Manager": "13-1082.00", "PMO Lead": "13-1082.00",
  "Site Engineer": "17-2051.00", "Civil Site Engineer": "17-2051.00", "Sales Executive": "41-4012.00",
};
for (const [title, code] of Object.entries(TITLE_OVERRIDES)) addTitle(title, code, 4);
/**
 * Titles listed beside O*NET's own listings, as an alternate title is: the posting's work decides between them.
 * A product designer designs software's screens as often as goods (O*NET lists only goods and drafting).
 */
const ALSO_LISTED: Record<string, string> = { "Product Designer": "15-1255.00" };
for (const [title, code] of Object.entries(ALSO_LISTED)) addTitle(title, code, 2);
const titles = [...titleWeights.entries()].map(([id, weight]) => {
  const [key, occ] = id.split("\t");
  return [key, Number(occ), weight];
});

const TIER = { "Primary-Short": 1, "Primary-Long": 2, Supplemental: 3 } as Record<string, number>;
const related: number[][][] = codes.map(() => []);
for (const r of table("Related Occupations.txt")) {
  const a = indexOf.get(r["O*NET-SOC Code"]);
  const b = indexOf.get(r["Related O*NET-SOC Code"]);
  if (a !== undefined && b !== undefined) related[a].push([b, TIER[r["Relatedness Tier"]] ?? 3]);
}

// The background texts: description and tasks per occupation.
const tasks = new Map<string, string[]>();
for (const r of table("Task Statements.txt")) {
  const list = tasks.get(r["O*NET-SOC Code"]) ?? [];
  list.push(r.Task);
  tasks.set(r["O*NET-SOC Code"], list);
}
const text = occupationRows.map((r) => [r.Description, ...(tasks.get(r["O*NET-SOC Code"]) ?? [])].join("\n"));
const df = new Map<string, number>();
text.forEach((t, i) => {
  for (const s of new Set([...tokenize(`${occupationRows[i].Title} ${t}`)].map((tok) => tok.stem))) df.set(s, (df.get(s) ?? 0) + 1);
});

// Ordinary English words, so a product named "Chef" or "Go" is not found in every cook's resume.
const english = new Map<string, number>();
const countWords = (line: string) => {
  for (const w of line.toLowerCase().match(/[a-z][a-z+#.-]*/g) ?? []) english.set(w, (english.get(w) ?? 0) + 1);
};
for (const t of text) countWords(t);
for (const r of table("Alternate Titles.txt")) countWords(r["Alternate Title"]);
for (const r of table("Tools Used.txt")) countWords(r.Example);
// "Act!" and "@Risk" are "act" and "risk" to a reader.
const isEnglish = (word: string) => {
  const bare = word.toLowerCase().replace(/^[^a-z0-9]+|[^a-z0-9+#]+$/g, "");
  return (english.get(bare) ?? 0) >= 2 || bare.length <= 2;
};

// Technology skills: display name ("Adobe Systems Adobe Acrobat" → "Adobe Acrobat"),
// aliases without the vendor ("Apache Spark" → "Spark" unless it is an English word).
const techRows = table("Technology Skills.txt");
const classes = [...new Set(techRows.map((r) => r["Commodity Title"]))].sort();
const firstWords = new Map<string, number>();
for (const name of new Set(techRows.map((r) => r.Example))) {
  const first = name.split(" ")[0];
  firstWords.set(first, (firstWords.get(first) ?? 0) + 1);
}
// Vendors whose names are also English words ("Adobe", "Apple", "Oracle").
const KNOWN_VENDORS = new Set(["Adobe", "Apple", "Oracle", "Google", "Amazon", "SAP", "IBM", "Microsoft", "Autodesk", "Intuit", "Cisco", "Salesforce", "Atlassian", "Apache", "Corel", "Bentley", "Esri", "ESRI", "Siemens", "Dassault", "PTC", "Trimble", "Epic", "Cerner", "Sage", "Infor", "Workday", "Meta", "Facebook", "Citrix", "VMware", "Red", "Hat", "Systemes", "Systems", "Software"]);
const isVendor = (word: string) => KNOWN_VENDORS.has(word) || ((firstWords.get(word) ?? 0) >= 4 && !isEnglish(word));

// A one-word name in capitals ("SAS", "APIS") is matched as written, so "APIs" is not a product; so is a
// name that is a plain capitalised word ("Colleague", "Banner"), so "colleagues" in a sentence is not one,
// and a name in mixed case ("UgCS"), so "UGC" (user-generated content) is not one.
const single = (word: string) => (/^[A-Z0-9+#-]+$/.test(word) || /^[A-Z][a-z]{3,}$/.test(word) || /[a-z][A-Z]/.test(word) ? `==${word}` : `=${word}`);

/** Acronyms that mean something else first: emergency medical services, a fashion school, a person's name. */
const OTHER_MEANINGS = new Set(["PMS", "FIT", "EMS", "ETC", "ICE", "CAM", "PDA", "PMP", "CIS", "ISS", "REA", "TIM", "BOB", "PAW", "FAS", "GMS", "DOS", "RMS", "SRM", "ARTS", "VIP", "Ventura", "Keynote", "ADL", "Juris", "Abbott", "BASIC", "MARS", "MPS", "LDM", "SIS"]);

/**
 * Product names that are ordinary words O*NET's own texts happen not to use ("Design Docs", "Google Scholar",
 * "compilers and debuggers"): on its own the word means itself, so only the full name finds the product.
 */
const PLAIN_WORDS = new Set(["Docs", "Scholar", "Compilers", "Debuggers", "Decompilers", "Presenter", "Persuasion", "Quest", "Rational", "Middleware", "Kingdom", "Sunrise", "Continuum", "Penultimate", "Concordance", "Paradox", "Eloquent", "Darwin", "Domino", "Blink", "Hotspot", "Honeypot", "Ferret", "Opus", "Orion", "Mozart", "Adams", "Cents", "Aztec", "Bowtie", "Millennium", "Colossus", "Kismet", "Piazza", "Hercules", "Potent"]);

/**
 * Product names (after the vendor's) that are a line of work or a place in plain words ("JDA Master Planning", "MEDITECH
 * Blood Bank", "Epic Practice Management", "Site Manager"): in a resume they name the work, so only the vendor's full
 * name finds the product.
 */
const PLAIN_PHRASES = new Set([
  "Site Manager", "Blood Bank", "Master Planning", "Practice Management", "Learning Management", "Human Capital Management", "Human Resource Management",
  "Strategy Management", "Big Data", "Digital Analytics", "Production Planning", "Data Pipeline", "Content Manager", "Change Manager", "Learning System",
  "Image Analyst", "Risk Assessment Manager", "Radiology Manager", "Anatomical Pathology", "Laboratory and Microbiology", "Total Search", "Time Matters",
  "Applied Discovery", "Company Analyzer", "Advanced Underwriting", "Retention Triggers", "Enterprise Manager", "Business Intelligence", "Network Monitor",
  "Traffic Analyzer", "Compliance Partner", "Global Trade and Logistics", "Enterprise Workforce Management", "Electrical Formulas", "Advanced Procurement",
  "Advanced Store", "Flow Manufacturing", "Manufacturing Scheduling", "Recovery Manager", "Customs Management", "EHS Management", "ERP Operations",
  "Collection Manager", "Transfusion Manager", "Total Control", "Farm Works", "Active Planner", "Reference Online", "Inside Reality", "Energy and Automation",
  "Patient Identification Check", "Performance Management Suites", "Universal Content Management", "Remote Data Capture", "Insurance Compliance Tracker",
  "Limited Input", "Limited Insight", "Limited Reflect", "Research Derivatives", "Application Server", "Virtual Server", "Management Server", "Fitness Maker",
  "Exercise Expert", "Exercise Pro", "Professional PM", "Medical Manager", "Client System",
]);

/** A kind of software rather than a product: "Warehouse management system WMS", "Domain name system DNS". */
const isGenericName = (display: string) => /^[A-Z][a-z]+(?: [a-z-]+)+(?: [A-Z0-9]+)?$/.test(display);

interface Tech { display: string; aliases: Set<string>; classes: Set<number>; hot: number; occupations: Set<number> }
const techs = new Map<string, Tech>();
/** The words each acronym spells in O*NET's rows, with how many rows spell them ("CMS": content 3, career 2). */
const acronymExpansions = new Map<string, Map<string, number>>();
for (const r of techRows) {
  const name = r.Example.replace(/[®™]/g, "").trim();
  const words = name.split(" ");
  const repeat = words.indexOf(words[0], 1);
  let display = repeat > 0 ? words.slice(repeat).join(" ") : name;
  if (/^The /.test(display)) display = display.slice(4);
  const tech = techs.get(display) ?? { display, aliases: new Set<string>(), classes: new Set<number>(), hot: 0, occupations: new Set<number>() };
  const displayWords = display.split(" ");
  if (displayWords.length > 1) {
    if (!PLAIN_PHRASES.has(display)) tech.aliases.add(`=${display}`);
  }
  else if (!isEnglish(display) && !isVendor(display) && !PLAIN_WORDS.has(display) && !OTHER_MEANINGS.has(display)) tech.aliases.add(single(display));
  let rest = displayWords;
  while (rest.length > 1 && isVendor(rest[0])) rest = rest.slice(1);
  if (rest !== displayWords && rest.length > 0 && !/^(?:software|systems?|inc|corporation)$/i.test(rest[0])) {
    // Only a name is a product ("Microsoft Visual Studio" → "Visual Studio"); what is left of "Microsoft operating
    // system" ("operating system") describes a kind of software.
    if (rest.length > 1) {
      // Plain words ("Autodesk Building Systems" → "Building Systems") name the product only as written, capitalised.
      if (rest.some((word) => /^[A-Z0-9]/.test(word)) && !PLAIN_PHRASES.has(rest.join(" "))) tech.aliases.add(`${rest.every((word) => isEnglish(word)) ? "==" : "="}${rest.join(" ")}`);
    }
    else if (!isEnglish(rest[0]) && rest[0].length > 2 && !PLAIN_WORDS.has(rest[0]) && !OTHER_MEANINGS.has(rest[0])) tech.aliases.add(single(rest[0]));
  }
  // "Structured query language SQL" is written "SQL".
  const acronym = displayWords[displayWords.length - 1];
  // Only when it spells the words before it ("Structured query language SQL"), not "Java Servlet API".
  const initials = displayWords.slice(-1 - acronym.length, -1).map((w) => w[0]?.toUpperCase()).join("");
  // Three letters name too many things ("ETC", "FIT", "ICE"): only a kind of software's own ("Domain name system DNS").
  const telling = (acronym.length > 3 || isGenericName(display)) && !OTHER_MEANINGS.has(acronym);
  if (displayWords.length > 2 && /^[A-Z][A-Z0-9+#]{2,6}$/.test(acronym) && initials === acronym) {
    // Spelling variants are one expansion ("Structure(d) query language", "Human resource(s) management software/system").
    const spelled = displayWords
      .slice(-1 - acronym.length, -1)
      .map((word) => (/^(?:software|systems?)$/i.test(word) ? "system" : word.toLowerCase().slice(0, 4)))
      .join(" ");
    const counts = acronymExpansions.get(acronym) ?? new Map<string, number>();
    acronymExpansions.set(acronym, counts.set(spelled, (counts.get(spelled) ?? 0) + 1));
    if (telling) tech.aliases.add(`==${acronym}`);
  }
  tech.classes.add(classes.indexOf(r["Commodity Title"]));
  const occ = indexOf.get(r["O*NET-SOC Code"]);
  if (r["Hot Technology"] === "Y" && occ !== undefined) {
    tech.hot++;
    tech.occupations.add(occ);
  }
  techs.set(display, tech);
}
// A product is also called by its own last word when that word is nobody else's and written like a
// product name, with a capital inside ("Patterson EagleSoft" → "EagleSoft", "Omni Group OmniGraffle").
// A plain word ("Property Boulevard", "Summation Blaze") may be a street or a verb, so it is not.
const lastWordOwners = new Map<string, Tech[]>();
for (const tech of techs.values()) {
  const words = tech.display.split(" ");
  const last = words[words.length - 1];
  if (words.length > 1 && last.length >= 4 && /[a-z][A-Z]/.test(last) && !isEnglish(last) && !isVendor(last)) lastWordOwners.set(last.toLowerCase(), [...(lastWordOwners.get(last.toLowerCase()) ?? []), tech]);
}
const displays = new Set([...techs.keys()].map((d) => d.toLowerCase()));
for (const [word, owners] of lastWordOwners) {
  if (owners.length !== 1 || displays.has(word)) continue;
  const last = owners[0].display.split(" ").pop() as string;
  owners[0].aliases.add(`==${last}`); // as written: "a goldmine of" is no GoldMine
}

// An acronym several products answer to ("WMS": Epicor WMS, warehouse management systems) names the kind of
// software, not one product: it stays only with a generic entry ("Warehouse management system WMS").
const acronymOwners = new Map<string, Tech[]>();
for (const tech of techs.values()) for (const alias of tech.aliases) if (/^==[A-Z0-9+#-]+$/.test(alias)) acronymOwners.set(alias, [...(acronymOwners.get(alias) ?? []), tech]);
for (const [alias, owners] of acronymOwners) {
  // An acronym that spells two kinds of software about as often ("CMS": content or career management systems)
  // says which only in context: none takes it alone. One rare other spelling ("LMS": landscape) does not count.
  const spelled = [...(acronymExpansions.get(alias.slice(2))?.values() ?? [])];
  if (spelled.length > 1 && Math.max(...spelled) < 0.75 * spelled.reduce((a, b) => a + b, 0)) {
    for (const tech of owners) tech.aliases.delete(alias);
    continue;
  }
  if (owners.length < 2) continue;
  for (const tech of owners) if (!isGenericName(tech.display)) tech.aliases.delete(alias);
}
const techList = [...techs.values()].filter((t) => t.aliases.size > 0).sort((a, b) => a.display.localeCompare(b.display));
const occTech: number[][] = codes.map(() => []);
techList.forEach((t, i) => {
  for (const occ of t.occupations) occTech[occ].push(i);
});

const data = {
  version: "O*NET 27.0",
  occupations,
  titles,
  related,
  classes,
  tech: techList.map((t) => [t.display, [...t.aliases], [...t.classes].sort((a, b) => a - b), t.hot]),
  occTech,
  text,
  df: Object.fromEntries([...df.entries()].filter(([, n]) => n >= 2).sort((a, b) => a[0].localeCompare(b[0]))),
};
mkdirSync(path.dirname(target), { recursive: true });
const bytes = gzipSync(JSON.stringify(data), { level: 9 });
writeFileSync(target, bytes);
console.log(`${occupations.length} occupations, ${titles.length} titles, ${techList.length} technologies in ${classes.length} classes, ${Object.keys(data.df).length} stems → ${path.relative(root, target)} (${(bytes.length / 1024).toFixed(0)} KB)`);
