import { inject } from "vitest";

process.env.DATABASE_URL = inject("databaseUrl");
process.env.SESSION_SECRET ??= "test-session-secret-0123456789abcdef";
process.env.NODE_ENV = "test";
process.env.APP_URL = "http://localhost:3999";
process.env.STORAGE_DIR ??= "tests/.tmp/storage";
