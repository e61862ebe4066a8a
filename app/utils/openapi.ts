// The OpenAPI 3.1 description of /api, served at /api/openapi.json. Its schemas are checked
// against real responses by tests/integration/json-api.test.ts, so it can't drift from the routes.
import { TIERS } from "~/analysis/tiers";

type Schema = Record<string, unknown>;

const str: Schema = { type: "string" };
const nullable = (type: string, extra: Schema = {}): Schema => ({ type: [type, "null"], ...extra });
const int: Schema = { type: "integer" };
const bool: Schema = { type: "boolean" };
const dateTime: Schema = { type: "string", format: "date-time" };
const list = (items: Schema): Schema => ({ type: "array", items });
const strings = list(str);
const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
/** An object whose listed properties are all required unless named in `optional`. */
const object = (properties: Record<string, Schema>, optional: string[] = []): Schema => ({
  type: "object",
  properties,
  required: Object.keys(properties).filter((k) => !optional.includes(k)),
});

const TIER = { type: "string", enum: [...TIERS] };
const nullableTier = { type: ["string", "null"], enum: [...TIERS, null] };

const schemas: Record<string, Schema> = {
  Error: object(
    {
      message: str,
      error: str,
      errors: { oneOf: [{ type: "object", additionalProperties: strings }, strings] },
      limitReached: { const: true },
    },
    ["error", "errors", "limitReached"],
  ),
  Message: object({ message: str }),
  AuthToken: object({ token: str, message: str, user: object({ id: str, email: str }) }, ["user"]),
  CurrentUser: object({
    id: str,
    email: str,
    role: { type: "string", enum: ["user", "admin"] },
    stripePlanId: nullable("string"),
    planId: str,
    planName: str,
    hasUnlimitedAccess: bool,
    additionalTournamentCredits: int,
    credits: object({ total: int, used: int, available: int, limitReached: bool }),
    resumesPerTournament: nullable("integer"),
    zipExport: bool,
    createdAt: dateTime,
  }),
  Tournament: object({
    id: str,
    name: str,
    status: { type: "string", enum: ["draft", "processing", "completed", "error"] },
    createdAt: dateTime,
    completedAt: nullable("string", { format: "date-time" }),
    resumeCount: int,
    processedCount: int,
    progress: int,
    keySkills: strings,
    jobDescription: nullable("string"),
    keyRequirements: nullable("string"),
    optionalRequirements: nullable("string"),
    isDemoTournament: { type: "boolean", description: "The sample tournament every account starts with" },
    isSample: bool,
  }),
  TournamentDetail: {
    allOf: [ref("Tournament"), object({ tierCounts: object({ A: int, B: int, C: int, D: int }), resumes: list(ref("Resume")) }, ["resumes"])],
  },
  TournamentInput: object(
    { name: str, jobDescription: str, keyRequirements: str, optionalRequirements: str, keySkills: strings },
    ["jobDescription", "keyRequirements", "optionalRequirements", "keySkills"],
  ),
  Resume: object({
    id: str,
    fileName: str,
    status: { type: "string", enum: ["queued", "extracting", "analyzing", "done", "error"] },
    errorReason: nullable("string"),
    tier: nullableTier,
    aiTier: nullableTier,
    tierOverride: nullableTier,
    score: nullable("number"),
    extractedSkills: strings,
    pros: strings,
    cons: strings,
    followUpQuestions: strings,
    contactInfo: { oneOf: [{ type: "null" }, object({ name: nullable("string"), email: nullable("string"), phone: nullable("string") })] },
    createdAt: dateTime,
    tournament: object({ id: str, name: str }),
    name: nullable("string", { description: "The candidate's name as read from the resume; null when not found or the tournament is in blind view" }),
    currentTitle: nullable("string", { description: "The latest job title (or the resume's headline)" }),
    yearsOfExperience: nullable("number", { description: "Years of work experience read from the resume" }),
    stage: { type: "string", description: "The key of the candidate's stage in its tournament (new, shortlisted, contacted, rejected, or one the recruiter added)" },
    stageLabel: { type: "string", description: "The stage's name as the tournament calls it" },
    noteCount: { type: "integer", description: "The recruiter's notes on the candidate (deleted ones not counted)" },
  }),
  ResumePage: object({ resumes: list(ref("Resume")), total: int, page: int, pageCount: int, pageSize: int }),
  UploadResult: object({ message: str, added: int, rejected: list(object({ fileName: str, message: str })) }),
  TierChange: object({ message: str, resume: object({ id: str, tier: TIER, aiTier: nullableTier }) }),
  Plan: object({
    id: str,
    name: str,
    stripePriceId: nullable("string"),
    priceInCents: int,
    maxTournaments: int,
    maxTournamentsPerMonth: int,
    maxResumesPerTournament: int,
    zipExport: bool,
    isExtraPack: bool,
    features: strings,
  }),
  CheckoutStart: object({ url: nullable("string"), sessionId: str }),
  CheckoutSession: object({ id: str, status: nullable("string"), paymentStatus: str, planId: str, url: nullable("string") }),
  PaymentResult: object({ status: { type: "string", enum: ["paid", "unpaid"] }, planId: nullable("string"), granted: bool, message: str }),
  PromoCode: object({
    id: str,
    code: str,
    description: nullable("string"),
    maxUses: nullable("integer"),
    usedCount: int,
    isActive: bool,
    grantsUnlimited: bool,
    grantsCredits: int,
    createdAt: dateTime,
  }),
  DemoTournamentInput: object(
    { name: str, jobDescription: str, keyRequirements: str, optionalRequirements: str, keySkills: strings, isPublicDemo: bool, isDemoTournament: bool },
    ["jobDescription", "keyRequirements", "optionalRequirements", "keySkills", "isPublicDemo", "isDemoTournament"],
  ),
  DemoTournament: object({
    id: str,
    name: str,
    status: str,
    createdAt: dateTime,
    keySkills: strings,
    jobDescription: nullable("string"),
    keyRequirements: nullable("string"),
    optionalRequirements: nullable("string"),
    isDemoTournament: { const: true },
    resumeCount: int,
    processedCount: int,
    progress: int,
    completed: bool,
  }),
  DemoResume: object({ id: str, fileName: str, status: str, errorReason: nullable("string"), tier: nullableTier, pros: strings, cons: strings, extractedSkills: strings }),
  Files: { type: "object", properties: { files: { type: "array", items: { type: "string", contentEncoding: "binary" } } }, required: ["files"] },
};

const json = (schema: Schema) => ({ "application/json": { schema } });
const ok = (description: string, schema: Schema, status = "200") => ({ [status]: { description, content: json(schema) } });
const error = (status: string, description: string) => ({ [status]: { description, content: json(ref("Error")) } });
const body = (schema: Schema, form = true) => ({
  required: true,
  content: form ? { ...json(schema), "application/x-www-form-urlencoded": { schema } } : json(schema),
});
const files = { required: true, content: { "multipart/form-data": { schema: ref("Files") } } };
const idParam = (name: string, description: string) => ({ name, in: "path", required: true, schema: str, description });
const bad = error("400", "A field is missing or not valid: `errors` lists the messages by field.");
const signedIn = error("401", "No valid token and no session.");
const missing = error("404", "Not found, or not yours (the two look the same).");
const open = { security: [] };

const paths: Record<string, Record<string, Schema>> = {
  "/api/auth/register": {
    post: { summary: "Create an account; answers a personal API token", ...open, requestBody: body(object({ email: str, password: str, confirmPassword: str }, ["confirmPassword"])), responses: { ...ok("Account created", ref("AuthToken"), "201"), ...bad, ...error("409", "An account with this email already exists."), ...error("429", "Too many sign-ups from this network.") } },
  },
  "/api/auth/login": {
    post: { summary: "Sign in; answers a new personal API token", ...open, requestBody: body(object({ email: str, password: str, tokenName: str }, ["tokenName"])), responses: { ...ok("Signed in", ref("AuthToken")), ...bad, ...error("401", "Wrong email or password."), ...error("429", "Too many attempts.") } },
  },
  "/api/auth/logout": { post: { summary: "Revoke the token used (or end the browser session)", responses: { ...ok("Logged out", ref("Message")), ...signedIn } } },
  "/api/auth/me": { get: { summary: "The current user, plan and credits", responses: { ...ok("The current user", ref("CurrentUser")), ...signedIn } } },
  "/api/auth/forgot-password": {
    post: { summary: "Mail a reset link (the same answer whether or not the account exists)", ...open, requestBody: body(object({ email: str })), responses: { ...ok("Sent if the account exists", ref("Message")), ...bad, ...error("429", "Too many requests.") } },
  },
  "/api/auth/reset-password": {
    post: { summary: "Set a new password with the token from the reset link", ...open, requestBody: body(object({ token: str, password: str, confirmPassword: str }, ["confirmPassword"])), responses: { ...ok("Password changed; every session and token of the account ended", ref("Message")), ...bad } },
  },
  "/api/tournaments": {
    get: { summary: "Your tournaments, newest first", responses: { ...ok("Tournaments", list(ref("Tournament"))), ...signedIn } },
    post: { summary: "Create a tournament (spends one credit)", requestBody: body(ref("TournamentInput"), false), responses: { ...ok("Created", ref("TournamentDetail"), "201"), ...bad, ...signedIn, ...error("403", "No credit left: `limitReached` is true.") } },
  },
  "/api/tournaments/{id}": {
    get: {
      summary: "One tournament; with its resumes when asked",
      parameters: [idParam("id", "Tournament id"), { name: "include", in: "query", required: false, schema: { type: "string", enum: ["resumes"] } }],
      responses: { ...ok("The tournament", ref("TournamentDetail")), ...signedIn, ...missing },
    },
  },
  "/api/tournaments/{id}/resumes": {
    get: { summary: "The tournament's resumes, tier A to D, untiered last", parameters: [idParam("id", "Tournament id")], responses: { ...ok("Resumes", list(ref("Resume"))), ...signedIn, ...missing } },
    post: { summary: "Upload resumes (repeated `files`; pdf, docx, doc, rtf, odt, txt; 10 MB each)", parameters: [idParam("id", "Tournament id")], requestBody: files, responses: { ...ok("Queued for analysis", ref("UploadResult")), ...bad, ...signedIn, ...missing } },
  },
  "/api/tournaments/{id}/export/tier/{tier}": {
    get: {
      summary: "One tier's originals and AI summaries as a zip (PRO, ENTERPRISE)",
      parameters: [idParam("id", "Tournament id"), { name: "tier", in: "path", required: true, schema: TIER }],
      responses: { "200": { description: "tournament-tier-{tier}.zip", content: { "application/zip": { schema: { type: "string", contentEncoding: "binary" } } } }, ...signedIn, ...error("403", "Exporting tiers is only available for PRO and ENTERPRISE plans."), ...missing },
    },
  },
  "/api/tournaments/{id}/export/csv": {
    get: {
      summary: "The tournament's candidates as CSV (every plan); the list's filters and order apply, or `ids` for a selection",
      parameters: [idParam("id", "Tournament id"), { name: "ids", in: "query", required: false, schema: list(str) }],
      responses: { "200": { description: "{name}-candidates.csv", content: { "text/csv": { schema: str } } }, ...signedIn, ...missing },
    },
  },
  "/api/resumes": {
    get: {
      summary: "Your candidates across tournaments, newest first, 50 a page",
      parameters: [
        { name: "q", in: "query", required: false, schema: str },
        { name: "by", in: "query", required: false, schema: { type: "string", enum: ["name", "skills"] } },
        { name: "page", in: "query", required: false, schema: int },
      ],
      responses: { ...ok("A page of resumes", ref("ResumePage")), ...bad, ...signedIn },
    },
  },
  "/api/resumes/{resumeId}": {
    put: { summary: "Set the recruiter's tier (kept beside the AI's)", parameters: [idParam("resumeId", "Resume id")], requestBody: body(object({ tier: TIER })), responses: { ...ok("Tier updated", ref("TierChange")), ...bad, ...signedIn, ...missing } },
  },
  "/api/resumes/{id}/view": {
    get: { summary: "The original file", parameters: [idParam("id", "Resume id")], responses: { "200": { description: "The file, with Content-Disposition" }, ...signedIn, ...missing } },
  },
  "/api/plans": { get: { summary: "The credit packs", ...open, responses: ok("Plans, cheapest first", list(ref("Plan"))) } },
  "/api/create-checkout-session": {
    post: { summary: "Start a Stripe Checkout for a plan", requestBody: body(object({ planId: str })), responses: { ...ok("Go to url", ref("CheckoutStart")), ...bad, ...signedIn, ...error("404", "Unknown plan."), ...error("503", "Payments are not configured.") } },
  },
  "/api/checkout-sessions/{id}": {
    get: { summary: "One of your checkout sessions, as Stripe sees it", parameters: [idParam("id", "Checkout session id")], responses: { ...ok("The session", ref("CheckoutSession")), ...signedIn, ...error("404", "Checkout Session Invalid"), ...error("503", "Payments are not configured.") } },
  },
  "/api/payment-success": {
    post: { summary: "Ask the server to verify a checkout with Stripe (credits come only from Stripe)", requestBody: body(object({ planId: str, sessionId: str }, ["planId", "sessionId"])), responses: { ...ok("Verified", ref("PaymentResult")), ...bad, ...signedIn, ...error("404", "Checkout Session Invalid") } },
  },
  "/api/promo-codes/redeem": {
    post: { summary: "Redeem a promo code", requestBody: body(object({ code: str })), responses: { ...ok("Redeemed", ref("Message")), ...bad, ...signedIn, ...error("404", "Invalid or expired promo code."), ...error("409", "Already redeemed.") } },
  },
  "/api/admin/promo-codes": {
    get: { summary: "Every promo code (administrator)", responses: { ...ok("Promo codes", object({ promoCodes: list(ref("PromoCode")) })), ...signedIn, ...error("403", "Administrator access required.") } },
    post: {
      summary: "Create a promo code (administrator)",
      requestBody: body(object({ code: str, description: str, maxUses: nullable("integer"), isActive: bool, grant: { type: "string", enum: ["unlimited", "credits"] }, credits: int }, ["description", "maxUses", "isActive", "grant", "credits"])),
      responses: { ...ok("Created", object({ message: str, id: str, code: str }), "201"), ...bad, ...signedIn, ...error("403", "Administrator access required."), ...error("409", "A promo code with this name already exists.") },
    },
  },
  "/api/tournaments/all": {
    get: { summary: "Every tournament (administrator)", parameters: [{ name: "q", in: "query", required: false, schema: str }, { name: "page", in: "query", required: false, schema: int }], responses: { ...ok("A page", object({ tournaments: list({ type: "object" }), total: int, page: int, pageCount: int, pageSize: int, totals: object({ tournaments: int, external: int }) })), ...signedIn, ...error("403", "Administrator access required.") } },
  },
  "/api/tournaments/external": {
    get: { summary: "Partner listings (administrator)", parameters: [{ name: "q", in: "query", required: false, schema: str }, { name: "page", in: "query", required: false, schema: int }], responses: { ...ok("A page", object({ listings: list({ type: "object" }), total: int, page: int, pageCount: int, pageSize: int })), ...signedIn, ...error("403", "Administrator access required.") } },
  },
  "/api/demo/tournament": {
    post: { summary: "Start a public demo (no sign-in; rate-limited)", ...open, requestBody: body(ref("DemoTournamentInput"), false), responses: { ...ok("Created", ref("DemoTournament"), "201"), ...bad, ...error("429", "Too many demos from this network.") } },
  },
  "/api/demo/tournament/{id}": { get: { summary: "A demo's status (poll every 3 s)", ...open, parameters: [idParam("id", "Demo id")], responses: { ...ok("The demo", ref("DemoTournament")), ...missing } } },
  "/api/demo/tournament/{id}/resumes": {
    get: { summary: "A demo's resumes", ...open, parameters: [idParam("id", "Demo id")], responses: { ...ok("Resumes", list(ref("DemoResume"))), ...missing } },
    post: { summary: "Upload up to 5 resumes to a demo", ...open, parameters: [idParam("id", "Demo id")], requestBody: files, responses: { ...ok("Queued", object({ uploaded: int, resumes: strings }), "201"), ...bad, ...missing } },
  },
};

// Any body past its cap (1 MB for JSON and forms, 10 MB a file) is refused before it is read.
for (const operations of Object.values(paths)) {
  for (const operation of Object.values(operations)) {
    if (operation.requestBody) Object.assign(operation.responses as object, error("413", "The request is too large."));
  }
}

export const openApiDocument = {
  openapi: "3.1.0",
  info: {
    title: "Tierlist API",
    version: "1.0.0",
    description:
      "Everything the screens do, for scripts and other clients. Sign in with POST /api/auth/login (or create a token on /dashboard/account) and send `Authorization: Bearer <token>`; the browser's session works too. Every error has a JSON body with `message`. The partner API (/v1) is described at /v1/openapi.json.",
  },
  servers: [{ url: "/" }],
  security: [{ bearer: [] }, { session: [] }],
  components: {
    securitySchemes: {
      bearer: { type: "http", scheme: "bearer", description: "A personal API token (tl_…)" },
      session: { type: "apiKey", in: "cookie", name: "__session" },
    },
    schemas,
  },
  paths,
};

/** The building blocks, for the partner API's own document (partner-openapi.ts). */
export const schemaParts = { str, nullable, int, dateTime, list, strings, ref, object, nullableTier, ok, error, idParam };
