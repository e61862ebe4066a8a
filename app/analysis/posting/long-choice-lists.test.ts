// A long list offering a choice ("Go, Rust, Kotlin, Swift, Elixir, Haskell or OCaml") is one ask that any of its items
// meets, even where the lexicon knows some items by no name: they had broken the list in two, and only its last pair
// was a choice. A list without "or" still asks for each item. Made-up postings and resumes.
import { describe, expect, it } from "vitest";
import { analyzeResume } from "../builtin";
import { buildJobProfile } from "./job-profile";

const skills = (name: string, description: string) =>
  buildJobProfile({ name, description }).requirements.filter((r) => r.kind === "skill" && r.id !== "core-skills");

const polyglot = [
  "Backend Engineer",
  "We run a freight marketplace and need a backend engineer for the pricing team.",
  "Requirements:",
  "- Shipped services in one of Go, Rust, Kotlin, Swift, Elixir, Haskell or OCaml.",
  "- PostgreSQL in production",
].join("\n");

describe("a long list offering a choice, with items the lexicon does not know", () => {
  it("is one must-have that any of its languages meets, labelled as the posting writes it", () => {
    const choice = skills("Backend Engineer", polyglot).filter((r) => r.terms.includes("Rust"));
    expect(choice).toHaveLength(1);
    expect(choice[0]).toMatchObject({ key: true, label: "Go, Rust, Kotlin, Swift, Elixir, Haskell or OCaml", minMatches: 1 });
    expect(choice[0].terms).toEqual(expect.arrayContaining(["Go", "Rust", "Kotlin", "Swift", "Haskell"]));
  });

  it("asks for none of the languages on its own; the next line's database stays a must-have of its own", () => {
    const labels = skills("Backend Engineer", polyglot).map((r) => r.label);
    for (const language of ["Go", "Rust", "Kotlin", "Swift", "Haskell"]) expect(labels).not.toContain(language);
    expect(skills("Backend Engineer", polyglot).find((r) => r.label === "PostgreSQL")).toMatchObject({ key: true });
  });

  it("is met by a candidate who writes one of the languages, quoted", () => {
    const resume = ["Dana Whitfield", "Backend Engineer", "Experience", "Backend Engineer, Cargoline, 2019 - present", "Built the rate engine in Kotlin on PostgreSQL."].join("\n");
    const profile = buildJobProfile({ name: "Backend Engineer", description: polyglot });
    const choice = profile.requirements.find((r) => r.terms.includes("Rust"))!;
    const result = analyzeResume(profile, resume).requirements.find((r) => r.requirementId === choice.id);
    expect(result?.status).toBe("met");
    expect(result?.evidence).toContain("Kotlin");
  });
});

describe("lists a recruiter reads item by item", () => {
  it("a short list asks for each of its items", () => {
    const posting = ["Data Engineer", "Requirements:", "- Python, SQL and Spark every day"].join("\n");
    const asked = skills("Data Engineer", posting).filter((r) => r.key).map((r) => r.terms);
    expect(asked).toEqual(expect.arrayContaining([["Python"], ["SQL"], ["Apache Spark"]]));
  });

  it("a long list without a choice asks for each of its items", () => {
    const posting = ["Data Engineer", "Requirements:", "- Strong SQL and Python, and experience with dbt, Airflow, Kafka, Snowflake, BigQuery, Redshift."].join("\n");
    const asked = skills("Data Engineer", posting).filter((r) => r.key).map((r) => r.terms);
    expect(asked).toEqual(expect.arrayContaining([["SQL"], ["Python"], ["dbt"], ["Airflow"], ["Kafka"], ["Snowflake"]]));
  });
});
