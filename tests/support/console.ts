import { format } from "node:util";
import { afterEach } from "vitest";

let allowed: RegExp[] = [];
let unexpected: string[] = [];

/** For a test that provokes a logged error on purpose: errors matching `pattern` do not fail it. */
export function allowConsoleError(pattern: RegExp) {
  allowed.push(pattern);
}

/** Records every console.error; after each test, any that was not allowed fails that test. */
export function installConsoleErrorGuard() {
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    const message = format(...args);
    if (!allowed.some((p) => p.test(message))) unexpected.push(message);
    original(...args);
  };
  afterEach(() => {
    const found = unexpected;
    unexpected = [];
    allowed = [];
    if (found.length > 0) throw new Error(`console.error during this test:\n${found.map((m) => `  ${m.split("\n")[0]}`).join("\n")}`);
  });
}
