import type { TestProject } from "vitest/node";
import { startTestDatabase } from "../support/database";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const db = await startTestDatabase("vitest");
  project.provide("databaseUrl", db.url);
  return () => db.stop();
}
