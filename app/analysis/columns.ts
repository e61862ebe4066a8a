/**
 * A tab or a gap of three spaces or more between words is a column: "HR Generalist      Tailspin Toys | 2020 -
 * present" in a text file, a Word tab stop, or a PDF line whose parts sit far apart. It is kept as a bar, which
 * the reader splits a title from its employer at, where collapsing it to one space would join them. Indentation
 * and bullets are left as they are.
 */
export function markColumns(text: string): string {
  return text.replace(/([\p{L}\p{N}).,%])(?:[ \u00A0]*\t[ \t\u00A0]*|[ \u00A0]{3,})(?=[\p{L}\p{N}(])/gu, "$1 | ");
}
