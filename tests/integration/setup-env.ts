import { inject } from "vitest";
import { installConsoleErrorGuard } from "../support/console";

process.env.DATABASE_URL = inject("databaseUrl");
process.env.SESSION_SECRET ??= "test-session-secret-0123456789abcdef";
process.env.NODE_ENV = "test";
process.env.APP_URL = "http://localhost:3999";
process.env.STORAGE_DIR ??= "tests/.tmp/storage";

// A console.error during a test fails it: an error the code logs is one a user
// or an operator would meet. A test that provokes one on purpose says so with
// allowConsoleError(/pattern/) from tests/support/console.ts.
installConsoleErrorGuard();
