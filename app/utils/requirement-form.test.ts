import { describe, expect, it } from "vitest";
import { MAX_REVIEW_ITEMS, postingBasis, readReviewDraft, readReviewOp, REVIEW_FIELD, reviewJson } from "./requirement-form";

const form = (entries: Array<[string, string]>) => {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
};

describe("the review in a form", () => {
  it("reads the fields of each item, in order, and the removed ones", () => {
    const draft = readReviewDraft(
      form([
        ["basis", "abc123"],
        ["req.id", "skill:go"],
        ["req.label", "  Go\tor  Rust "],
        ["req.need", "must"],
        ["req.id", "added:ansible"],
        ["req.label", "Ansible"],
        ["req.need", "nice"],
        ["removed", "skill:sql"],
        ["removed", "<script>"],
      ]),
    );
    expect(draft).toEqual({
      basis: "abc123",
      items: [
        { id: "skill:go", label: "Go or Rust", key: true },
        { id: "added:ansible", label: "Ansible", key: false, added: true },
      ],
      removed: ["skill:sql"],
    });
  });

  it("reads the one JSON field the script and the upload step send, and refuses a malformed one", () => {
    const draft = { basis: "b", items: [{ id: "role", label: "Works as a cook", key: true }], removed: [] };
    expect(readReviewDraft(form([[REVIEW_FIELD, reviewJson(draft)]]))).toEqual(draft);
    expect(readReviewDraft(form([[REVIEW_FIELD, "{not json"]]))).toBeNull();
    expect(readReviewDraft(form([[REVIEW_FIELD, JSON.stringify({ items: "x" })]]))).toBeNull();
    expect(readReviewDraft(form([["name", "Cook"]]))).toBeNull();
  });

  it("keeps at most 40 items, one of each id", () => {
    const items = Array.from({ length: 60 }, (_, i) => ({ id: `added:x${i % 50}`, label: `x${i}`, key: true }));
    const read = readReviewDraft(form([[REVIEW_FIELD, JSON.stringify({ basis: null, items, removed: [] })]]))!;
    expect(read.items).toHaveLength(MAX_REVIEW_ITEMS);
    expect(new Set(read.items.map((i) => i.id)).size).toBe(MAX_REVIEW_ITEMS);
  });

  it("reads the button pressed; Enter adds what was typed", () => {
    expect(readReviewOp(form([["op", "up:3"]]))).toEqual({ kind: "up", index: 3 });
    expect(readReviewOp(form([["op", "remove:0"]]))).toEqual({ kind: "remove", index: 0 });
    expect(readReviewOp(form([["op", "add"], ["new.label", " Kafka "], ["new.need", "nice"]]))).toEqual({ kind: "add", label: "Kafka", key: false });
    expect(readReviewOp(form([["op", "enter"], ["new.label", "Kafka"]]))).toEqual({ kind: "add", label: "Kafka", key: true });
    expect(readReviewOp(form([["op", "enter"], ["new.label", ""]]))).toBeNull();
    expect(readReviewOp(form([["op", "up:x"]]))).toBeNull();
  });

  it("fingerprints the posting: the same words give the same basis", () => {
    const a = postingBasis({ name: "Cook", jobDescription: "Grill\r\nPrep" });
    expect(postingBasis({ name: "Cook", jobDescription: "Grill\nPrep " })).toBe(a);
    expect(postingBasis({ name: "Cook", jobDescription: "Grill" })).not.toBe(a);
  });
});
