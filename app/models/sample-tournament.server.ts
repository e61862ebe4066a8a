import { and, eq } from "drizzle-orm";
import { db, schema } from "~/utils/db.server";
import { addResumes } from "./resume-queue.server";

export const SAMPLE_JOB = {
  name: "Frontend Developer",
  jobDescription:
    "We are hiring a frontend developer to build and maintain our customer-facing web application. You will work with designers and backend engineers, ship accessible, fast interfaces and review code.",
  keyRequirements: "3+ years of experience with React and TypeScript\nHTML, CSS and accessibility\nTesting with Jest or Playwright",
  optionalRequirements: "Next.js or Remix\nGraphQL\nDesign systems",
};

/** Three invented candidates: a strong match, a partial one and an unrelated one. */
export const SAMPLE_RESUMES: { fileName: string; text: string }[] = [
  {
    fileName: "sample-jordan-lee.txt",
    text: `Jordan Lee
Senior Frontend Developer
jordan.lee@example.com | (555) 010-2233 | github.com/jordanlee

SUMMARY
Frontend developer with 6 years of experience building accessible React and TypeScript applications.

EXPERIENCE
Senior Frontend Developer, Brightwave Software — Jan 2021 to Present
- Led the migration of a large React codebase to TypeScript and Remix.
- Built a design system with accessible components (WCAG 2.1 AA), HTML and CSS.
- Wrote unit tests with Jest and end-to-end tests with Playwright; reviewed code daily.

Frontend Developer, Northstar Apps — Jun 2018 to Dec 2020
- Developed React and Next.js features, GraphQL queries and responsive CSS layouts.

EDUCATION
B.S. Computer Science, State University, 2018

SKILLS
React, TypeScript, JavaScript, HTML, CSS, Accessibility, Jest, Playwright, Next.js, Remix, GraphQL, Git`,
  },
  {
    fileName: "sample-sam-rivera.txt",
    text: `Sam Rivera
Web Developer
sam.rivera@example.com | (555) 010-4455

EXPERIENCE
Web Developer, Local Media Group — Mar 2022 to Present
- Maintain the company website with JavaScript, HTML and CSS.
- Built small React widgets for the newsroom.

Junior Developer, City Print Shop — Jan 2021 to Feb 2022
- Updated WordPress themes and PHP templates.

EDUCATION
Associate Degree in Web Design, Community College, 2020

SKILLS
JavaScript, HTML, CSS, React, WordPress, PHP`,
  },
  {
    fileName: "sample-casey-morgan.txt",
    text: `Casey Morgan
Line Cook
casey.morgan@example.com

EXPERIENCE
Line Cook, Harbor Bistro — 2019 to Present
- Prepared grill and saute stations for 200 covers a night.
- Kept food safety logs and trained new kitchen staff.

EDUCATION
Culinary Arts Certificate, 2018

SKILLS
Food preparation, Food safety, Inventory, Teamwork`,
  },
];

/**
 * Creates the account's sample tournament once, however often the setup job
 * runs. Returns the tournament id and the resume ids created now.
 */
export async function createSampleTournament(userId: string) {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: schema.tournaments.id })
      .from(schema.tournaments)
      .where(and(eq(schema.tournaments.userId, userId), eq(schema.tournaments.isSample, true)));
    if (existing) return { tournamentId: existing.id, resumeIds: [] as string[] };
    const [tournament] = await tx
      .insert(schema.tournaments)
      .values({ userId, isSample: true, status: "processing", ...SAMPLE_JOB })
      .returning({ id: schema.tournaments.id });
    const resumeIds = await addResumes(
      tx,
      tournament!.id,
      SAMPLE_RESUMES.map((r) => ({ fileName: r.fileName, fileKind: "txt" as const, sizeBytes: Buffer.byteLength(r.text), text: r.text })),
    );
    return { tournamentId: tournament!.id, resumeIds };
  });
}
