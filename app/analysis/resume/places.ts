// Where a candidate is, as resumes write it: "Austin, TX", "Toronto, Ontario", "Remote". No imports, so that
// the resume reader and the candidate's headline can both use it.

export const US_STATES =
  "AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC".split(" ");
/** "Austin, TX", "San Diego, CA 92101", "Toronto, Ontario", "London, United Kingdom". */
export const PLACE = /\b(\p{Lu}[\p{L}.'’-]+(?:\s\p{Lu}[\p{L}.'’-]+){0,2}(?:\sCity)?),\s?([A-Z]{2,3}|\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+){0,2})\b/gu;
export const REGIONS = new Set(
    ("Alabama Alaska Arizona Arkansas California Colorado Connecticut Delaware Florida Georgia Hawaii Idaho Illinois Indiana Iowa Kansas Kentucky Louisiana Maine Maryland Massachusetts Michigan Minnesota Mississippi Missouri Montana Nebraska Nevada Ohio Oklahoma Oregon Pennsylvania Tennessee Texas Utah Vermont Virginia Washington Wisconsin Wyoming " +
    "Ontario Quebec Alberta Manitoba Saskatchewan Canada England Scotland Wales Ireland Germany France Spain Italy India Australia Netherlands Poland Portugal Mexico Brazil Singapore " +
    "Japan China Taiwan Korea Philippines Vietnam Thailand Malaysia Indonesia Pakistan Bangladesh Nepal Nigeria Kenya Ghana Egypt Morocco Israel Turkey Greece Sweden Norway Denmark Finland Switzerland Austria Belgium Luxembourg Romania Ukraine Hungary Czechia Argentina Chile Colombia Peru UAE")
    .split(" ")
    // Countries and provinces by their letters; India's and Australia's states.
    .concat(["UK", "USA", "UAE", "ON", "BC", "AB", "QC", "MB", "SK", "NS", "NB", "NL", "PE"])
    // Australia's states by their letters; countries as their own languages write them.
    .concat(["NSW", "VIC", "QLD", "TAS", "México", "Perú", "Brasil", "España", "Deutschland", "Österreich", "Schweiz", "Italia", "Türkiye"])
    // Britain's counties and metropolitan areas ("Leeds, West Yorkshire").
    .concat(["West Yorkshire", "South Yorkshire", "North Yorkshire", "East Yorkshire", "Greater Manchester", "Merseyside", "West Midlands", "East Midlands", "Tyne and Wear", "Greater London", "Lancashire", "Kent", "Surrey", "Essex", "Hampshire", "Devon", "Cornwall", "Somerset", "Dorset", "Norfolk", "Suffolk", "Cheshire", "Derbyshire", "Nottinghamshire", "Leicestershire", "Staffordshire", "Oxfordshire", "Berkshire", "Hertfordshire", "Cambridgeshire", "Buckinghamshire", "Gloucestershire", "Lincolnshire", "Northamptonshire", "Warwickshire", "Worcestershire", "Wiltshire", "Sussex", "East Sussex", "West Sussex", "Middlesex", "Northumberland", "County Durham", "Cumbria"])
    .concat(["Maharashtra", "Karnataka", "Tamil Nadu", "Telangana", "Kerala", "Delhi", "Gujarat", "Uttar Pradesh", "West Bengal", "Haryana", "Punjab", "Rajasthan", "New South Wales", "Victoria", "Queensland"])
    .concat(["United Kingdom", "United States", "New York", "New Jersey", "New Mexico", "New Hampshire", "Rhode Island", "North Carolina", "South Carolina", "North Dakota", "South Dakota", "West Virginia", "British Columbia", "Nova Scotia", "New Zealand", "South Africa", "South Korea", "Hong Kong", "Sri Lanka", "Saudi Arabia", "Czech Republic", "Costa Rica", "United Arab Emirates"]),
);
/** "Greater Seattle Area", "San Francisco Bay Area": where one is, as LinkedIn writes it. */
export const METRO_AREA = /^\s*(?:Greater(?:\s[A-Z][a-z]+){1,4}\s+Area|[A-Z][a-z]+(?:\s[A-Z][a-z]+){0,3}\s+(?:Metropolitan|Bay)\s+Area)\s*$/;

/** "TX", "FL": a US state's postal code. */
export function isUsState(code: string): boolean {
  return US_STATES.includes(code.trim());
}

/**
 * A line that says only where the candidate is ("Seattle, WA · ·" once the email and phone beside it are
 * redacted, "Austin, Texas | Remote"): no headline, however short and capitalised.
 */
/** "Monterrey, N.L., México": a state's dotted letters between the town and the country, left out. */
export function withoutDottedState(line: string): string {
  return line.replace(/,\s*(?:[A-Z]\.){1,3}\s*,/g, ",");
}

export function namesOnlyAPlace(line: string): boolean {
  line = withoutDottedState(line);
  let rest = line;
  let places = 0;
  for (const m of line.matchAll(PLACE)) {
    if (!US_STATES.includes(m[2]!) && !REGIONS.has(m[2]!)) continue;
    rest = rest.replace(m[0], " ");
    places++;
  }
  // "Chicago, Illinois, United States": the country after the city and its state.
  rest = rest.replace(/,\s*([A-Z][a-z]+(?:\s[A-Z][a-z]+){0,2})\s*$/, (m, region: string) => (places > 0 && REGIONS.has(region) ? " " : m));
  // "Greater Seattle Area", "San Francisco Bay Area", as LinkedIn writes where one is.
  rest = rest.replace(METRO_AREA, () => {
    places++;
    return " ";
  });
  // "Houston TX —", "Scottsdale AZ |": a town and its state's letters without the comma, alone between separators.
  if (places === 0) rest = rest.replace(/^[\s|·•–—-]*\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+){0,2}\s([A-Z]{2})(?=[\s|·•–—-]*$)/u, (m, state: string) => (US_STATES.includes(state) && !/^(?:MS|MA|MD|PA|IN|OR|ME)$/.test(state) ? (places++, " ") : m));
  // "Parramatta NSW 2150": an Australian town, its state's letters and its postcode.
  if (places === 0) rest = rest.replace(/^[\s|·•–—-]*\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?\s(?:NSW|VIC|QLD|SA|WA|TAS|ACT|NT)\s\d{4}(?=[\s|·•–—-]*$)/u, () => (places++, " "));
  rest = rest.replace(/\bremote\b/gi, () => {
    places++;
    return " ";
  });
  return places > 0 && /^[\s|·•,;:–—\-/()0-9]*$/.test(rest);
}

