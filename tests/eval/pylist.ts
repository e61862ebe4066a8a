// Reads the Python-literal lists of the structured_pairs table: "['Python', 'SQL']",
// "[None, 'N/A']", nested "[['a', 'b'], None]", strings in either quote with
// backslash escapes. A value that is not a list comes back as one string.
export type PyValue = string | null | PyValue[];

export function parsePyValue(source: string): PyValue {
  const text = source.trim();
  if (!text.startsWith("[")) return text;
  let i = 0;
  const fail = (): never => {
    throw new Error(`not a Python list at ${i}: ${text.slice(0, 80)}`);
  };
  const skip = () => {
    while (i < text.length && /\s/.test(text[i])) i++;
  };
  const value = (): PyValue => {
    skip();
    const c = text[i];
    if (c === "[") {
      i++;
      const items: PyValue[] = [];
      for (;;) {
        skip();
        if (text[i] === "]") return i++, items;
        items.push(value());
        skip();
        if (text[i] === ",") i++;
        else if (text[i] !== "]") fail();
      }
    }
    if (c === "'" || c === '"') {
      let out = "";
      for (i++; i < text.length && text[i] !== c; i++) out += text[i] === "\\" ? text[++i] : text[i];
      if (text[i] !== c) fail();
      i++;
      return out;
    }
    if (text.startsWith("None", i)) return (i += 4), null;
    const bare = /^[^,\]]+/.exec(text.slice(i))?.[0] ?? fail();
    i += bare.length;
    return bare.trim();
  };
  try {
    const parsed = value();
    skip();
    return i === text.length ? parsed : text;
  } catch {
    return text;
  }
}

/** The list's non-empty strings, nested lists flattened; "N/A" and None dropped. */
export function pyStrings(source: string): string[] {
  return flatStrings(parsePyValue(source));
}

/** Every string inside a parsed value, in order; "N/A", None and blanks dropped. */
export function flatStrings(value: PyValue | undefined): string[] {
  const flat = (v: PyValue | undefined): string[] => (v == null ? [] : Array.isArray(v) ? v.flatMap(flat) : [v]);
  return flat(value)
    .map((s) => s.trim())
    .filter((s) => s && s !== "N/A" && s !== "None");
}

/** The list as one entry per position (None and "N/A" kept as empty strings), for zipping columns. */
export function pyColumn(source: string): PyValue[] {
  const parsed = parsePyValue(source);
  if (!source.trim()) return [];
  return Array.isArray(parsed) ? parsed : [parsed];
}
