// A resume a job site exported from its form: "Skills …", "Education Details", the candidate's title, "<Title> -
// <Employer>", "Skill Details" ("Java- Exprience - 36 months"), "Company Details" ("company - …", "description - …").
// The export runs each heading into the end of the line before it ("… Angular, Git Education Details").

/** The form's headings. */
export const FORM_HEADING = /^\s*(?:Education|Skill|Company)\s+Details\s*$/;

/** Each of the form's headings on a line of its own, where the export ran it into the line before. */
export function formHeadingsOnOwnLines(text: string): string {
  // "… Python- Exprience - 24 monthsCompany Details": with or without a space before it.
  return text.replace(/(?<=\S)[ \t]*((?:Education|Skill|Company)\s+Details)[ \t]*(?=\r?\n|$)/g, "\n$1");
}

/**
 * The line "<Title> - <Employer>" the form puts just before its "Skill Details" (or, without skills, its "Company
 * Details"), with the title's part: the candidate's current title; null where the resume is no such form. The caller
 * checks that the part names a kind of worker.
 */
export function formTitleLine(lines: string[]): { line: number; title: string } | null {
  const heading = lines.findIndex((l) => FORM_HEADING.test(l) && !/^\s*Education/.test(l));
  if (heading < 0) return null;
  let i = heading - 1;
  while (i >= 0 && !lines[i]!.trim()) i--;
  if (i < 0) return null;
  // Without an employer, the line is the title alone.
  const m = /^\s*(.+?)\s+-\s+(\S.*?)\s*$/.exec(lines[i]!);
  return { line: i, title: (m?.[1] ?? lines[i]!).trim() };
}

/** "Java- Exprience - 36 months": how long the candidate says they used a skill (the form spells it so). */
const SKILL_MONTHS = /^\s*\S.{0,60}?-\s*Ex(?:p|pe)rience\s*-\s*(\d{1,3})\s*months?\s*$/i;

/** The months a "Skill Details" line gives its skill ("Java- Exprience - 36 months" → 36), or null. */
export function monthsOfSkillLine(line: string): number | null {
  const m = SKILL_MONTHS.exec(line);
  return m && Number(m[1]) <= 600 ? Number(m[1]) : null;
}

/** The most months the form's "Skill Details" give any one skill, or null: the least time the candidate has worked. */
export function formSkillMonths(lines: string[]): number | null {
  let most: number | null = null;
  for (const line of lines) {
    const m = SKILL_MONTHS.exec(line);
    if (m && Number(m[1]) <= 600) most = Math.max(most ?? 0, Number(m[1]));
  }
  return most;
}
