/// <reference types="vite/client" />
// Every route module, found on disk, so a test that walks them covers a new route without being told.
import { randomUUID } from "node:crypto";

export type Handler = (args: { request: Request; params: Record<string, string>; context: Record<string, unknown> }) => unknown;
export interface RouteModule {
  loader?: Handler;
  action?: Handler;
  default?: unknown;
}

const modules = import.meta.glob<RouteModule>(["../../app/routes/*.{ts,tsx}", "../../app/routes/*/route.tsx"], { eager: true });

const routeId = (file: string) => file.replace(/^.*\/app\/routes\//, "").replace(/\/route\.tsx$/, "").replace(/\.tsx?$/, "");

/** Every route: its id (the file name, as Remix names it) and its module. */
export const routes = Object.entries(modules).map(([file, mod]) => ({ id: routeId(file), mod }));

/** Flat-routes file name → a URL with made-up parameters. */
export function urlFor(id: string) {
  const params: Record<string, string> = {};
  const segments = id
    .split(".")
    .filter((s) => s !== "_index" && !(s.startsWith("_") && s !== "_"))
    .map((s) => s.replace(/_$/, ""))
    .map((s) => {
      if (s === "$") return (params["*"] = "anything");
      if (s.startsWith("$")) return (params[s.slice(1)] = randomUUID());
      return s;
    });
  return { url: `http://localhost:3999/${segments.join("/")}`, params };
}
