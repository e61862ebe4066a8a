import { z } from "zod";

const optional = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== "" ? v.trim() : undefined));

const stripePrice = optional.pipe(z.string().regex(/^price_\w+$/, "must be a Stripe price id (price_…)").optional());

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().positive().default(3000),
  /** The address to listen on; 127.0.0.1 keeps a laptop's app private, 0.0.0.0 serves a container. */
  HOST: z.string().trim().min(1).default("127.0.0.1"),
  /** Web processes per machine. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /** "1" when one proxy (Fly, a load balancer) sits in front and sets X-Forwarded-For. */
  TRUST_PROXY: optional,
  DATABASE_URL: z.string().min(1, "DATABASE_URL is required"),
  SESSION_SECRET: z.string().min(16, "SESSION_SECRET must be at least 16 characters"),
  APP_URL: optional,
  ADMIN_EMAIL: z.string().email().default("admin@example.com"),
  ADMIN_PASSWORD: optional,
  SUPPORT_EMAIL: z.string().email().default("support@example.com"),
  STORAGE: z.enum(["local", "s3"]).default("local"),
  STORAGE_DIR: optional,
  S3_ENDPOINT: optional,
  S3_REGION: optional,
  S3_BUCKET: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_FORCE_PATH_STYLE: optional,
  ANALYZER: z.enum(["builtin", "ollama", "openai"]).default("builtin"),
  OLLAMA_HOST: optional,
  OLLAMA_MODEL: optional,
  OPENAI_BASE_URL: optional,
  OPENAI_API_KEY: optional,
  OPENAI_MODEL: optional,
  LLM_TIMEOUT_SECONDS: z.coerce.number().positive().default(60),
  /** "off": no credits, plans or payments; every account may create tournaments of up to 1,000 resumes and export zips. */
  BILLING: z.enum(["on", "off"], { error: 'BILLING must be "on" or "off"' }).default("on"),
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_API_BASE: optional,
  /** Stripe prices of the plans (seeded into `plans.stripe_price_id`); unset, checkout charges each plan's price_in_cents. */
  STRIPE_PRICE_PRO: stripePrice,
  STRIPE_PRICE_ENTERPRISE: stripePrice,
  STRIPE_PRICE_EXTRA: stripePrice,
  SMTP_URL: optional,
  MAIL_FROM: z.string().default("Tierlist <no-reply@localhost>"),
  PARTNER_JWT_SECRET: optional,
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /** Scales every rate limit (the browser tests raise them). */
  RATE_LIMIT_FACTOR: z.coerce.number().positive().default(1),
  /** Memory each web process may give to rendered tournament pages; 0 turns the cache off. */
  PAGE_CACHE_MB: z.coerce.number().min(0).default(64),
});

export type Env = z.infer<typeof schema>;

/** Every setting's name (tests check that .env.example and the README list each one). */
export const SETTING_NAMES = Object.keys(schema.shape) as Array<keyof Env>;

/** The settings that choose and reach the analyzer, and nothing else. */
const analyzerSchema = schema.pick({
  ANALYZER: true,
  OLLAMA_HOST: true,
  OLLAMA_MODEL: true,
  OPENAI_BASE_URL: true,
  OPENAI_API_KEY: true,
  OPENAI_MODEL: true,
  LLM_TIMEOUT_SECONDS: true,
});
export type AnalyzerEnv = z.infer<typeof analyzerSchema>;

/** The Stripe prices the plans are seeded with: the seed runs (db:migrate, npm start) before the app's other settings must exist. */
const stripePriceSchema = schema.pick({ STRIPE_PRICE_PRO: true, STRIPE_PRICE_ENTERPRISE: true, STRIPE_PRICE_EXTRA: true });

function parseOrThrow<T>(parsed: z.ZodSafeParseResult<T>): T {
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
  throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
}

let cached: Env | undefined;

/** The settings in `source`, validated; a bad one throws with a readable list. */
export function readSettings(source: NodeJS.ProcessEnv): Env {
  return parseOrThrow(schema.safeParse(source));
}

/** Parsed once, at first use; a bad setting stops the process with a readable list. */
export function env(): Env {
  cached ??= readSettings(process.env);
  return cached;
}

/**
 * Only the analyzer settings, validated the same way: for tools that run no web
 * app, worker or database (`npm run analyze`), so they need no DATABASE_URL or
 * SESSION_SECRET. The web app and the worker keep calling env().
 */
export function analyzerEnv(): AnalyzerEnv {
  return parseOrThrow(analyzerSchema.safeParse(process.env));
}

/** The plans' Stripe price ids, validated like every setting. */
export function stripePriceIds() {
  const prices = parseOrThrow(stripePriceSchema.safeParse(process.env));
  return { pro: prices.STRIPE_PRICE_PRO, enterprise: prices.STRIPE_PRICE_ENTERPRISE, extra: prices.STRIPE_PRICE_EXTRA };
}

export function appUrl() {
  const e = env();
  return (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
}

export const isProduction = () => env().NODE_ENV === "production";
