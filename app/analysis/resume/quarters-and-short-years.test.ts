// Dates read at stop 57 (invented resume lines): quarters, and years of two figures after an apostrophe.
import { describe, expect, it } from "vitest";
import { findDateRanges } from "./dates";

const months = (line: string) => findDateRanges(line).map((r) => [Math.floor(r.start / 12), (r.start % 12) + 1, r.end === null ? null : Math.floor(r.end / 12), r.end === null ? null : (r.end % 12) + 1]);

describe("a quarter", () => {
  it("opens a range in its first month and ends one in its last", () => {
    expect(months("Planner, Northgate Foods — Q3 2020 – Q1 2022")).toEqual([[2020, 7, 2022, 3]]);
    expect(months("Planner, Northgate Foods — Q4 2023 - Present")).toEqual([[2023, 10, null, null]]);
  });
});

describe("a year of two figures after an apostrophe", () => {
  it("is a range's end or start, straight or curly, with or without its month", () => {
    expect(months("Server, Blue Heron Cafe — ’18 – ’21")).toEqual([[2018, 1, 2021, 12]]);
    expect(months("Server, Blue Heron Cafe — '18 - Present")).toEqual([[2018, 1, null, null]]);
    expect(months("Treasurer, Chess Club — October '15 -'17")).toEqual([[2015, 10, 2017, 12]]);
  });

  it("is no range alone", () => {
    expect(months("Class of '19, with honors")).toEqual([]);
  });
});
