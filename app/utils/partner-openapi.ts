// The OpenAPI 3.1 description of the partner API (/v1), served at /v1/openapi.json. Every /v1 answer
// the tests receive is checked against it (tests/integration/partner-api.test.ts), so it can't drift.
import { schemaParts } from "./openapi";

type Schema = Record<string, unknown>;
const { str, nullable, int, dateTime, list, strings, ref, object, nullableTier, ok, error, idParam } = schemaParts;

/** An object that says every field it has: an undocumented field fails the check. */
const closed = (properties: Record<string, Schema>, optional: string[] = []): Schema => ({ ...object(properties, optional), additionalProperties: false });
const nullableDateTime = nullable("string", { format: "date-time" });
const PROCESSING_STATES = ["queued", "extracting", "analyzing", "done", "error"];

const schemas: Record<string, Schema> = {
  Error: closed({ message: str, error: str, errors: { type: "object", additionalProperties: strings } }, ["errors"]),
  LoginInput: object({ username: str, password: { type: "string", description: "The secret the administrator gave you" } }),
  PartnerToken: closed({
    token: { type: "string", description: "A JWT (HS256); send it as `Authorization: Bearer <token>`" },
    token_type: { const: "Bearer" },
    expires_in: { type: "integer", description: "Seconds the token is valid for" },
    user: closed({ name: str, username: str, partnerName: str, employer_uuid: str }),
  }),
  ListingInput: object(
    {
      company: str,
      title: str,
      description: str,
      application_url: { type: ["string", "null"], description: "http or https" },
      job_listing_type: { type: "string", enum: ["Full-Time", "Contract"] },
      region: nullable("string"),
      optional_skills: list(int),
      expires_at: nullableDateTime,
    },
    ["application_url", "region", "optional_skills", "expires_at"],
  ),
  ListingCreated: closed({
    listing_id: str,
    employer_uuid: str,
    job_title: str,
    tournament_id: str,
    status: { const: "active" },
    tournament_status: { type: "string", enum: ["draft", "processing", "completed", "error"] },
  }),
  Listing: closed(
    {
      listing_id: str,
      employer_uuid: str,
      job_title: str,
      company: str,
      title: str,
      description: nullable("string"),
      application_url: nullable("string"),
      job_listing_type: { type: "string", enum: ["Full-Time", "Contract"] },
      region: nullable("string"),
      optional_skills: list(int),
      status: { type: "string", enum: ["active", "expired"] },
      expires_at: nullableDateTime,
      created_at: dateTime,
      tournament_id: str,
      tournament_status: { type: "string", enum: ["draft", "processing", "completed", "error"] },
      resume_count: int,
      processed_count: int,
      tiers: closed({ A: int, B: int, C: int, D: int }),
    },
    ["tiers"],
  ),
  ResumeRecord: closed({
    resume_id: str,
    file_id: str,
    filename: str,
    status: { type: "string", enum: ["succeeded", "failed", "processing"] },
    processing_state: { type: "string", enum: PROCESSING_STATES },
    tier: nullableTier,
    score: nullable("integer"),
    error: nullable("string"),
    result_url: { type: ["string", "null"], description: "Our own signed link to the analysis (GET /v1/results/…), valid for an hour; null until it succeeded" },
    file_url: { type: "string", description: "Our own signed link to the original file (GET /v1/files/…), valid for an hour" },
    submitted_at: dateTime,
    created_at: dateTime,
    finished_at: nullableDateTime,
  }),
  ListingResumes: closed({ listing_id: str, tournament_status: { type: "string", enum: ["draft", "processing", "completed", "error"] }, resumes: list(ref("ResumeRecord")) }),
  UploadReceipt: closed({ resume_id: str, file_id: str, filename: str, status: { const: "queued" } }),
  Result: closed({
    resume_id: str,
    file_id: str,
    listing_id: nullable("string"),
    filename: str,
    status: { type: "string", enum: ["succeeded", "failed", "processing"] },
    error: nullable("string"),
    tier: nullableTier,
    score: nullable("integer"),
    summary: nullable("string"),
    pros: strings,
    cons: strings,
    extractedSkills: strings,
    followUpQuestions: strings,
    contactInfo: closed({ name: nullable("string"), email: nullable("string"), phone: nullable("string") }),
    requirements: list({ type: "object", description: "Each requirement of the posting, with whether and where the resume meets it" }),
    suspiciousContent: list(closed({ text: str, detail: str })),
  }),
  File: { type: "object", properties: { file: { type: "string", contentEncoding: "binary" } }, required: ["file"] },
};

const bearer = error("401", "No token, or an invalid or expired one.");
const off = error("503", "The partner API is not configured.");
const listingParam = idParam("listing_id", "The listing_id from POST /v1/listings");
const signed = [
  { name: "expires", in: "query", required: true, schema: int },
  { name: "sig", in: "query", required: true, schema: str },
];
const open = { security: [] };

const paths: Record<string, Record<string, Schema>> = {
  "/v1/auth/login": {
    post: {
      summary: "Sign in with your username and secret; answers a bearer token",
      ...open,
      requestBody: { required: true, content: { "application/json": { schema: ref("LoginInput") } } },
      responses: { ...ok("Signed in", ref("PartnerToken")), ...error("400", "username or password missing: `errors` lists them"), ...error("401", "Invalid username or password."), ...error("429", "Too many sign-in attempts."), ...off },
    },
  },
  "/v1/listings": {
    post: {
      summary: "Create a job listing (and the tournament that screens its resumes)",
      requestBody: { required: true, content: { "application/json": { schema: ref("ListingInput") } } },
      responses: { ...ok("Created", ref("ListingCreated"), "201"), ...error("400", "Invalid listing: `errors` lists the fields"), ...bearer, ...error("415", "Send the listing as JSON."), ...off },
    },
  },
  "/v1/listings/{listing_id}": {
    get: { summary: "One of your listings, its tournament's status and its counts by tier", parameters: [listingParam], responses: { ...ok("The listing", ref("Listing")), ...bearer, ...error("404", "Listing not found (or not yours)."), ...off } },
  },
  "/v1/listings/{listing_id}/resumes": {
    get: { summary: "The listing's resumes as records, in upload order", parameters: [listingParam], responses: { ...ok("Resumes", ref("ListingResumes")), ...bearer, ...error("404", "Listing not found (or not yours)."), ...off } },
  },
  "/v1/users/{employer_uuid}/jobs/{listing_id}/upload": {
    post: {
      summary: "Upload one resume (pdf, docx or txt; 10 MB) as multipart field `file`, or as the raw body with ?filename=",
      parameters: [idParam("employer_uuid", "Your employer_uuid (from the login answer)"), listingParam, { name: "filename", in: "query", required: false, schema: str, description: "Required with a raw body" }],
      requestBody: { required: true, content: { "multipart/form-data": { schema: ref("File") }, "application/octet-stream": { schema: { type: "string", contentEncoding: "binary" } } } },
      responses: {
        ...ok("Queued for analysis", ref("UploadReceipt"), "201"),
        ...error("400", "No file, or no file name for a raw body."),
        ...bearer,
        ...error("404", "Listing not found (or not yours)."),
        ...error("409", "The listing has expired, or is full."),
        ...error("413", "The file is larger than 10 MB."),
        ...error("415", "Not a PDF, DOCX or text file."),
        ...off,
      },
    },
  },
  "/v1/results/{resume_id}": {
    get: {
      summary: "One resume's analysis, for whoever holds its signed result_url",
      ...open,
      parameters: [idParam("resume_id", "The record's resume_id"), ...signed],
      responses: { ...ok("The analysis", ref("Result")), ...error("403", "This result link is invalid or has expired."), ...error("404", "Result not found."), ...off },
    },
  },
  "/v1/files/{resume_id}": {
    get: {
      summary: "One resume's original file, for whoever holds its signed file_url",
      ...open,
      parameters: [idParam("resume_id", "The record's resume_id"), ...signed],
      responses: {
        "200": { description: "The file, inline, with Content-Disposition and a sandboxing CSP", content: { "application/pdf": {}, "application/vnd.openxmlformats-officedocument.wordprocessingml.document": {}, "text/plain": {} } },
        ...error("403", "This file link is invalid or has expired."),
        ...error("404", "File not found."),
        ...off,
      },
    },
  },
  "/v1/openapi.json": { get: { summary: "This document", ...open, responses: { "200": { description: "OpenAPI 3.1", content: { "application/json": { schema: { type: "object" } } } } } } },
};

// A JSON body past 1 MB is refused before it is read.
for (const operations of Object.values(paths)) {
  for (const operation of Object.values(operations)) {
    if (operation.requestBody) Object.assign(operation.responses as object, { ...error("413", "The request is too large."), ...(operation.responses as object) });
  }
}

export const partnerOpenApiDocument = {
  openapi: "3.1.0",
  info: {
    title: "Tierlist partner API",
    version: "1.0.0",
    description:
      "For partners who push job listings and resumes and read the analysis. Sign in with POST /v1/auth/login (username and the secret the administrator gave you), then send `Authorization: Bearer <token>`. Every error is JSON with `message` (repeated as `error`). result_url and file_url are our own signed links, valid for an hour.",
  },
  servers: [{ url: "/" }],
  security: [{ bearer: [] }],
  components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } }, schemas },
  paths,
};
