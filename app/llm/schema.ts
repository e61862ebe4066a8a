// What the model is asked to answer: facts with quotes, plus prose. The JSON
// schema goes to the provider (structured output); the zod schema reads the
// answer leniently: a malformed item is dropped, not the whole answer.
import { z } from "zod";

export const DEGREE_LEVELS = ["high_school", "associate", "bachelor", "master", "doctorate"] as const;

const str = { type: "string" } as const;
const quoted = (properties: Record<string, object>) => ({
  type: "object",
  additionalProperties: false,
  required: [...Object.keys(properties), "quote"],
  properties: { ...properties, quote: str },
});
const strings = { type: "array", items: str } as const;

/** JSON schema of the answer; strict-mode compatible (every property required, no extras). */
export const ANSWER_JSON_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: ["headline", "jobs", "skills", "education", "certifications", "pros", "cons", "followUpQuestions", "summary"],
  properties: {
    headline: { anyOf: [quoted({ title: str }), { type: "null" }] },
    jobs: { type: "array", items: quoted({ title: str, dates: { type: ["string", "null"] } }) },
    skills: { type: "array", items: quoted({ name: str }) },
    education: { type: "array", items: quoted({ level: { type: "string", enum: [...DEGREE_LEVELS] }, field: str }) },
    certifications: { type: "array", items: quoted({ name: str }) },
    pros: strings,
    cons: strings,
    followUpQuestions: strings,
    summary: str,
  },
} as const;

const MAX = { jobs: 30, skills: 80, education: 10, certifications: 20, prose: 12, text: 300, quote: 500 };

const text = (max: number) => z.string().transform((s) => s.trim().slice(0, max));

/** Keeps the items that parse and at most `max` of them; null or missing reads as []. */
function keep<T extends z.ZodType>(item: T, max: number) {
  return (items: unknown[] | null | undefined): z.output<T>[] => {
    const out: z.output<T>[] = [];
    for (const raw of items ?? []) {
      const parsed = item.safeParse(raw);
      if (parsed.success) out.push(parsed.data);
      if (out.length >= max) break;
    }
    return out;
  };
}
const list = z.array(z.unknown());

const quote = text(MAX.quote);
const headline = z.object({ title: text(MAX.text), quote });
const job = z.object({
  title: text(MAX.text),
  dates: text(MAX.text)
    .nullish()
    .transform((v) => v || null),
  quote,
});
const named = z.object({ name: text(MAX.text), quote });
const degree = z.object({
  level: z.string().nullish(),
  field: text(MAX.text)
    .nullish()
    .transform((v) => v ?? ""),
  quote,
});

/** jobs and skills must be arrays: an object without them is not an answer. */
export const answerSchema = z.object({
  headline: z
    .unknown()
    .optional()
    .transform((v) => {
      const parsed = headline.safeParse(v);
      return parsed.success && parsed.data.title ? parsed.data : null;
    }),
  jobs: list.transform(keep(job, MAX.jobs)),
  skills: list.transform(keep(named, MAX.skills)),
  education: list.nullish().transform(keep(degree, MAX.education)),
  certifications: list.nullish().transform(keep(named, MAX.certifications)),
  pros: list.nullish().transform(keep(z.string(), MAX.prose)),
  cons: list.nullish().transform(keep(z.string(), MAX.prose)),
  followUpQuestions: list.nullish().transform(keep(z.string(), MAX.prose)),
  summary: z
    .string()
    .nullish()
    .transform((v) => v ?? ""),
});

export type LlmAnswer = z.output<typeof answerSchema>;
