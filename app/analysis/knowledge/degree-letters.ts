// Degrees named by their letters, in resumes and postings alike.

/**
 * The field a degree's letters name ("BSN, Ohio State University": nursing), read as the words of that field so that
 * "Bachelor's degree in nursing" is met by it. Letters with another common sense ("MD", a state; "DBA", a database
 * administrator; "MSBA", business or analytics; "ECE", early childhood education or electrical and computer
 * engineering) are left to the words written beside them.
 */
const FIELD_OF_LETTERS: Array<[RegExp, string]> = [
  [/\b(?:BSN|MSN|DNP|ADN|ASN)\b/, "Nursing"],
  [/\b(?:BSW|MSW|DSW)\b/, "Social Work"],
  [/\bM\.?P\.?H\b/, "Public Health"],
  [/\b(?:MBA|M\.B\.A|BBA|B\.B\.A|BSBA)\b/, "Business Administration"],
  [/\b(?:J\.D|JD|LL\.?\s?B|LL\.?\s?M|LLM)\b|\bjuris doctor\b/i, "Law"],
  [/\bPharm\.?\s?D\b/i, "Pharmacy"],
  [/\b(?:M\.\s?Ed|MEd|Ed\.\s?D|EdD|B\.\s?Ed|BEd)\b/, "Education"],
  [/\bMHA\b/, "Health Administration"],
  [/\bMPA\b/, "Public Administration"],
  [/\b(?:MBBS|M\.B\.B\.S)\b/, "Medicine"],
  [/\bBDS\b/, "Dentistry"],
  [/\b(?:MLIS|M\.L\.I\.S|MLS|M\.L\.S)\b/, "Library and Information Science"],
  [/\b(?:BSCS|MSCS)\b/, "Computer Science"],
  [/\b(?:BSEE|MSEE)\b/, "Electrical Engineering"],
  [/\b(?:BSME|MSME)\b/, "Mechanical Engineering"],
  [/\b(?:BSCE|MSCE)\b/, "Civil Engineering"],
  [/\b(?:BSIE|MSIE)\b/, "Industrial Engineering"],
  [/\bBSChE\b/, "Chemical Engineering"],
  [/\b(?:BSIT|MSIT|BCA|MCA)\b/, "Information Technology"],
  // Fields as German degrees name them.
  [/\bMaschinenbau\b/, "Mechanical Engineering"],
  [/\bElektrotechnik\b/, "Electrical Engineering"],
  [/\bInformatik\b/, "Computer Science"],
  [/\bBetriebswirtschaft(?:slehre)?\b/, "Business Administration"],
  // A field by its letters after the degree ("Bachelor's in CS", "B.S., EE").
  [/\bCS\b/, "Computer Science"],
  [/\bCIS\b/, "Computer Information Systems"],
  [/\bEE\b/, "Electrical Engineering"],
  [/\bMSF\b/, "Finance"],
];

/** A degree's text with the fields its letters name written out. */
export function withFieldsOfLetters(text: string): string {
  const named = FIELD_OF_LETTERS.filter(([letters]) => letters.test(text)).map(([, field]) => field);
  return named.length ? `${text} ${named.join(", ")}` : text;
}
