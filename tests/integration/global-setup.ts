import type { TestProject } from "vitest/node";
import { dropDatabasesOfFiles, startTestDatabase } from "../support/database";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const db = await startTestDatabase("vitest");
  project.provide("databaseUrl", db.url);
  return async () => {
    // The embedded cluster goes with its folder; a database given by TEST_DATABASE_URL keeps only its template.
    await dropDatabasesOfFiles(db.url);
    await db.stop();
  };
}
