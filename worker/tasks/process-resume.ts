import type { Task } from "graphile-worker";
import { processResumeJob } from "~/jobs/process-resume.server";
import { failResume, processResume } from "~/models/resume-processing.server";

export const processResumeTask: Task = async (payload, helpers) => {
  const { resumeId } = processResumeJob.payload.parse(payload);
  try {
    await processResume(resumeId);
  } catch (error) {
    // Retries cover passing faults (storage, database); the last attempt fails only this resume.
    if (helpers.job.attempts >= helpers.job.max_attempts) {
      helpers.logger.error(`process-resume ${resumeId}: giving up: ${(error as Error).message}`);
      await failResume(resumeId);
      return;
    }
    throw error;
  }
};
