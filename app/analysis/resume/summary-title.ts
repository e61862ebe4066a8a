// A resume without a title line often names the candidate's role in its opening
// sentence: "Results-driven software engineer with over 7 years of …",
// "Dedicated Sales Coordinator with 5+ years …". That role is the candidate's own
// claim about themselves, as a headline is; this reads it when there is no headline.

/** "<who> with [over] N[+] years": the words before "with" name the candidate. */
const OPENING = /^(?:I am |I'm )?(?:an? )?([A-Za-z][A-Za-z/&,' -]{2,70}?) with (?:over |more than |nearly |almost |about |around )?\d{1,2}\+? years?\b/i;

/** Words that praise rather than name the role ("results-driven", "highly motivated", "dependable and"). */
const PRAISE =
  /^(?:[a-z]+-(?:driven|oriented|focused|minded|motivated|starter|thinking)|[a-z]+ly|[a-z]+ed|[a-z]+ing|and|&|dynamic|dedicated|experienced|seasoned|passionate|creative|energetic|dependable|reliable|enthusiastic|innovative|proactive|accomplished|versatile|talented|skilled|hardworking|hard-working|diligent|ambitious|successful|effective|strategic|proven|well-rounded|well-qualified|confident|positive|competent|professional's|self|self-motivated|self-starter|compassionate|caring|friendly|personable)$/i;

/** Nouns that say only that this is a person at work: no role on their own. */
const NO_ROLE = /^(?:professional|leader|employee|individual|person|worker|expert|candidate|team player|self-starter)$/i;

const MAX_LINES = 25;

/** The role named in the opening sentence of a resume's first lines, or null. */
export function summaryTitle(lines: string[]): string | null {
  for (const line of lines.slice(0, MAX_LINES)) {
    const m = line.trim().match(OPENING);
    if (!m) continue;
    const words = m[1].replace(/,/g, " ").split(/\s+/).filter(Boolean);
    while (words.length && PRAISE.test(words[0])) words.shift();
    const title = words.join(" ");
    if (!title || words.length > 6 || NO_ROLE.test(title)) return null;
    return title;
  }
  return null;
}
