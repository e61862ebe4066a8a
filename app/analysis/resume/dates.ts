// Date ranges in resumes ("01/2014 to Current", "Jan 2010 - Mar 2012", "2008-2011"),
// as month numbers (year * 12 + month index) so ranges can be merged.

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const MONTH = "(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?";
// A term ("Fall 2019 – Spring 2021"), a month with a short year ("Mar '18"), and a year then its month ("2018/03").
const SEASON = "(?:spring|summer|fall|autumn|winter)";
// "Jan-2019", as many Indian resumes write a month: its year joined by a dash.
const POINT = `(?:${MONTH}[,-]?\\s*(?:19|20)\\d{2}|${SEASON}\\s+(?:19|20)\\d{2}|${MONTH}\\s*'\\d{2}\\b|(?:0?[1-9]|1[0-2])\\s*[/.-]\\s*(?:19|20)\\d{2}|(?:19|20)\\d{2}\\s*/\\s*(?:0?[1-9]|1[0-2])(?!\\d)|(?:19|20)\\d{2})`;
// "2018-03 to 2020-11": a year and its month joined by a dash or a dot only where both ends are written so
// ("2011-12" alone is a school year).
const ISO_MONTH = "(?:19|20)\\d{2}[-.](?:0[1-9]|1[0-2])(?!\\d)";
// "till date", "till now", "ongoing" and "present" are now, as "Current" is.
// "heute", "actual", "presente", "atual", "aujourd'hui": now, as German, Spanish, Portuguese and French resumes write it.
const END = `(?:${POINT}|current(?:ly)?|present|now|today|ongoing|(?:till|til|to|until)\\s+(?:date|now|today)|date|(?:bis\\s+)?heute|actual(?:idad)?|presente|atual|aujourd['’]hui)`;
// A month and year with a month ("07/2015", "July 2015"), not a bare year.
const MONTH_POINT = `(?:${MONTH}[,-]?\\s*(?:19|20)\\d{2}|(?:0?[1-9]|1[0-2])\\s*[/.-]\\s*(?:19|20)\\d{2})`;
const NOW = "(?:current(?:ly)?|present|now|today|ongoing|heute|actual|presente|atual)";
// Two months side by side ("07/2015 12/2015", "Jan 2014 Current") are a range whose dash the PDF lost
// (a full-width "－" read as "ï¼" is cleaned to a space); bare years side by side ("2014 2015") are not, nor is
// "April 2015 Current projects include …".
// "3/19 – 6/21": a month in figures and a year of two, only as both ends of a range (alone it may be a day).
const SHORT_MONTH = "(?:0?[1-9]|1[0-2])/\\d{2}(?![\\d/])";
// A range left open: "2022 –" ending the line, or "since 2022" after the title's separator and ending the line.
// Only on a short line, after the title's separator: in a PDF's wrapped sentence "… Visual Studio 2008-" or "(2005 -" ends
// a line whose end date is on the next.
const OPEN_DASH = `(?:^|(?<=^.{0,70}(?:[,|(–—]|\\s-)\\s*))(${POINT})\\s*(?:-|–|—)\\s*$`;
// "Working as Java Developer since July 2017.": a sentence that says the post is held since then, anywhere on the line.
const SINCE = `(?:(?:^|(?<=^.{0,70}(?:[,|(–—]|\\s-)\\s*))since\\s+(?=${POINT}\\s*\\)?\\s*$)|(?<=\\b(?:[Ww]orking|[Ee]mployed|[Ss]erving|[Aa]ssociated)\\s+(?:as|with|at|in)\\s[^.;:]{2,80}?\\s)since\\s+)(${POINT})`;
// "Software Engineering Intern — Duolingo (Summer 2026)": one term, alone after the title's separator or in brackets
// ending the line, is the season's months.
const TERM = `(?:^|(?<=^.{0,90}(?:[,|(–—]|\\s-)\\s*))(${SEASON}\\s+(?:19|20)\\d{2})(?=\\s*\\)?\\s*$)`;
const RANGE = new RegExp(
  `(${ISO_MONTH})\\s*(?:-|–|—|to|until|through)\\s*(${ISO_MONTH}|${NOW}\\b)|(?<![\\w'])((?:${MONTH}\\s*)?'\\d{2})\\s*(?:-|–|—|to)\\s*((?:${MONTH}\\s*)?'\\d{2}\\b|${NOW}\\b)|(${POINT})\\s*(?:-|–|—|－|−|âˆ'|to|until|till|til|through|thru|~)\\s*(${END})|(${MONTH_POINT})\\s+(?:\\|\\s+)?(${MONTH_POINT}|${NOW}\\b)|\\b(${SHORT_MONTH})\\s*(?:-|–|—|to)\\s*(${SHORT_MONTH}|${NOW}\\b)|${OPEN_DASH}|${SINCE}|${TERM}`,
  "gi",
);

export interface DateRange {
  start: number;
  /** null when the range is open ("to Current"). */
  end: number | null;
  index: number;
  length: number;
}

/** The months a term starts and ends: spring March to May, summer June to August, fall September to December, winter January to March. */
const SEASON_MONTHS: Record<string, [number, number]> = { spr: [2, 4], sum: [5, 7], fal: [8, 11], aut: [8, 11], win: [0, 2] };

function parsePoint(text: string, isEnd: boolean): number | null {
  const lower = text.toLowerCase();
  const year = lower.match(/(19|20)\d{2}/);
  const short = year ? null : (lower.match(/'(\d{2})\b/) ?? lower.match(/^\d{1,2}\/(\d{2})$/));
  if (!year && !short) return null;
  // "Mar '18": a short year is this century's up to '40, the last one's after.
  const y = year ? Number(year[0]) : Number(short![1]) + (Number(short![1]) <= 40 ? 2000 : 1900);
  const name = lower.match(/[a-z]{3}/);
  let month = name ? MONTHS.indexOf(name[0]) : -1;
  const season = name ? SEASON_MONTHS[name[0]] : undefined;
  if (season) month = season[isEnd ? 1 : 0];
  if (month < 0) {
    const numeric = lower.match(/^(\d{1,2})\s*[/.-]/) ?? lower.match(/^(?:19|20)\d{2}\s*[/.-]\s*(\d{1,2})$/);
    month = numeric ? Number(numeric[1]) - 1 : isEnd ? 11 : 0;
  }
  return y * 12 + month;
}

// "Lifeguard — Summers 2024, 2025", "(summers 2019–2022)": one season in each of several years, alone after the
// title's separator or in brackets ending the line. Each season is a term of its own; the years between are not worked.
const TERMS = new RegExp(`(?:^|(?<=^.{0,90}(?:[,|(–—]|\\s-)\\s*))(${SEASON})s\\s+((?:19|20)\\d{2})((?:\\s*(?:,|and|&)\\s*(?:19|20)\\d{2})*|\\s*(?:-|–|—|to|through)\\s*(?:19|20)\\d{2})(?=\\s*\\)?\\s*$)`, "i");

function seasonsOf(line: string): DateRange[] | null {
  const terms = TERMS.exec(line);
  if (!terms) return null;
  const first = Number(terms[2]);
  const rest = (terms[3]!.match(/(?:19|20)\d{2}/g) ?? []).map(Number);
  const years = /,|and|&/.test(terms[3]!) || rest.length === 0 ? [first, ...rest] : Array.from({ length: Math.max(0, rest[0]! - first) + 1 }, (_, k) => first + k);
  if (years.length > 12) return null;
  const [from, to] = SEASON_MONTHS[terms[1]!.slice(0, 3).toLowerCase()]!;
  return years.map((y) => ({ start: y * 12 + from, end: y * 12 + to, index: terms.index, length: terms[0].length }));
}

/** A full date in figures: "01/09/2019", "31.08.2021", "09-01-2019". */
const FULL_DATE = /(?<![\d/.-])(\d{1,2})([/.-])(\d{1,2})\2((?:19|20)\d{2})(?![\d/.-])/g;
/** A day before a month's name ("15th June 2018", "3 Jan 2019") or after it ("June 15, 2018"). */
const DAY_BEFORE_MONTH = new RegExp(`\\b\\d{1,2}(?:st|nd|rd|th)?\\s+(?=${MONTH}[,\\s]+(?:19|20)\\d{2})`, "gi");
const DAY_AFTER_MONTH = new RegExp(`(?<=\\b${MONTH})\\s+\\d{1,2}(?:st|nd|rd|th)?,?(?=\\s+(?:19|20)\\d{2})`, "gi");

/**
 * A line's full dates as their months, in place and at the same length: "01/09/2019 – 31/08/2021" as British and
 * Indian resumes write the day first (a first number over 12 on the line says so), "09/01/2019 – 08/31/2021" as
 * American ones write the month first (the reading when nothing says otherwise), "15th June 2018" and "June 15, 2018".
 */
function withoutDays(line: string): string {
  if (!/\d/.test(line)) return line;
  const full = [...line.matchAll(FULL_DATE)];
  if (full.length) {
    const dayFirst = full.some((m) => Number(m[1]) > 12);
    line = line.replace(FULL_DATE, (all: string, a: string, _sep: string, b: string, year: string) => {
      const month = Number(dayFirst ? b : a);
      return month >= 1 && month <= 12 ? `${month}/${year}`.padEnd(all.length, " ") : all;
    });
  }
  return line.replace(DAY_BEFORE_MONTH, (day: string) => " ".repeat(day.length)).replace(DAY_AFTER_MONTH, (day: string) => " ".repeat(day.length));
}

export function findDateRanges(line: string): DateRange[] {
  // Every range names a year in figures: a line without a digit has none (a resume of 50,000 such lines is read fast).
  if (!/\d/.test(line)) return [];
  // "2019 onwards": open to now, written as a range of the same length so positions stay where they were.
  line = line.replace(/(?<=(?:19|20)\d{2})(\s+)(onwards?)\b/gi, (_, space: string, word: string) => space + "– now".padEnd(word.length, " "));
  // "2021-22 to present": a school year opening a range starts in its first year.
  line = line.replace(/(?<![\d/.-])((?:19|20)\d{2})[-–](\d{2})(?=\s*(?:-|–|—|to|until|through)\s*(?:present|current|now|today|(?:19|20)\d{2}))/gi, (all: string, year: string, next: string) => ((Number(year) + 1) % 100 === Number(next) ? year.padEnd(all.length, " ") : all));
  // "’19 – ’22", "Mar ’20": a curly apostrophe before a short year is the straight one.
  line = line.replace(/[’‘](?=\d{2}\b)/g, "'");
  // "Q3 2020 – Q1 2022": a quarter is its first month where a range opens with it, its last month where one ends.
  line = line.replace(/\bQ([1-4])\s*((?:19|20)\d{2})\b(\s*(?:-|–|—|to)\s*)?/gi, (all: string, q: string, year: string, dash?: string) => `${dash ? Number(q) * 3 - 2 : Number(q) * 3}/${year}`.padEnd(all.length - (dash?.length ?? 0), " ") + (dash ?? ""));
  line = withoutDays(line);
  const seasons = seasonsOf(line);
  if (seasons) return seasons;
  const ranges: DateRange[] = [];
  for (const match of line.matchAll(RANGE)) {
    // Groups: an ISO month range (1, 2); two short years ("'19 – '22", "August '12 -'14", 3, 4); a range (5, 6); two months without a
    // dash (7, 8); short months (9, 10); an open dash or "since" (11, 12); a term (13).
    const dashed = match[1] ?? match[3] ?? match[5] ?? match[9] ?? match[11] ?? match[12] ?? match[13];
    const [from, to] = match[1] ? [match[1], match[2]] : match[3] ? [match[3], match[4]] : match[5] ? [match[5], match[6]] : match[7] ? [match[7], match[8]] : match[9] ? [match[9], match[10]] : match[13] ? [match[13], match[13]] : [match[11] ?? match[12], "now"];
    // Without a dash, "Current" ends a range only after a month in figures and where the line ends or a name follows
    // ("10/2014 Current Company Name"), not in "Date of Birth: Feb, 1986 Present Resident".
    const rest = line.slice((match.index ?? 0) + match[0].length);
    if (!dashed && !/\d/.test(to) && (!/^\d/.test(from) || !/^(?:\s*$|\s*[,;|(]|\s+[A-Z])/.test(rest))) continue;
    const start = parsePoint(from, false);
    if (start === null) continue;
    const open = !/\d/.test(to);
    const end = open ? null : parsePoint(to, true);
    if (!open && (end === null || end < start)) continue;
    ranges.push({ start, end, index: match.index ?? 0, length: match[0].length });
  }
  if (ranges.length === 0) ranges.push(...withinAYear(line));
  return ranges;
}

/** "Jan – Mar 2024": two months of one year, as a travel nurse's contracts are written. */
const MONTHS_OF_A_YEAR = new RegExp(`\\b(${MONTH})\\s*(?:-|–|—)\\s*(${MONTH}),?\\s*((?:19|20)\\d{2})(?=\\s*\\)?\\s*$|\\s*[|·•])`, "gi");
/** "2019-20", "2022–23 school year": a school year, its second year written short, September to June. */
// After the title's separator ("Substitute Teacher, Linden School — 2020–21"), not an honour's year ("Honor roll 2011-12").
const SCHOOL_YEAR = /(?<=(?:[,|(–—]|\s-)\s*)((?:19|20)\d{2})\s*[-–—]\s*(\d{2})(?=(?:\s+(?:school|academic)\s+year)?\s*\)?\s*$)/gi;
/** The most words a line dated by a school year or by months of one year has: a title and its place, not a sentence. */
const DATED_LINE_WORDS = 12;

function withinAYear(line: string): DateRange[] {
  const found: DateRange[] = [];
  if ((line.match(/[A-Za-z0-9][^\s]*/g) ?? []).length > DATED_LINE_WORDS) return found;
  for (const m of line.matchAll(MONTHS_OF_A_YEAR)) {
    const year = Number(m[3]);
    const start = year * 12 + MONTHS.indexOf(m[1]!.toLowerCase().slice(0, 3));
    const end = year * 12 + MONTHS.indexOf(m[2]!.toLowerCase().slice(0, 3));
    if (end >= start) found.push({ start, end, index: m.index ?? 0, length: m[0].length });
  }
  if (found.length) return found;
  for (const m of line.matchAll(SCHOOL_YEAR)) {
    const year = Number(m[1]);
    if ((year + 1) % 100 !== Number(m[2])) continue;
    found.push({ start: year * 12 + 8, end: (year + 1) * 12 + 5, index: m.index ?? 0, length: m[0].length });
  }
  return found;
}

const SEPARATOR = "(?:-|–|—|to|until|through|thru|~)";
const LONE_POINT = new RegExp(`^\\s*${POINT}\\s*(?:${SEPARATOR}\\s*)?$`, "i");
const LONE_SEPARATOR = new RegExp(`^\\s*${SEPARATOR}\\s*$`, "i");
const TRAILING_SEPARATOR = new RegExp(`${POINT}\\s*(?:-|–|—|to)\\s*$`, "i");
// "November 2012Responsibilities …": a PDF may glue the end date to the words after it.
const OPENS_WITH_END = new RegExp(`^\\s*(?:${SEPARATOR}\\s*)?(?:${POINT}(?!\\d)|${END}\\b)`, "i");
const LONE_MONTH = new RegExp(`^\\s*${MONTH_POINT}\\s*$`, "i");
const OPENS_WITH_MONTH = new RegExp(`^\\s*(?:${SEPARATOR}\\s*)?(?:${MONTH_POINT}(?!\\d)|${NOW}\\b)`, "i");

/**
 * A range stacked down a column, as two-column PDFs lay dates out ("April 2015" / "to" /
 * "Current"), read as one line; `span` is how many lines it took. A blank line may sit
 * between the parts, and so may the one line of company and title between a start month and an
 * end month ("March 2010" / "Company, City Finance Manager" / "November 2012 Secured loans …").
 * Null when line `i` opens no such range.
 */
export function stackedDateRange(lines: string[], i: number): { text: string; span: number } | null {
  const nextFilled = (from: number) => (lines[from]?.trim() ? from : lines[from + 1]?.trim() ? from + 1 : -1);
  // "Staff Accountant | Quillmark | Jan 2019 –" / "Jun 2021 …": the line wrapped before its end date, which is no open range.
  if (TRAILING_SEPARATOR.test(lines[i] ?? "") && !LONE_POINT.test(lines[i] ?? "")) {
    const k = nextFilled(i + 1);
    const end = k < 0 ? null : OPENS_WITH_END.exec(lines[k]);
    return end ? { text: `${lines[i].trim()} ${end[0].trim()}`, span: k - i + 1 } : null;
  }
  if (!LONE_POINT.test(lines[i] ?? "")) return null;
  let k = nextFilled(i + 1);
  if (k < 0) return null;
  let separator = "";
  if (LONE_SEPARATOR.test(lines[k])) {
    separator = lines[k].trim();
    k = nextFilled(k + 1);
    if (k < 0) return null;
  }
  if (!OPENS_WITH_END.test(lines[k])) {
    // One line between, with no date of its own, then the end month.
    const between = lines[k];
    const after = k + 1;
    if (separator || !LONE_MONTH.test(lines[i]) || new RegExp(POINT, "i").test(between) || !OPENS_WITH_MONTH.test(lines[after] ?? "")) return null;
    k = after;
  }
  const text = [lines[i].trim(), separator, lines[k].trim()].filter(Boolean).join(" ");
  return findDateRanges(text).length ? { text, span: k - i + 1 } : null;
}

/** Latest month written anywhere in the text; stands in for "now" when no date is given. */
export function latestMonth(text: string): number | null {
  let latest: number | null = null;
  for (const match of text.matchAll(new RegExp(POINT, "gi"))) {
    const month = parsePoint(match[0], true);
    if (month !== null && (latest === null || month > latest)) latest = month;
  }
  return latest;
}

export function monthOf(date: string): number | null {
  const m = date.match(/^(\d{4})-(\d{2})/);
  return m ? Number(m[1]) * 12 + Number(m[2]) - 1 : null;
}

/** Total months covered by the intervals, counting overlaps once. */
export function coveredMonths(intervals: Array<[number, number]>): number {
  const sorted = intervals.filter(([a, b]) => b > a).sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  let total = 0;
  let curStart = -1;
  let curEnd = -1;
  for (const [a, b] of sorted) {
    if (a > curEnd) {
      total += curEnd - curStart;
      curStart = a;
      curEnd = b;
    } else if (b > curEnd) curEnd = b;
  }
  return total + (curEnd - curStart);
}
