// Licences to practise (lexicon/licences.json): the licence a nurse, a truck driver or a lawyer needs by law to do
// the work at all. Scoring reads them twice: a job held in the licence's occupation shows the licence, and a
// posting in that occupation that asks for it as a must-have places a candidate without it no higher than C.
import data from "./lexicon/licences.json";
import { CERTIFICATIONS } from "./lexicon";

const LICENCES = new Map<string, string[]>(Object.entries(data.licences));

for (const name of LICENCES.keys()) if (!CERTIFICATIONS.has(name)) throw new Error(`licences.json: "${name}" is no certification of the lexicon`);

/** The SOC code (six digits, "29-1141") of an O*NET-SOC code ("29-1141.03"). */
const soc = (code: string) => code.slice(0, 7);

/** Whether `licence` is the licence to practise the work of the O*NET occupation `code`. */
export function licenceToPractise(licence: string, code: string | undefined): boolean {
  return code !== undefined && (LICENCES.get(licence) ?? []).includes(soc(code));
}

/** Whether `name` is a licence to practise some line of work. */
export function isLicenceToPractise(name: string): boolean {
  return LICENCES.has(name);
}
