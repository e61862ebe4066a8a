import { describe, expect, it } from "vitest";
import { buildJobProfile } from "./job-profile";

const posting = (name: string, asks: string[], duty: string) =>
  buildJobProfile({ name, description: [name, "", duty, "", "Requirements", ...asks.map((a) => `- ${a}`)].join("\n") });

describe("an engineer whose title names no trade for certain", () => {
  it("writes software where the must-haves are software the occupation reached does not list", () => {
    // O*NET lists no such title; its meaning alone comes closest to translators.
    const compiler = posting(
      "Compiler Optimization Engineer, Tensor Kernels",
      ["Strong C++ and Python", "Experience with Rust or Go", "Familiarity with Linux toolchains"],
      "You will speed up the code our compiler emits for accelerator chips.",
    );
    expect(compiler.occupation?.title).toBe("Software Developers");
    // A loose match ("Reliability Engineer" is filed under logistics engineers) gives way too.
    const reliability = posting(
      "Core Platform Reliability Engineer - Job Scheduling",
      ["Go or Python in production", "Docker and Kubernetes", "Distributed systems experience"],
      "Keep the schedulers that run our customers' batch jobs up and fast.",
    );
    expect(reliability.occupation?.title).toBe("Software Developers");
  });

  it("stays in a trade whose occupation lists the software asked for", () => {
    const electrical = posting(
      "Electrical Engineer",
      ["C and Python for test scripts", "LabVIEW", "MATLAB", "Circuit design"],
      "Design and test power boards for our charging stations.",
    );
    expect(electrical.occupation?.title).toBe("Electrical Engineers");
  });

  it("stays in a trade where fewer than three of the must-haves are software", () => {
    const civil = posting(
      "Resident Engineer",
      ["Construction management", "Python scripting", "Blueprint reading"],
      "Inspect the contractor's work on our bridge projects every day.",
    );
    expect(civil.occupation?.title).not.toBe("Software Developers");
  });
});
