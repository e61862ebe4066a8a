import type { Task } from "graphile-worker";
import { sendEmailJob } from "~/jobs/send-email.server";
import { deliverEmail } from "~/models/mailer.server";

export const sendEmail: Task = async (payload) => {
  const { outboxId } = sendEmailJob.payload.parse(payload);
  await deliverEmail(outboxId);
};
