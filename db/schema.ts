import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { TIERS } from "../app/analysis/tiers";
import { FILE_KINDS, type ContactInfo, type JobProfile, type ResumeAnalysis, type SuspiciousFlag } from "../app/analysis/types";
import type { SavedReview } from "../app/analysis/posting/requirement-review";
import type { Stage } from "../app/utils/stages";

const id = () => uuid("id").primaryKey().defaultRandom();
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** FREE, PRO, ENTERPRISE and EXTRA TOURNAMENT: price, resume cap, credits, zip export. */
export const plans = pgTable("plans", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  stripePriceId: text("stripe_price_id"),
  priceInCents: integer("price_in_cents").notNull(),
  maxResumesPerTournament: integer("max_resumes_per_tournament").notNull(),
  maxTournaments: integer("max_tournaments").notNull(),
  zipExport: boolean("zip_export").notNull().default(false),
  /** A base plan sets the resume cap; an extra pack only adds tournament credits. */
  isExtraPack: boolean("is_extra_pack").notNull().default(false),
  features: jsonb("features").$type<string[]>().notNull().default([]),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const users = pgTable(
  "users",
  {
    id: id(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: ["user", "admin"] }).notNull().default("user"),
    /** Highest plan bought; FREE until one is. */
    planId: text("plan_id")
      .notNull()
      .default("free")
      .references(() => plans.id),
    hasUnlimitedAccess: boolean("has_unlimited_access").notNull().default(false),
    setupCompletedAt: timestamp("setup_completed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`)],
);

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("password_reset_tokens_hash_idx").on(t.tokenHash), index("password_reset_tokens_user_idx").on(t.userId)],
);

/**
 * Signed-in browsers. The cookie holds a random id; only its SHA-256 is stored.
 * Logging out deletes the row; a password reset deletes all of the user's rows.
 */
export const sessions = pgTable(
  "sessions",
  {
    idHash: text("id_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/**
 * Personal API tokens for scripts and other clients (`Authorization: Bearer tl_…` on /api).
 * Only the token's SHA-256 is stored; the token itself is shown once. Revoking sets revoked_at.
 */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    tokenHash: text("token_hash").notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("api_tokens_hash_idx").on(t.tokenHash), index("api_tokens_user_idx").on(t.userId)],
);

/**
 * Signed-in partner browsers (the partner pages), like `sessions` for recruiters:
 * the cookie holds a random id, only its SHA-256 is stored, signing out deletes
 * the row, and deactivating the partner ends all of them.
 */
export const partnerSessions = pgTable(
  "partner_sessions",
  {
    idHash: text("id_hash").primaryKey(),
    partnerId: uuid("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("partner_sessions_partner_idx").on(t.partnerId)],
);

export const promoCodes = pgTable(
  "promo_codes",
  {
    id: id(),
    code: text("code").notNull(),
    description: text("description"),
    maxUses: integer("max_uses"),
    usedCount: integer("used_count").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    grantsUnlimited: boolean("grants_unlimited").notNull().default(false),
    grantsCredits: integer("grants_credits").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("promo_codes_code_idx").on(sql`upper(${t.code})`)],
);

export const promoRedemptions = pgTable(
  "promo_redemptions",
  {
    id: id(),
    promoCodeId: uuid("promo_code_id")
      .notNull()
      .references(() => promoCodes.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("promo_redemptions_code_user_idx").on(t.promoCodeId, t.userId)],
);

/** A verified card payment (one row per provider checkout session). */
export const payments = pgTable(
  "payments",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    planId: text("plan_id")
      .notNull()
      .references(() => plans.id),
    checkoutSessionId: text("checkout_session_id").notNull(),
    amountInCents: integer("amount_in_cents").notNull(),
    status: text("status", { enum: ["pending", "paid"] }).notNull().default("pending"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("payments_checkout_session_idx").on(t.checkoutSessionId), index("payments_user_idx").on(t.userId)],
);

/**
 * Append-only credit ledger: grants are positive, one debit (-1) per non-demo
 * tournament created, and at most one refund (+1) when that tournament is deleted unused. Available = sum(delta); the unique keys make a replayed
 * payment, promo or tournament impossible to count twice.
 */
export const creditLedger = pgTable(
  "credit_ledger",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    delta: integer("delta").notNull(),
    /** refund: the credit a deleted tournament gave back (once per tournament, by the unique key below). */
    reason: text("reason", { enum: ["signup", "purchase", "promo", "tournament", "refund", "admin"] }).notNull(),
    planId: text("plan_id").references(() => plans.id),
    paymentId: uuid("payment_id").references(() => payments.id),
    promoCodeId: uuid("promo_code_id").references(() => promoCodes.id),
    tournamentId: uuid("tournament_id"),
    note: text("note"),
    createdAt: createdAt(),
  },
  (t) => [
    index("credit_ledger_user_idx").on(t.userId),
    uniqueIndex("credit_ledger_payment_idx").on(t.paymentId),
    uniqueIndex("credit_ledger_tournament_reason_idx").on(t.tournamentId, t.reason),
    uniqueIndex("credit_ledger_promo_user_idx").on(t.promoCodeId, t.userId),
  ],
);

export const partners = pgTable(
  "partners",
  {
    id: id(),
    name: text("name").notNull(),
    username: text("username").notNull(),
    secretHash: text("secret_hash").notNull(),
    employerUuid: uuid("employer_uuid").notNull().defaultRandom(),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("partners_username_idx").on(t.username), uniqueIndex("partners_employer_idx").on(t.employerUuid)],
);

export const TOURNAMENT_STATUSES = ["draft", "processing", "completed", "error"] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];

export const tournaments = pgTable(
  "tournaments",
  {
    id: id(),
    /** Null only for public demo tournaments and partner listings. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    partnerId: uuid("partner_id").references(() => partners.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    jobDescription: text("job_description"),
    keyRequirements: text("key_requirements"),
    optionalRequirements: text("optional_requirements"),
    keySkills: jsonb("key_skills").$type<string[]>().notNull().default([]),
    jobProfile: jsonb("job_profile").$type<JobProfile>(),
    /** The requirements as the recruiter reviewed them (null: as read from the posting); the profile is built from them. */
    requirementReview: jsonb("requirement_review").$type<SavedReview>(),
    /** The tournament's hiring stages (null: the four defaults). */
    stages: jsonb("stages").$type<Stage[]>(),
    status: text("status", { enum: TOURNAMENT_STATUSES }).notNull().default("draft"),
    /** Public landing-page demo: no owner, deleted after 24 hours. */
    isDemo: boolean("is_demo").notNull().default(false),
    /** The sample tournament created with every new account ('Sample' badge). */
    isSample: boolean("is_sample").notNull().default(false),
    blindView: boolean("blind_view").notNull().default(false),
    /** Archived tournaments leave the default lists but keep everything. */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    /** Rate-limit key of the visitor who created a demo. */
    demoClientKey: text("demo_client_key"),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** When the first analysis of any of its resumes was saved; never cleared (a re-rank re-queues, it does not undo). A credit comes back only while this is null. */
    firstAnalysedAt: timestamp("first_analysed_at", { withTimezone: true }),
    /**
     * Bumped by triggers on every change to the tournament or any of its resumes
     * (migration 0002), so a page rendered for one version is never shown for another.
     */
    version: integer("version").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("tournaments_user_created_idx").on(t.userId, t.createdAt),
    index("tournaments_partner_idx").on(t.partnerId),
    index("tournaments_demo_created_idx").on(t.isDemo, t.createdAt),
  ],
);

export const RESUME_STATUSES = ["queued", "extracting", "analyzing", "done", "error"] as const;
export type ResumeStatus = (typeof RESUME_STATUSES)[number];


export const resumes = pgTable(
  "resumes",
  {
    id: id(),
    tournamentId: uuid("tournament_id")
      .notNull()
      .references(() => tournaments.id, { onDelete: "cascade" }),
    fileName: text("file_name").notNull(),
    storageKey: text("storage_key"),
    fileKind: text("file_kind", { enum: FILE_KINDS }),
    sizeBytes: integer("size_bytes").notNull().default(0),
    sha256: text("sha256"),
    status: text("status", { enum: RESUME_STATUSES }).notNull().default("queued"),
    /** Shown to the recruiter when status is error. */
    errorReason: text("error_reason"),
    text: text("text"),
    flags: jsonb("flags").$type<SuspiciousFlag[]>().notNull().default([]),
    analysis: jsonb("analysis").$type<ResumeAnalysis>(),
    skills: jsonb("skills").$type<string[]>().notNull().default([]),
    contact: jsonb("contact").$type<ContactInfo>(),
    score: real("score"),
    /** The analyzer's tier. */
    tier: text("tier", { enum: TIERS }),
    /** The recruiter's tier, kept beside the AI's. */
    tierOverride: text("tier_override", { enum: TIERS }),
    tierOverriddenAt: timestamp("tier_overridden_at", { withTimezone: true }),
    /** Where the recruiter has put the candidate: a key of the tournament's stages (app/utils/stages.ts). */
    stage: text("stage").notNull().default("new"),
    /** The person, read from the analysis when it is saved, so lists sort and search on plain columns. */
    candidateName: text("candidate_name"),
    currentTitle: text("current_title"),
    location: text("location"),
    yearsExperience: real("years_experience"),
    /** The list row's requirement summary, read from the analysis when it is saved: the first three met (in the posting's order), met in full, all. */
    matchedRequirements: jsonb("matched_requirements").$type<string[]>().notNull().default([]),
    requirementsMet: integer("requirements_met").notNull().default(0),
    requirementsTotal: integer("requirements_total").notNull().default(0),
    /** The candidate's email as the analysis read it, lower-cased: the same person uploaded twice in a tournament. */
    contactEmail: text("contact_email"),
    /** Upload order within the tournament (0-based); batches of 100 are position / 100. */
    position: integer("position").notNull().default(0),
    externalFileId: text("external_file_id"),
    attempts: integer("attempts").notNull().default(0),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    extractMs: integer("extract_ms"),
    analyzeMs: integer("analyze_ms"),
    createdAt: createdAt(),
  },
  (t) => [
    index("resumes_tournament_status_idx").on(t.tournamentId, t.status),
    index("resumes_tournament_score_idx").on(t.tournamentId, t.score),
    index("resumes_tournament_sha_idx").on(t.tournamentId, t.sha256),
    index("resumes_tournament_email_idx").on(t.tournamentId, t.contactEmail),
    uniqueIndex("resumes_external_file_idx").on(t.externalFileId),
  ],
);

export const externalListings = pgTable(
  "external_listings",
  {
    id: id(),
    partnerId: uuid("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "cascade" }),
    tournamentId: uuid("tournament_id")
      .notNull()
      .references(() => tournaments.id, { onDelete: "cascade" }),
    externalListingId: text("external_listing_id").notNull(),
    company: text("company").notNull(),
    title: text("title").notNull(),
    description: text("description"),
    applicationUrl: text("application_url"),
    jobListingType: text("job_listing_type", { enum: ["Full-Time", "Contract"] }).notNull(),
    region: text("region"),
    optionalSkills: jsonb("optional_skills").$type<number[]>().notNull().default([]),
    status: text("status", { enum: ["active", "expired"] }).notNull().default("active"),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("external_listings_partner_idx").on(t.partnerId, t.createdAt),
    uniqueIndex("external_listings_external_id_idx").on(t.externalListingId),
  ],
);

export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: id(),
    toAddress: text("to_address").notNull(),
    /** account_change: the notice after an email or password change (text column: a new kind needs no migration). */
    kind: text("kind", { enum: ["welcome", "password_reset", "processing_complete", "test", "account_change"] }).notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    /** recorded: outbox only (no SMTP configured); sent: delivered to the SMTP server. */
    status: text("status", { enum: ["pending", "sent", "recorded", "failed"] }).notNull().default("pending"),
    error: text("error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("email_outbox_created_idx").on(t.createdAt)],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: id(),
    actorUserId: uuid("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id"),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_subject_idx").on(t.subjectType, t.subjectId), index("audit_log_created_idx").on(t.createdAt)],
);

/** Fixed-window counters shared by every web process. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/**
 * Sign-in attempts per account (by the SHA-256 of the lower-cased email, whether
 * or not the account exists). After a few failures each further attempt waits a
 * growing delay, capped, so guessing is slow but the owner is never locked out.
 */
export const loginThrottle = pgTable("login_throttle", {
  account: text("account").primaryKey(),
  failures: integer("failures").notNull().default(0),
  nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Live graphile-worker workers. Jobs locked by a worker whose process is gone
 * (SIGKILL, crash) are unlocked at once instead of after graphile's 4 hours.
 */
export const workerHeartbeats = pgTable("worker_heartbeats", {
  workerId: text("worker_id").primaryKey(),
  hostname: text("hostname").notNull(),
  pid: integer("pid").notNull(),
  lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A recruiter's note on a candidate. */
export const candidateNotes = pgTable(
  "candidate_notes",
  {
    id: id(),
    tournamentId: uuid("tournament_id")
      .notNull()
      .references(() => tournaments.id, { onDelete: "cascade" }),
    resumeId: uuid("resume_id")
      .notNull()
      .references(() => resumes.id, { onDelete: "cascade" }),
    authorUserId: uuid("author_user_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    /** Set when the note is deleted; clearing it (undo) brings the note back. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("candidate_notes_resume_idx").on(t.resumeId, t.createdAt), index("candidate_notes_tournament_idx").on(t.tournamentId)],
);

/**
 * The trail of decisions on a candidate: every stage and tier change with who,
 * when, from and to, and an optional reason. A bulk change shares one batch id,
 * so it is undone as one. Undoing marks the event and restores `fromValue`.
 */
export const candidateEvents = pgTable(
  "candidate_events",
  {
    id: id(),
    tournamentId: uuid("tournament_id")
      .notNull()
      .references(() => tournaments.id, { onDelete: "cascade" }),
    resumeId: uuid("resume_id")
      .notNull()
      .references(() => resumes.id, { onDelete: "cascade" }),
    actorUserId: uuid("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    /** A stage or tier change (from and to are the values), or a deleted note (from is the note's id, the reason its opening words). */
    kind: text("kind", { enum: ["stage", "tier", "note"] }).notNull(),
    fromValue: text("from_value"),
    toValue: text("to_value"),
    reason: text("reason"),
    batchId: uuid("batch_id").notNull(),
    undoneAt: timestamp("undone_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("candidate_events_resume_idx").on(t.resumeId, t.createdAt),
    index("candidate_events_tournament_idx").on(t.tournamentId, t.createdAt),
    index("candidate_events_batch_idx").on(t.batchId),
  ],
);
