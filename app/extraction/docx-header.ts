// The text of a Word document's page headers and footers, which mammoth leaves out: templates put the
// candidate's name and contact details there. One line per paragraph, a tab as a tab, hidden runs cut out.
import { findHiddenRuns, unescapeXml, XML_TOKEN } from "./docx-hidden";
import type { HiddenRun } from "./hidden-text";

/** Lines a page footer carries on every page, not about the candidate: "Page 2 of 3", "2". */
const PAGE_NUMBER = /^(?:page\s*)?\d+(?:\s*(?:of|\/)\s*\d+)?$/i;

/** The lines of the headers or footers, and the runs in them a reader would not see (cut out, and flagged). */
export function pageMarginLines(parts: Map<string, string>, kind: "header" | "footer"): { lines: string[]; hidden: Array<HiddenRun | null> } {
  const names = [...parts.keys()].filter((name) => new RegExp(`^word/${kind}(\\d+)\\.xml$`).test(name)).sort((a, b) => partNumber(a) - partNumber(b));
  const lines: string[] = [];
  const hidden: Array<HiddenRun | null> = [];
  for (const name of names) {
    const { hidden: cut, visibleXml } = findHiddenRuns(parts.get(name) ?? "", parts.get("word/styles.xml"));
    hidden.push(...cut);
    for (const line of paragraphTexts(visibleXml)) {
      // A first-page header and the other pages' often say the same.
      if (line && !PAGE_NUMBER.test(line) && !lines.includes(line)) lines.push(line);
    }
  }
  return { lines, hidden };
}

const partNumber = (name: string) => Number(name.match(/(\d+)\.xml$/)?.[1] ?? 0);

function paragraphTexts(xml: string): string[] {
  const out: string[] = [];
  let line = "";
  let inText = false;
  XML_TOKEN.lastIndex = 0;
  for (let m = XML_TOKEN.exec(xml); m !== null; m = XML_TOKEN.exec(xml)) {
    const [, closing, name, , selfClosing, text] = m;
    if (text !== undefined) {
      if (inText) line += unescapeXml(text);
    } else if (name === "w:t") inText = !closing && !selfClosing;
    else if (name === "w:tab" && !closing) line += "\t";
    else if ((name === "w:br" || name === "w:cr") && !closing) line += "\n";
    else if (name === "w:p" && (closing || selfClosing)) {
      out.push(...line.split("\n").map((l) => l.trim()));
      line = "";
    }
  }
  return out;
}
