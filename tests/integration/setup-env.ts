import { expect, inject } from "vitest";
import { installConsoleErrorGuard } from "../support/console";
import { fileDatabase } from "../support/database";

// Each test file gets a database of its own, copied from the migrated and seeded
// one global-setup made: its rows, its job queue and the workers it starts are
// its own, so files can run side by side without seeing each other's work.
// The pure layers (analysis, extraction) cannot reach the database, so their
// files skip the copy and get an address that leads nowhere.
const pure = /\/app\/(analysis|extraction)\//.test(expect.getState().testPath ?? "");
if (pure) {
  process.env.DATABASE_URL = "postgres://127.0.0.1:1/no_database_in_the_pure_layers";
} else {
  process.env.DATABASE_URL = (await fileDatabase(inject("databaseUrl"))).url;
}
process.env.SESSION_SECRET ??= "test-session-secret-0123456789abcdef";
process.env.NODE_ENV = "test";
process.env.APP_URL = "http://localhost:3999";
process.env.STORAGE_DIR ??= "tests/.tmp/storage";

// A console.error during a test fails it: an error the code logs is one a user
// or an operator would meet. A test that provokes one on purpose says so with
// allowConsoleError(/pattern/) from tests/support/console.ts.
installConsoleErrorGuard();
