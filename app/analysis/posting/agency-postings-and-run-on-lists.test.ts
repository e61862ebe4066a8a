// Postings as recruiting agencies copy them to job sites: the bullets run into one line, the agency's own story at
// the end, an acronym of the engineer's trade that is also a clinician's. Made-up postings in the shape of real ones.
import { describe, expect, it } from "vitest";
import { canonicalSkills } from "../knowledge/lexicon";
import { buildJobProfile } from "./job-profile";

const skills = (name: string, description: string) =>
  buildJobProfile({ name, description }).requirements.filter((r) => r.kind === "skill" && r.id !== "core-skills");
const keyLabels = (name: string, description: string) => skills(name, description).filter((r) => r.key).map((r) => r.label);
const niceLabels = (name: string, description: string) => skills(name, description).filter((r) => !r.key).map((r) => r.label);

describe("a list a job board ran into one line", () => {
  const posting = [
    "Platform Engineer",
    "A robotics start-up is hiring its third platform engineer to keep the fleet's software shipping.",
    "Requirements:",
    "Solid Go in production.Hands-on Kubernetes and Terraform.Comfort on call for a small fleetAdded bonus: PyTorch for the perception team.",
  ].join("\n");

  it("keeps each item's own weight: the glued items are required, the bonus one is not", () => {
    expect(keyLabels("Platform Engineer", posting)).toEqual(expect.arrayContaining(["Go", "Kubernetes", "Terraform"]));
    expect(keyLabels("Platform Engineer", posting)).not.toContain("PyTorch");
    expect(niceLabels("Platform Engineer", posting)).toContain("PyTorch");
  });
});

describe("a recruiting agency's story after the job", () => {
  const posting = [
    "Backend Engineer",
    "Our client, a payments company, needs a backend engineer for its ledger team.",
    "Requirements",
    "- Java or Kotlin",
    "- PostgreSQL",
    "Northgate Talent is a specialist technology recruitment partner. We're lucky enough to recruit the best people for the most exciting companies in Europe. Have a look at our website to see what else we’re recruiting for.",
  ].join("\n");

  it("asks for none of the agency's own trade", () => {
    const asks = skills("Backend Engineer", posting).map((r) => r.label);
    expect(asks).toEqual(expect.arrayContaining(["PostgreSQL"]));
    expect(asks).not.toContain("Recruiting");
  });
});

describe("TEE in a security engineer's posting", () => {
  it("is a trusted execution environment beside TPMs and secure boot, not an echocardiogram", () => {
    expect(canonicalSkills("Hardware-based security: TPM, TEEs, secure boot")).not.toContain("Echocardiography");
    expect(canonicalSkills("Builds trusted applications for the TEE on our payment terminals' firmware")).not.toContain("Echocardiography");
  });
  it("is still the echocardiogram a cardiac sonographer performs", () => {
    expect(canonicalSkills("Assists cardiologists with TEE procedures and stress echo")).toContain("Echocardiography");
    expect(canonicalSkills("Performed TTEs and TEEs on adult patients")).toContain("Echocardiography");
  });
});

describe("the benefits a posting lists after the job, under no heading of their own", () => {
  it("ask for none of the words they use", () => {
    const posting = [
      "Test Automation Engineer",
      "Requirements",
      "- Python and pytest",
      "- CI pipelines",
      "Full-time staff earn vacation at an accrual rate of 15 days a year. We also offer a staff car scheme that pays registration and insurance fees.",
    ].join("\n");
    const asks = skills("Test Automation Engineer", posting).map((r) => r.label);
    expect(asks).toContain("Python");
    expect(asks).not.toContain("Insurance");
    expect(asks).not.toContain("Accruals");
  });
});

describe("a line about pay or how to apply, in the requirements", () => {
  it("asks for nothing", () => {
    const posting = [
      "Data Engineer",
      "Requirements",
      "- Airflow and dbt",
      "COMPENSATION: Pay bands follow each city's cost of living.",
      "Put NX-2231 in your email subject line, please. You can connect with us on LinkedIn too.",
    ].join("\n");
    const asks = skills("Data Engineer", posting).map((r) => r.label);
    expect(asks).toContain("dbt");
    expect(asks.map((a) => a.toLowerCase())).not.toContain("compensation");
    expect(asks).not.toContain("Social Media");
  });
});
