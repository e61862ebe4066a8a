import { mkdirSync } from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { ACCENTED_RESUME, docx, mojibakeTxt, odt, rtf, spreadsheetXls, twoColumnPdf, wordDoc } from "../fixtures/resume-files";
import { newEmail, signUp, toUploadStep } from "./helpers";

// The upload screens name .doc, .rtf and .odt, take them, and turn away (with JavaScript, at once) the files
// the server would refuse.

const SHOTS = "/tmp/i28-files-shots";
mkdirSync(SHOTS, { recursive: true });

async function formats() {
  return [
    { name: "amelie.doc", mimeType: "application/msword", buffer: Buffer.from(wordDoc(ACCENTED_RESUME)) },
    { name: "amelie.rtf", mimeType: "application/rtf", buffer: Buffer.from(rtf(ACCENTED_RESUME)) },
    { name: "amelie.odt", mimeType: "application/vnd.oasis.opendocument.text", buffer: Buffer.from(await odt(ACCENTED_RESUME)) },
    { name: "bullets.txt", mimeType: "text/plain", buffer: Buffer.from(mojibakeTxt(ACCENTED_RESUME.join("\n"))) },
  ];
}
const workbook = { name: "workbook.doc", mimeType: "application/msword", buffer: Buffer.from(spreadsheetXls()) };

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** Signs up, creates a tournament for one Word resume against a posting, and waits until it is screened. */
async function screenWordResume(page: Page, javaScriptEnabled: boolean, run: { email: string; name: string; posting: string; keyRequirements?: string; file: string; bytes: Uint8Array }) {
  await signUp(page, newEmail(run.email));
  await page.goto("/dashboard/create-tournament");
  await page.getByLabel("Tournament Name").fill(run.name);
  await page.getByLabel(/Job Description/).fill(run.posting);
  if (run.keyRequirements) await page.getByLabel(/Key Requirements/).fill(run.keyRequirements);
  await toUploadStep(page, javaScriptEnabled);
  await page.getByLabel("Resume Upload").setInputFiles([{ name: run.file, mimeType: DOCX, buffer: Buffer.from(run.bytes) }]);
  await page.getByRole("button", { name: "Create Tournament" }).click();
  await expect(page).toHaveURL(/\/dashboard\/tournament\/[0-9a-f-]{36}$/);
  await expect(page.getByText("Completed", { exact: true })).toBeVisible({ timeout: 30_000 });
}

async function shoot(page: Page, name: string, javaScriptEnabled: boolean, part?: Locator) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const path = `${SHOTS}/${name}-${width}-${javaScriptEnabled ? "js" : "nojs"}.png`;
    if (part) await part.screenshot({ path });
    else await page.screenshot({ path, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("creating a tournament names and takes .doc, .rtf and .odt, and says which file it refuses", async ({ page, javaScriptEnabled }) => {
  await signUp(page, newEmail("formats"));
  await page.goto("/dashboard/create-tournament");
  await page.getByLabel("Tournament Name").fill("Data Analyst");
  await toUploadStep(page, javaScriptEnabled);
  const input = page.getByLabel("Resume Upload");
  await expect(input).toHaveAttribute("accept", /\.pdf,\.docx,\.doc,\.rtf,\.odt,\.txt,/);
  await expect(page.getByText(".pdf, .docx, .doc, .rtf, .odt, .txt; up to", { exact: false })).toBeVisible();

  await input.setInputFiles([...(await formats()), workbook]);
  if (javaScriptEnabled) {
    await expect(page.getByText("4 files selected")).toBeVisible();
    await expect(page.getByText('File "workbook.doc" is not an accepted file type.')).toBeVisible();
  }
  await shoot(page, "create-chosen", javaScriptEnabled);
  await page.getByRole("button", { name: "Create Tournament" }).click();
  await expect(page).toHaveURL(/\/dashboard\/tournament\/[0-9a-f-]{36}$/);
  await expect(page.getByText(/^Created .* · 4 resumes$/)).toBeVisible();
  await expect(page.getByText("Completed", { exact: true })).toBeVisible({ timeout: 30_000 });
  // All four read: each shows the current title, without the employer written beside it.
  await expect(page.getByText("Senior Data Analyst", { exact: true })).toHaveCount(4);
  await shoot(page, "tournament-read", javaScriptEnabled);
  // Each is named by its accented name, in every format.
  await expect(page.getByRole("link", { name: "Amélie Dubois", exact: true })).toHaveCount(4);
  // Accents and all: the double-encoded text file's "CafÃ© LumiÃ¨re" was repaired in what its analysis quotes.
  await page.getByRole("row").filter({ hasText: "bullets.txt" }).getByRole("link", { name: "Amélie Dubois", exact: true }).click();
  await expect(page.getByRole("cell", { name: /Senior Data Analyst, Café Lumière Group, 2020 to 2024/ }).first()).toBeVisible();
  await expect(page.getByText("CafÃ©", { exact: false })).toHaveCount(0);
});

test("the demo names the formats and refuses a workbook named .doc", async ({ page, javaScriptEnabled }) => {
  await page.goto("/#try-demo");
  await expect(page.getByText("PDF, DOCX, DOC, RTF, ODT or TXT; 1 to 5 files")).toBeVisible();
  await page.getByLabel("Job title").fill("Data Analyst");
  await page.getByLabel("Resume files").setInputFiles([workbook]);
  if (javaScriptEnabled) await expect(page.getByText('File "workbook.doc" is not an accepted file type.')).toBeVisible();
  else {
    await page.getByRole("button", { name: "Analyze Resumes" }).click();
    await expect(page.getByText('File "workbook.doc" is not an accepted file type.')).toBeVisible();
  }
  await shoot(page, "demo-refused", javaScriptEnabled, page.locator("#try-demo"));
});

test("a LinkedIn profile saved as a PDF shows the candidate's name, title and location", async ({ page, javaScriptEnabled }) => {
  const sidebar = ["Contact", "www.linkedin.com/in/ines-duarte", "Top Skills", "Payroll", "ADP Workforce Now", "Onboarding", "Languages", "Portuguese (Native or Bilingual)"];
  const profile = ["Ines Duarte", "HR Generalist at Tidewater Foods", "Greater Boston Area", "Summary", "People operations for food plants.", "Experience", "Tidewater Foods", "HR Generalist", "January 2021 - Present (5 years 11 months)", "Benefits, onboarding and employee relations for 400 staff."];
  await signUp(page, newEmail("linkedin"));
  await page.goto("/dashboard/create-tournament");
  await page.getByLabel("Tournament Name").fill("HR Generalist");
  await toUploadStep(page, javaScriptEnabled);
  await page.getByLabel("Resume Upload").setInputFiles([{ name: "Profile.pdf", mimeType: "application/pdf", buffer: Buffer.from(await twoColumnPdf(sidebar, profile)) }]);
  await page.getByRole("button", { name: "Create Tournament" }).click();
  await expect(page).toHaveURL(/\/dashboard\/tournament\/[0-9a-f-]{36}$/);
  await expect(page.getByText("Completed", { exact: true })).toBeVisible({ timeout: 30_000 });
  // Named by the profile, not by its sidebar's "Contact"; titled and placed by its headline and location.
  await expect(page.getByRole("region", { name: "Candidates" }).getByRole("cell", { name: /^Ines Duarte Current title: HR Generalist Location: Greater Boston Area/ })).toBeVisible();
  await shoot(page, "linkedin-list", javaScriptEnabled);
  await page.getByRole("link", { name: "Ines Duarte", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Ines Duarte" })).toBeVisible();
  await expect(page.getByText("Greater Boston Area", { exact: false }).first()).toBeVisible();
  await shoot(page, "linkedin-candidate", javaScriptEnabled);
});

test("a Word resume that keeps its name in the page header and its sidebar first shows the candidate's name and title", async ({ page, javaScriptEnabled }) => {
  const sidebar = ["CONTACT", "mj.fernandez@example.com", "Tucson, AZ", "SKILLS", "Payroll", "Onboarding", "EDUCATION", "B.A. Psychology, 2016"];
  const main = ["María José Fernández", "HR Generalist", "PROFILE", "People operations for a 300-person clinic group.", "EXPERIENCE", "HR Generalist\tDesert Bloom Clinics\tMarch 2020 – Present", "Benefits, onboarding and employee relations."];
  const bytes = await docx([{ cells: [sidebar, main] }], { header: ["María José Fernández\tmj.fernandez@example.com"], footer: ["Page 1 of 1"] });
  await signUp(page, newEmail("wordheader"));
  await page.goto("/dashboard/create-tournament");
  await page.getByLabel("Tournament Name").fill("HR Generalist");
  await toUploadStep(page, javaScriptEnabled);
  await page.getByLabel("Resume Upload").setInputFiles([{ name: "fernandez.docx", mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", buffer: Buffer.from(bytes) }]);
  await page.getByRole("button", { name: "Create Tournament" }).click();
  await expect(page).toHaveURL(/\/dashboard\/tournament\/[0-9a-f-]{36}$/);
  await expect(page.getByText("Completed", { exact: true })).toBeVisible({ timeout: 30_000 });
  // Named by the page header in its own letters, titled by the job beside its employer, placed by the sidebar.
  await expect(page.getByRole("region", { name: "Candidates" }).getByRole("cell", { name: /^María José Fernández Current title: HR Generalist Location: Tucson, AZ/ })).toBeVisible();
  // The score of 98 stands in the chart's last band, under the axis's "100", not a third of the way in.
  const chart = await page.getByRole("img", { name: /^Score histogram/ }).boundingBox();
  const band = await page.getByRole("img", { name: /^Score histogram/ }).locator("rect").nth(9).boundingBox();
  expect(band!.x + band!.width).toBeGreaterThan(chart!.x + chart!.width * 0.9);
  await shoot(page, "word-header-list", javaScriptEnabled);
  await page.getByRole("link", { name: "María José Fernández", exact: true }).click();
  await expect(page.getByRole("heading", { name: "María José Fernández" })).toBeVisible();
  await shoot(page, "word-header-candidate", javaScriptEnabled);
});

test("a Word resume written as people outside the anonymised set write it shows its name, title, place, years and degree", async ({ page, javaScriptEnabled }) => {
  // The name only in lower case (read from the email), the title beside its employer with "since", a place in the
  // headline, a two-figure-year range, skills after their heading on one line, and a degree by its letters.
  const bytes = await docx([
    "dana whitfield",
    "Loan Closer · Columbus, OH · dana.whitfield@example.com",
    "EXPERIENCE",
    "First Bank of Dunmore — Loan Closer (since March 2019)",
    "Closed thirty residential loans a month in Encompass.",
    "Loan Processor, Harbor Savings Credit Union, 3/16 – 2/19",
    "Ordered appraisals and cleared conditions.",
    "Skills: Encompass, Excel",
    "EDUCATION",
    "BBA, Lakeshore University, 2015",
  ]);
  await screenWordResume(page, javaScriptEnabled, { email: "asWritten", name: "Loan Closer", posting: "We close residential mortgage loans.\nRequirements\n- Bachelor's degree in business administration", keyRequirements: "Encompass", file: "whitfield.docx", bytes });
  await expect(page.getByRole("region", { name: "Candidates" }).getByRole("cell", { name: /^Dana Whitfield Current title: Loan Closer Location: Columbus, OH/ })).toBeVisible();
  await shoot(page, "as-written-list", javaScriptEnabled);
  await page.getByRole("link", { name: "Dana Whitfield", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Dana Whitfield" })).toBeVisible();
  const table = page.getByRole("table", { name: "Requirements and evidence" });
  await expect(table.getByRole("row", { name: /^Bachelor's degree in business administration/ })).toContainText("Met");
  await expect(table.getByRole("row", { name: /^Bachelor's degree in business administration/ })).toContainText("BBA, Lakeshore University, 2015");
  await expect(table.getByRole("row", { name: /^Encompass/ })).toContainText("Met");
  // March 2016 to now (November 2026): ten years, the two jobs one after the other.
  await expect(page.getByText(/^Loan Closer, 11 years of experience/)).toBeVisible();
  await shoot(page, "as-written-candidate", javaScriptEnabled);
});

test("a resume a job site exported from its form shows its title, years and met requirements", async ({ page, javaScriptEnabled }) => {
  // No name; "Education Details" run into the skills line; the title, then "<Title> - <Employer>"; months per skill;
  // the dates only in a sentence ("since March 2018").
  const bytes = await docx([
    "Skills * Java, Spring Boot, Hibernate * MySQL * Maven, Git Education Details ",
    "June 2013 B.E Computer Engineering Nashik, Maharashtra Pune University",
    "Java Developer ",
    "Java Developer - Kestrel Softworks Pvt Ltd",
    "Skill Details ",
    "Java- Exprience - 48 months",
    "Spring Boot- Exprience - 30 months",
    "Company Details ",
    "company - Kestrel Softworks Pvt Ltd",
    "description - Working as Java Developer since March 2018. Wrote Spring Boot services that price freight for a shipping client.",
    "company - Tarn Infotech",
    "description - Worked as Junior Programmer from Aug 2013 to Feb 2018. Kept the JSP screens of a billing portal running.",
  ]);
  await screenWordResume(page, javaScriptEnabled, { email: "siteform", name: "Java Developer", posting: "We build an order platform.\nRequirements\n- 3+ years of Java\n- Spring Boot", file: "kestrel-form.docx", bytes });
  const cell = page.getByRole("region", { name: "Candidates" }).getByRole("cell", { name: /Current title: Java Developer/ });
  await expect(cell).toBeVisible();
  await shoot(page, "site-form-list", javaScriptEnabled);
  await cell.getByRole("link").first().click();
  const table = page.getByRole("table", { name: "Requirements and evidence" });
  await expect(table.getByRole("row", { name: /^Works as Java Developer/ })).toContainText("Met");
  await expect(table.getByRole("row", { name: /^3\+ years of relevant experience/ })).toContainText("Met");
  // August 2013 to now (November 2026).
  await expect(page.getByText(/^Java Developer, 13 years of experience/)).toBeVisible();
  await shoot(page, "site-form-candidate", javaScriptEnabled);
});

test("a posting's months and a resume's credential after the name read as written, and a tool named in one word at the end of a line counts as used", async ({ page, javaScriptEnabled }) => {
  // The name in capitals with a credential and its issuer, the headline under it, a tool named at the end of a
  // line of other work; the posting asks months and names a tool beside Excel.
  const bytes = await docx([
    "TAMSIN OKAFOR, CMA (AAMA)",
    "Medical Assistant",
    "Fayetteville, Arkansas 72701 · 479.555.0161",
    "EXPERIENCE",
    "Medical Assistant",
    "Ozark Family Clinic, Fayetteville, AR",
    "March 2021 - Present",
    "- Room patients, take vitals and draw blood; notes go into athenahealth",
    "CERTIFICATIONS",
    "Certified Medical Assistant (AAMA)",
  ]);
  await screenWordResume(page, javaScriptEnabled, { email: "postingWords", name: "Medical Assistant", posting: "Room patients and chart visits for a family clinic.\nRequirements\n- 6 months of clinic experience\n- CMA or RMA\n- EHR charting", file: "okafor.docx", bytes });
  await expect(page.getByRole("region", { name: "Candidates" }).getByRole("cell", { name: /^TAMSIN OKAFOR Current title: Medical Assistant Location: Fayetteville, Arkansas/ })).toBeVisible();
  await page.getByRole("link", { name: "TAMSIN OKAFOR", exact: true }).click();
  const table = page.getByRole("table", { name: "Requirements and evidence" });
  await expect(table.getByRole("row", { name: /^6\+ months of relevant experience/ })).toContainText("Met");
  await expect(table.getByRole("row", { name: /^CMA or RMA/ })).toContainText("Met");
  await expect(table.getByRole("row", { name: /^CMA or RMA/ })).toContainText("Certified Medical Assistant (AAMA)");
  // A product named in one word is a tool used, not a word in passing (stop 48).
  await expect(table.getByRole("row", { name: /^Electronic Health Records/ })).toContainText("Met");
  await expect(table.getByRole("row", { name: /^Electronic Health Records/ })).toContainText("notes go into athenahealth");
  await expect(page.getByText(/Electronic Health Records only in passing/)).toHaveCount(0);
  await expect(page.getByText("No mention of Electronic Health Records")).toHaveCount(0);
  await shoot(page, "posting-words-candidate", javaScriptEnabled);
});

test("a driver's resume reads its title without the employer and town, and the endorsements on its license line", async ({ page, javaScriptEnabled }) => {
  // The title, employer, town and state on one line; the endorsements in brackets; a posting whose requirements
  // sit under "What we need:" and whose endorsement may be earned after hire.
  const bytes = await docx([
    "RAYMOND DUPREE",
    "Longview, TX 75601 | (903) 555-0142",
    "PROFESSIONAL EXPERIENCE",
    "Regional Driver, Piney Woods Freight, Longview, TX — 06/2021 to present",
    "Drive 2,500 miles a week on Class 8 tractor-trailers; dry van and reefer loads across TX, LA and AR",
    "LICENSES",
    "Class A CDL with Hazmat (H) and Tanker (N) endorsements",
  ]);
  await screenWordResume(page, javaScriptEnabled, { email: "driverWords", name: "Regional Truck Driver", posting: "Run regional lanes, home every weekend.\nWhat we need:\n- 1 year of tractor-trailer experience\n- Valid Class A CDL\n- Hazmat endorsement within 90 days of hire", file: "dupree.docx", bytes });
  await expect(page.getByRole("region", { name: "Candidates" }).getByRole("cell", { name: /^RAYMOND DUPREE Current title: Regional Driver Location: Longview, TX/ })).toBeVisible();
  await page.getByRole("link", { name: "RAYMOND DUPREE", exact: true }).click();
  const table = page.getByRole("table", { name: "Requirements and evidence" });
  await expect(table.getByRole("row", { name: /^1\+ years of relevant experience/ })).toContainText("Met");
  await expect(table.getByRole("row", { name: /^Class A CDL/ })).toContainText("Met");
  await expect(table.getByRole("row", { name: /^Hazmat endorsement/ })).toContainText("Met");
  await expect(table.getByRole("row", { name: /^Hazmat endorsement/ })).toContainText("Class A CDL with Hazmat (H) and Tanker (N) endorsements");
  // The driving the CDL shows counts in the gaps and questions, as it does in the score.
  await expect(page.getByText(/Nothing in the resume shows Driving/)).toHaveCount(0);
  await expect(page.getByText(/only partly shown \(Driving\)/)).toBeVisible();
  await shoot(page, "driver-words-candidate", javaScriptEnabled);
});

test("a warehouse resume reads the title out of 'Title, Employer, City ST' and meets a forklift certificate one may still earn", async ({ page, javaScriptEnabled }) => {
  // The title, an employer named in ordinary words and the town on one line; the certificate written as the
  // operator holds it; a posting whose bracket offers another way to meet the certificate.
  const bytes = await docx([
    "MARCUS BELL",
    "Arlington, TX | 817-555-0199 | marcus.bell@example.com",
    "EXPERIENCE",
    "Material Handler, Lone Star Goods, Dallas TX    03/2022 - Present",
    "- Picked and packed 180 orders a shift with an RF gun; cycle counts every Friday",
    "- Certified forklift operator (sit-down, reach truck)",
  ]);
  await screenWordResume(page, javaScriptEnabled, { email: "warehouseWords", name: "Warehouse Associate", posting: "Pick, pack and ship orders in our distribution center.\nRequirements\n- 6 months of warehouse experience\n- Forklift certification (or able to get certified within 30 days)", file: "bell.docx", bytes });
  await expect(page.getByRole("region", { name: "Candidates" }).getByRole("cell", { name: /^MARCUS BELL Current title: Material Handler Location: Arlington, TX/ })).toBeVisible();
  await page.getByRole("link", { name: "MARCUS BELL", exact: true }).click();
  const table = page.getByRole("table", { name: "Requirements and evidence" });
  const certificate = table.getByRole("row", { name: /^Forklift certification/ });
  await expect(certificate).toContainText("Met");
  await expect(certificate).toContainText("Certified forklift operator (sit-down, reach truck)");
  await expect(certificate).not.toContainText("within 30 days");
  await expect(table.getByRole("row", { name: /^6\+ months of relevant experience/ })).toContainText("Met");
  await shoot(page, "warehouse-words-candidate", javaScriptEnabled);
});

test("a nurse's resume with her licences listed under her name opens with her job, and her hospital is her healthcare work", async ({ page, javaScriptEnabled }) => {
  // Letters after the name, a licence list under a label where a headline would be, the title beside its hospital;
  // a posting that asks for clinic or hospital experience.
  const bytes = await docx([
    "NADIA OSEI, BSN, RN",
    "Savannah, GA · 912-555-0147 · nadia.osei@example.com",
    "Licensure: Georgia RN (compact) · BLS · ACLS",
    "EXPERIENCE",
    "Staff Nurse, Cardiac Step-Down",
    "Coastal Empire Hospital, Savannah, GA",
    "June 2019 - Present",
    "- Care for four telemetry patients a shift; titrate drips and teach families before discharge",
  ]);
  await screenWordResume(page, javaScriptEnabled, { email: "licenceLine", name: "Registered Nurse", posting: "Care for adult patients on a busy cardiac unit.\nRequirements\n- Active RN license\n- 2 years of hospital experience\n- BLS and ACLS", file: "osei.docx", bytes });
  await expect(page.getByRole("region", { name: "Candidates" }).getByRole("cell", { name: /^NADIA OSEI Current title: Staff Nurse, Cardiac Step-Down Location: Savannah, GA/ })).toBeVisible();
  await page.getByRole("link", { name: "NADIA OSEI", exact: true }).click();
  await expect(page.getByText(/^Staff Nurse, Cardiac Step-Down, \d+ years of experience/)).toBeVisible();
  await expect(page.getByText(/^Licensure:.*years of experience/)).toHaveCount(0);
  const table = page.getByRole("table", { name: "Requirements and evidence" });
  const healthcare = table.getByRole("row", { name: /^Healthcare/ });
  await expect(healthcare).toContainText("Met");
  await expect(healthcare).toContainText("Coastal Empire Hospital, Savannah, GA");
  await expect(page.getByText(/Healthcare only in passing/)).toHaveCount(0);
  await shoot(page, "licence-line-candidate", javaScriptEnabled);
});

test("a nursing assistant for a nurse's posting that asks for the licence is held at C, and the page says why", async ({ page, javaScriptEnabled }) => {
  const bytes = await docx([
    "Tamsin Reyes",
    "Stockton, CA · tamsin.reyes@example.com",
    "EXPERIENCE",
    "Certified Nursing Assistant, Delta Valley Care Center — 2020 – present",
    "- Vitals, bathing and turning for fourteen residents a shift; report changes in condition to the charge nurse",
    "Caregiver, Homeward Companions — 2017 – 2020",
    "Certifications: CNA (California), BLS",
  ]);
  await screenWordResume(page, javaScriptEnabled, { email: "licenceHeld", name: "Registered Nurse - Telemetry", posting: "Care for telemetry patients on a 28-bed unit.\nRequirements: RN license; BLS; 1+ year of acute care experience preferred.", file: "reyes.docx", bytes });
  await page.getByRole("link", { name: "Tamsin Reyes", exact: true }).click();
  await expect(page.getByLabel("Tier C").first()).toBeVisible();
  await expect(page.getByText(/main gap: RN license, which the work needs by law, so the tier stops at C\./)).toBeVisible();
  await expect(page.getByText("The work needs RN license by law, and the resume does not show it: the score is held in C whatever these parts add up to.")).toBeVisible();
  await shoot(page, "licence-held-candidate", javaScriptEnabled);
});
