// A job title as job boards write it, without what is not the job: "Now Hiring:",
// "#5531", "REQ 1042 -", "Job in Denver, CO", "at Keystone Valley Bank", pay, and the
// qualifiers after a dash or a bar that mainTitle() drops. Case is kept; the words
// of the role are never changed.

const HIRING = /^(?:(?:now|urgently|immediately|actively)\s+hiring|hiring\s+(?:now|immediately)|we(?:['’]re|\s+are)\s+hiring|immediate(?:ly)?\s+(?:start|opening|need)|urgent(?:ly)?(?:\s+need(?:ed)?)?|apply\s+(?:now|today)|new)\s*[:!\-–—|]*\s+/i;
/** A requisition or posting number in front: "#5531", "REQ-1042 -", "Job ID 77 |", "10034 - ". */
const NUMBER_IN_FRONT = /^(?:#\s*[A-Z]*\d[\w-]*\s*[-–—:|]?|(?:req(?:uisition)?|job|posting|position)\s*(?:id|no\.?|number|#)?\s*[:#-]?\s*[A-Z]*\d[\w-]*\s*[-–—:|]|\d{3,}[\w-]*\s*[-–—:|])\s*/i;
/** "… Job in Denver", "… Jobs near Austin", "… Position in Tampa", "… Opening at Mercy". */
const JOB_IN_PLACE = /\s+(?:jobs?|positions?|openings?|careers?|opportunit(?:y|ies)|role)\s+(?:in|at|near|for|with)\s+.*$/i;
/** "… at Keystone Valley Bank", "… @ Acme": an employer after the role (capitalised, as names are). */
const AT_EMPLOYER = /\s+(?:at|@)\s+(?=[A-Z0-9])[^-–—|()]*$/;
/** Pay and bonus in the title: "$22/hr", "$55K", "Up to $30/hour". */
const PAY = /\s*(?:up to\s+)?\$\s?\d[\d,.]*\s*[kK]?(?:\s*(?:\/|per)\s*(?:hr|hour|yr|year|week|wk)\b)?(?:\s*\+\s*[^-–—|]*)?/gi;

export function cleanTitle(title: string): string {
  let t = title.replace(/\s+/g, " ").trim();
  for (let previous = ""; previous !== t; ) {
    previous = t;
    t = t.replace(HIRING, "").replace(NUMBER_IN_FRONT, "").trim();
  }
  t = t.replace(PAY, " ").replace(JOB_IN_PLACE, "").replace(AT_EMPLOYER, "");
  return t.replace(/\s+/g, " ").replace(/^[-–—|:,\s]+|[-–—|:,\s!]+$/g, "").trim() || title.trim();
}
