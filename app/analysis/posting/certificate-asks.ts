// Certificates and licences a posting asks for that no lexicon knows ("Notary Public commission", "Series 7 and 63
// licenses", "Local anesthesia certification"): asked in the posting's own words, and met where a resume line holds
// the words that name it (see `freeTextCredit` in match/scoring.ts).
import { CERTIFICATIONS } from "../knowledge/lexicon";
import { skillAsksOfLine } from "./posting-skills";

/** The word that makes a phrase a credential. */
const CREDENTIAL = /\b(?:certifications?|certificates?|certified|licen[cs]es?|licensed|licensure|credentials?|registration|commission(?:ed)?)\b/i;
/** A credential everyone holds or that is a condition of the job, asked elsewhere or not at all. */
const NOT_A_CREDENTIAL = /\bpost-?(?:registration|qualification|certification|licensure)\b|\bdriv(?:er|ers|ing)['’]?s?\b|\bdriving\b|\bmotor vehicle\b|\bbusiness licen|\bbirth certificate|\bcertificate of (?:completion|insurance|occupancy|good standing)|\bcertified (?:copy|copies|mail|transcripts?|payroll reports?)\b|\bcertified by (?:the|a|an)\b|\bproof of\b|\bcopy of\b|\bsubmit|\bupload|\battach|\bregistration (?:form|fee|process|deadline)|\bvoter registration|\bselective service|\bcommission(?:ed)? (?:based|only|structure|plan|earnings|sales)\b|\bon commission\b|\bbase (?:plus|\+) commission|\bsalary\b|\bpay\b|\beligible (?:for|to)\b|\bwithin \w+ (?:months?|years?|days?)\b|\bprior to\b|\bupon\b|\bwill be (?:required|provided|trained)/i;
/** A name that is itself a credential's ("CPR", "License"): its bracket is no certificate of a skill. */
const CREDENTIALS_ALONE = /\b(?:licen[cs]e|certificat|certified|registration)/i;

/** Words around the credential's name that say how it is asked, not what it is. */
const ASKING = /^(?:(?:and|or|plus|must|have|has|hold|holds|possess(?:ion of)?|possesses|maintain|obtain|with|a|an|the|valid|current|active|unrestricted|current and valid|in good standing|required|requires?|preferred|desired|is|are|be|of|as)(?![\w-])[\s,:]*)+|(?:[\s,;:(]*\b(?:is|are|required|preferred|desired|desirable|a plus|strongly preferred|highly preferred|mandatory|needed|must|in good standing|or equivalent|or higher)\b\)?)+[\s.;:]*$/i;

export interface CertificateAsk {
  label: string;
  key: boolean;
}

/**
 * The credentials a posting's requirements (key) and its preferred list (not key) name that the lexicon does not
 * know. A line that names a known certificate, or that asks for a driver's licence, proof or a copy of one, is left
 * to the rules that read those; a sentence longer than a list item is not a credential's name.
 */
export function unknownCertificateAsks(parts: Array<{ text: string; key: boolean }>, isOptional: (line: string) => boolean): CertificateAsk[] {
  const found = new Map<string, CertificateAsk>();
  for (const { text, key } of parts) {
    const ofPart = new Map<string, CertificateAsk>();
    for (const line of text.split("\n")) {
      for (const piece of line.split(/;|(?<=[a-z)])\.\s+|\s+[•·▪●]\s*/)) {
        let words = piece.replace(/^[\s\-*•·▪●◦■–\d.)]+/, "").trim();
        // "NCLE certification, bilingual": the list goes on after the credential's name; "Series 7, 63 licenses" shares it.
        const commas = words.split(/\s*,\s*/);
        const named = commas.findIndex((part) => CREDENTIAL.test(part));
        if (named >= 0 && named < commas.length - 1) words = commas.slice(0, named + 1).join(", ");
        // "Tableau (certified a plus)": a certificate in the skill named before its brackets, asked as the brackets say.
        const aside = /^([A-Z][\w.+#/ -]{1,40}?)\s*\(([^()]*\b(?:certified|certification|certificate)\b[^()]*)\)\s*[.;,]?$/.exec(words);
        // Only where the brackets name no certificate of their own ("(PTCB certification preferred)" names one).
        const bare = aside?.[2]!.replace(/\b(?:certified|certification|certificate|a|an|is|be|would|plus|preferred|strongly|highly|nice|to|have|desired|required|optional|bonus)\b/gi, "").replace(/[^A-Za-z0-9]+/g, "");
        if (aside && bare === "" && !CREDENTIALS_ALONE.test(aside[1]!)) {
          const label = `${aside[1]!.trim()} certification`;
          const asked = { label, key: key && !isOptional(aside[2]!) && !/\b(?:a plus|preferred|nice to have|bonus|desired|optional)\b/i.test(aside[2]!) };
          const id = label.toLowerCase();
          const known = ofPart.get(id) ?? found.get(id);
          ofPart.set(id, known ? { ...known, key: known.key || asked.key } : asked);
          continue;
        }
        if (!CREDENTIAL.test(words) || NOT_A_CREDENTIAL.test(words)) continue;
        if (skillAsksOfLine(words).some((ask) => ask.terms.some((t) => CERTIFICATIONS.has(t)))) continue;
        // "Paralegal certificate (ABA-approved program) or bachelor's degree": the degree is asked as education.
        const label = words.replace(ASKING, "").replace(ASKING, "").replace(/\s+or\s+(?:an?\s+)?(?:\w+'?s?\s+)?(?:degree|bachelor|associate|master)\b.*$/i, "").replace(/[.;:,]+$/, "").trim();
        const count = label.split(/\s+/).length;
        // The name and its credential word, no more than a list item: "Lifeguard certification", not a sentence.
        if (count < 2 || count > 8 || !CREDENTIAL.test(label) || label.replace(CREDENTIAL, "").replace(/[^a-z0-9]/gi, "").length < 2) continue;
        const id = label.toLowerCase();
        const asked = { label: label[0].toUpperCase() + label.slice(1), key: key && !isOptional(piece) };
        const known = ofPart.get(id) ?? found.get(id);
        ofPart.set(id, known ? { ...known, key: known.key || asked.key } : asked);
      }
    }
    // More than three in one part are a list to choose from ("one of the following"), not each one asked.
    if (ofPart.size <= 3) for (const [id, ask] of ofPart) found.set(id, ask);
  }
  return [...found.values()];
}

/** The words of a credential's name that a resume must show: not the credential word, nor how it is asked. */
export const CREDENTIAL_WORDS = new Set(["certification", "certifications", "certificate", "certificates", "certified", "license", "licenses", "licence", "licences", "licensed", "licensure", "credential", "credentials", "registration", "commission", "commissioned", "designation", "designations"]);
