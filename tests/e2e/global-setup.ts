import { fork, type ChildProcess } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { E2E_PORT } from "../../playwright.config";
import { startFakeStripe } from "../support/fake-stripe";
import { startSmtpServer } from "../support/smtp";
import { ADMIN, FAKE_STRIPE_PORT, LAUNCHER_PID_FILE, MAIL_DIR } from "./helpers";

/** The real product, started as `npm start` starts it, with a real SMTP server beside it. */
export default async function globalSetup() {
  // One folder per port: runs on different E2E_PORTs never wipe each other's database.
  const dataDir = path.resolve(`tests/.tmp/e2e-data-${E2E_PORT}`);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(MAIL_DIR, { recursive: true, force: true });
  mkdirSync(MAIL_DIR, { recursive: true });
  mkdirSync(dataDir, { recursive: true, mode: 0o755 });

  let n = 0;
  const smtp = await startSmtpServer((mail) => {
    const to = (Array.isArray(mail.to) ? mail.to : [mail.to]).flatMap((a) => a?.value.map((v) => v.address) ?? []);
    writeFileSync(path.join(MAIL_DIR, `${Date.now()}-${n++}.json`), JSON.stringify({ to, subject: mail.subject, text: mail.text }));
  });

  // Stripe's servers can't run here: a local server speaking its wire format, with a hosted checkout page the browser drives.
  const webhookSecret = "whsec_e2e_0123456789abcdef";
  const stripe = await startFakeStripe({ webhookSecret, webhookUrl: `http://localhost:${E2E_PORT}/api/stripe/webhook`, port: FAKE_STRIPE_PORT });

  const app: ChildProcess = fork("db/start.server.ts", [], {
    execArgv: ["--import", "tsx"],
    env: {
      ...process.env,
      DATABASE_URL: "",
      PG_PORT: String(E2E_PORT + 20000),
      TIERLIST_DATA_DIR: dataDir,
      PORT: String(E2E_PORT),
      APP_URL: `http://localhost:${E2E_PORT}`,
      SMTP_URL: smtp.url,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_FACTOR: "50",
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_API_BASE: stripe.url,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      PARTNER_JWT_SECRET: "e2e-partner-jwt-secret-0123456789abcdef",
      NODE_ENV: "production",
    },
    stdio: ["ignore", "pipe", "pipe", "ipc"],
  });
  // Tests that must see work in progress find the product's worker through its launcher (helpers.ts).
  writeFileSync(LAUNCHER_PID_FILE, String(app.pid));
  const log: string[] = [];
  app.stdout?.on("data", (d) => log.push(String(d)));
  app.stderr?.on("data", (d) => log.push(String(d)));

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (app.exitCode !== null) throw new Error(`The app exited during start-up:\n${log.join("")}`);
    try {
      const res = await fetch(`http://localhost:${E2E_PORT}/healthz`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`The app did not start in time:\n${log.join("")}`);
    await new Promise((r) => setTimeout(r, 250));
  }

  return async () => {
    await new Promise<void>((resolve) => {
      app.once("exit", () => resolve());
      app.kill("SIGINT");
      setTimeout(() => app.kill("SIGKILL"), 15_000).unref();
    });
    await smtp.close();
    await stripe.close();
    if (process.env.E2E_KEEP_LOGS) console.log(log.join(""));
  };
}
