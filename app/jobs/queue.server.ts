import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db, Tx } from "~/utils/db.server";

export interface JobSpec<S extends z.ZodType> {
  name: string;
  payload: S;
  queueName?: string;
  maxAttempts?: number;
}

export function defineJob<S extends z.ZodType>(spec: JobSpec<S>) {
  return {
    ...spec,
    /** Adds the job in the caller's transaction: it exists exactly when the rows it works on do. */
    async enqueue(tx: Tx | Db, payload: z.infer<S>, opts: { jobKey?: string; runAt?: Date; priority?: number } = {}) {
      const data = spec.payload.parse(payload);
      await tx.execute(sql`select graphile_worker.add_job(
        ${spec.name}::text,
        ${JSON.stringify(data)}::json,
        queue_name => ${spec.queueName ?? null}::text,
        run_at => ${opts.runAt?.toISOString() ?? null}::timestamptz,
        max_attempts => ${spec.maxAttempts ?? 5}::int,
        job_key => ${opts.jobKey ?? null}::text,
        priority => ${opts.priority ?? 0}::int
      )`);
    },
  };
}
