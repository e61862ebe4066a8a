import { describe, expect, it } from "vitest";
import { action as demoJsonAction } from "~/routes/api.demo.tournament";
import { action as landingAction } from "~/routes/_index";
import { action as createAction } from "~/routes/dashboard.create-tournament";
import { ListingInputSchema } from "~/models/partner-listings.server";
import { db, schema } from "~/utils/db.server";
import { JOB_TEXT_MAX } from "~/utils/job-field-limits";
import { eq } from "drizzle-orm";
import { utf8Txt } from "../fixtures/resume-files";
import { createTestUser, sessionCookie } from "../support/factories";
import { BASE, call, multipart } from "../support/route-call";

/** A real posting's length: 10,350 characters of prose, with CRLF line breaks as browsers send them. */
function posting(length: number) {
  const paragraph = "You will own the month-end close, reconcile accounts, prepare financial statements and work with auditors.\r\n";
  return paragraph.repeat(Math.ceil(length / paragraph.length)).slice(0, length);
}
const LONG = posting(10_350);
const RAW = /Too big|Too small|expected string|Invalid input/;

const client = () => ({ clientIp: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });

describe("one limit for job fields, with readable messages", () => {
  it("takes a 10,350-character posting in the demo, for recruiters and from partners", async () => {
    const demo = await call(landingAction, multipart("/?index", "", { name: "Senior Accountant", jobDescription: LONG }, [["cv.txt", utf8Txt()]]), {}, client());
    expect(demo.status).toBe(302);
    const json = await call(demoJsonAction, new Request(`${BASE}/api/demo/tournament`, { method: "POST", body: JSON.stringify({ name: "Senior Accountant", jobDescription: LONG }), headers: { "Content-Type": "application/json" } }), {}, client());
    expect(json.status).toBe(201);

    const user = await createTestUser();
    const created = await call(createAction, multipart("/dashboard/create-tournament", await sessionCookie(user.id), { name: "Senior Accountant", jobDescription: LONG }, []));
    expect(created.status).toBe(302);

    const listing = ListingInputSchema.safeParse({ company: "Acme", title: "Senior Accountant", description: LONG, job_listing_type: "Full-Time" });
    expect(listing.success).toBe(true);
  });

  it("refuses a posting over the limit in the same words everywhere, never the validator's", async () => {
    const tooLong = "x ".repeat(JOB_TEXT_MAX);
    const demo = await call(landingAction, multipart("/?index", "", { name: "Senior Accountant", jobDescription: tooLong }, [["cv.txt", utf8Txt()]]), {}, client());
    expect(demo.status).toBe(400);
    const demoText = JSON.stringify(demo.data);
    expect(demoText).toContain("Job description is too long: 39,999 characters, and the limit is 20,000.");
    expect(demoText).not.toMatch(RAW);

    const user = await createTestUser();
    const created = await call(createAction, multipart("/dashboard/create-tournament", await sessionCookie(user.id), { name: "Senior Accountant", jobDescription: tooLong }, []));
    expect(created.status).toBe(400);
    expect(JSON.stringify(created.data)).toContain("Job description is too long: 39,999 characters, and the limit is 20,000.");
    expect(JSON.stringify(created.data)).not.toMatch(RAW);

    const listing = ListingInputSchema.safeParse({ company: "Acme", title: "Senior Accountant", description: tooLong, job_listing_type: "Full-Time" });
    expect(listing.success).toBe(false);
    expect(listing.error!.issues[0]!.message).toContain("description is too long: 39,999 characters, and the limit is 20,000.");
  });

  it("keeps what was typed when the demo's hourly limit refuses it (JavaScript off)", async () => {
    const context = client();
    const fields = { name: "Senior Accountant", jobDescription: "Audit and month-end close.", keyRequirements: "CPA, Excel" };
    let last;
    for (let i = 0; i < 400; i++) {
      last = await call(landingAction, multipart("/?index", "", fields, [["cv.txt", utf8Txt()]]), {}, context);
      if (last.status === 429) break;
    }
    expect(last!.status).toBe(429);
    expect(last!.data).toMatchObject({ initialValue: fields });
    // Nothing of the refused request was kept.
    const demos = await db.select().from(schema.tournaments).where(eq(schema.tournaments.demoClientKey, context.clientIp));
    expect(demos.length).toBeLessThan(400);
  });
});
