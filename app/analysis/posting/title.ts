// A job title as job boards write it, without what is not the job: "Now Hiring:",
// "#5531", "REQ 1042 -", "Job in Denver, CO", "at Keystone Valley Bank", pay, and the
// qualifiers after a dash or a bar that mainTitle() drops. Case is kept; the words
// of the role are never changed.

const HIRING = /^(?:(?:now|urgently|immediately|actively)\s+hiring|hiring\s+(?:now|immediately)|we(?:['’]re|\s+are)\s+hiring|immediate(?:ly)?\s+(?:start|opening|need)|urgent(?:ly)?(?:\s+need(?:ed)?)?|apply\s+(?:now|today)|new)\s*[:!\-–—|]*\s+/i;
/**
 * A call for applicants around the role: "Seeking Experienced Bookkeeper", "Looking for a Dental Assistant", "Join Our
 * Team as a Pharmacy Technician", "Become a Caregiver", "Hiring Forklift Operators" (a hiring manager or coordinator is
 * a job), "Line Cook Wanted", "Bookkeeper Needed ASAP".
 */
const CALL_IN_FRONT = /^(?:(?:we\s+are\s+|we['’]re\s+|now\s+)?(?:seeking|looking\s+for)|join\s+(?:our|the)\s+(?:\w+\s+){0,2}?team\s+as|become|hiring(?!\s+(?:managers?|coordinators?|specialists?|leads?|partners?|assistants?|directors?|supervisors?)\b))\s*:?\s+(?:an?\s+)?(?=\S)/i;
const CALL_AFTER = /(?<!^help)\s+(?:(?:is\s+|are\s+)?(?:urgently\s+)?(?:needed|wanted)|today)(?:\s+(?:now|asap|immediately|today))?[!.]*(?=\s*(?:\([^()]*\))?[!.\s]*$)/i;
/** A requisition or posting number in front: "#5531", "REQ-1042 -", "Job ID 77 |", "10034 - ". */
const NUMBER_IN_FRONT = /^(?:#\s*[A-Z]*\d[\w-]*\s*[-–—:|]?|(?:req(?:uisition)?|job|posting|position)\s*(?:id|no\.?|number|#)?\s*[:#-]?\s*[A-Z]*\d[\w-]*\s*[-–—:|]|\d{3,}[\w-]*\s*[-–—:|])\s*/i;
/** "… Job in Denver", "… Jobs near Austin", "… Position in Tampa", "… Opening at Mercy". */
const JOB_IN_PLACE = /\s+(?:jobs?|positions?|openings?|careers?|opportunit(?:y|ies)|role)\s+(?:in|at|near|for|with)\s+.*$/i;
/** "… at Keystone Valley Bank", "… @ Acme": an employer after the role (capitalised, as names are). */
const AT_EMPLOYER = /\s+(?:at|@)\s+(?=[A-Z0-9])[^-–—|()]*$/;
/**
 * "… for a Fortune 500 Payment Processing Company", "… for a Growing Construction Firm", "… for Busy Clinic": the
 * employer a job board describes after the role. Only an employer's noun ends it: "Advocate for Children" and
 * "Coordinator for Student Services" name the work.
 */
const FOR_EMPLOYER = /\s+for\s+(?:an?\s+|one of\s+|our\s+|the\s+)?(?:[\w&'’.,-]+\s+){0,5}?(?:company|companies|firm|start-?up|agency|client|practice|clinic|hospital|organi[sz]ation|business|brand|employer|manufacturer|distributor|retailer|bank|restaurant|bakery|hotel|non-?profit|provider|contractor|corporation)\b[^-–—|()]*$/i;
/** "Executive Assistant to the CEO", "Special Advisor to the President": whom the post serves is not the job. */
const TO_WHOM = /\b(assistant|aide|secretary|advis[eo]r|liaison|chief of staff)\s+to\s+(?:the\s+)?[^-–—|,(]+/i;
/** Hours in the title: "10-20 hrs/wk", "32 hours per week", "(20 hrs)". */
const HOURS = /\s*\(?\b\d{1,2}(?:\s*(?:-|–|to)\s*\d{1,2})?\+?\s*(?:hrs?|hours)(?:\s*(?:\/|per|a)\s*(?:wk|week))?\b\)?/gi;
/** Pay and bonus in the title: "$22/hr", "$55K", "Up to $30/hour", "$24-$30/hr", "$60K to $75K". */
const PAY = /\s*(?:up to\s+)?\$\s?\d[\d,.]*(?![\d,.]|\s*(?:[MmBb]\b|million|billion))\s*[kK]?(?:\s*(?:[-–—]|to)\s*\$?\s?\d[\d,.]*\s*[kK]?)?(?:\s*(?:\/|per)\s*(?:hr|hour|yr|year|week|wk)\b)?(?:\s*\+\s*[^-–—|()]*)?/gi;

/**
 * A part after the role that only says when, how or on what terms the job is worked, or asks to apply: "Nights",
 * "12hr Nights", "Part Time", "Every Other Weekend", "7am-3:30pm", "Now Hiring", "Apply Today, Start Tomorrow",
 * "Entry Level", "Job ID 88120", "Signing Bonus", "Travel Required". Such a part names no field of work.
 */
const NOISE_WORD = /^(?:(?:night|day|evening|early|late|graveyard|swing|split|flexible|schedule|call|on-call|rotation|opening|position|overtime|available|mon|tue|wed|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon-fri|mon-thurs|to|hire|will|train|training|option|welcome|new|grad|week|wk|month|season|holiday|help|work|from|home|off|all|part-time|full-time|\d+x\d+s?|\d+k|morning|overnight|weekend|weekday|shift|hour|hr|semester|rotating|alternating|every|other|first|second|third|\d+(?:st|nd|rd|th)|\d+\s*(?:hr|hour)s?|\d{1,2}(?::\d\d)?\s*[ap]m?|\d+[ap]|[ap]m|fall|spring|summer|winter|part|full|time|temp|temporary|contract|permanent|per|diem|prn|seasonal|hybrid|remote|onsite|on-site|on|site|now|hiring|apply|today|start|tomorrow|immediate|immediately|urgent|urgently|asap|entry|level|job|id|req|requisition|no|#|sign|signing|sign-on|on-|bonus|bonuses|paid|pay|weekly|daily|stipend|housing|travel|required|requisite|plus|and|&|\+|\/|,)s?|[\d/#\-:]+k?)$/i;
const NOISE_PART_SPLIT = /\s+[-–—|]\s+/;

function isNoisePart(part: string): boolean {
  const words = part.replace(/[()!.]/g, " ").split(/[\s,/-]+/).filter(Boolean);
  return words.length > 0 && words.every((w) => NOISE_WORD.test(w));
}

/** Drops the parts after the role that are only schedule, terms or hiring words (never the first part). */
function dropNoiseParts(title: string): string {
  const parts = title.split(NOISE_PART_SPLIT);
  if (parts.length < 2) return title;
  const kept = [parts[0]!, ...parts.slice(1).filter((p) => !isNoisePart(p))];
  return kept.join(" - ");
}

/** The place a job board names after the title: "… Job in Saint Paul" → "Saint Paul". */
const PLACE = /\s(?:[Jj]obs?|[Pp]ositions?|[Oo]penings?)\s+(?:in|near)\s+([A-Z][A-Za-z.'-]*(?:\s+[A-Z][A-Za-z.'-]*){0,3})\s*(?:,.*)?$/;
/** How a place's first word may be shortened: "St Paul" is "Saint Paul", "Ft Myers" "Fort Myers". */
const SHORT_PLACE_WORD: Record<string, string> = { saint: "(?:saint|st\\.?)", fort: "(?:fort|ft\\.?)", mount: "(?:mount|mt\\.?)" };

/** The title without its job board's place where the title names it too ("UPS Part Time St Paul Human Resources Intern Job in Saint Paul"). */
function withoutPlace(title: string, full: string): string {
  const place = full.match(PLACE)?.[1];
  if (!place) return title;
  const words = place.split(/\s+/).map((w) => SHORT_PLACE_WORD[w.toLowerCase().replace(/\.$/, "")] ?? w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const stripped = title.replace(new RegExp(`(?:^|\\s)${words.join("\\s+")}(?=\\s|$)`, "i"), " ").replace(/\s+/g, " ").trim();
  return stripped ? stripped : title;
}

export function cleanTitle(title: string): string {
  let t = title.replace(/\s+/g, " ").trim();
  for (let previous = ""; previous !== t; ) {
    previous = t;
    t = t.replace(HIRING, "").replace(NUMBER_IN_FRONT, "").replace(CALL_IN_FRONT, "").replace(CALL_AFTER, "").trim();
  }
  const full = t;
  // A bracket the pay leaves empty goes with it: "CNC Machinist ($24-$30/hr)".
  t = withoutPlace(t.replace(PAY, " ").replace(HOURS, " ").replace(/\(\s*[-–—/,]?\s*\)/g, " ").replace(JOB_IN_PLACE, "").replace(AT_EMPLOYER, "").replace(FOR_EMPLOYER, ""), full);
  t = dropNoiseParts(t.replace(TO_WHOM, "$1 ").replace(/\s+/g, " ").trim()).replace(CALL_AFTER, "");
  return t.replace(/\s+/g, " ").replace(/^[-–—|:,\s]+|[-–—|:,\s!]+$/g, "").trim() || title.trim();
}
