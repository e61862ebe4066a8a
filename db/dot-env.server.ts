import { parseEnv } from "node:util";

/**
 * The settings a `.env` file gives `npm start`. An empty value means unset, as
 * in the zod env: a copy of .env.example (which lists every key, most of them
 * empty) must leave the launcher's generated secrets and defaults in place.
 */
export function dotEnvSettings(text: string): Record<string, string> {
  const settings: Record<string, string> = {};
  for (const [key, value] of Object.entries(parseEnv(text))) if (value && value.trim() !== "") settings[key] = value;
  return settings;
}
