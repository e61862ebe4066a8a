// Minimal CSV reader for the evaluation tables (RFC 4180: quoted fields may hold
// commas, doubled quotes and line breaks). Byte-order marks are dropped from
// header names, wherever they sit (structured_pairs has one mid-header).
export function readCsv(text: string): Array<Record<string, string>> {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') (field += '"'), i++;
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") row.push(field), (field = "");
    else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += c;
  }
  if (field || row.length) row.push(field), rows.push(row);
  const [header, ...body] = rows.filter((r) => r.length > 1 || r[0]);
  const names = header.map((h) => h.replace(/\uFEFF/g, "").trim());
  return body.map((r) => Object.fromEntries(names.map((h, i) => [h, r[i] ?? ""])));
}
