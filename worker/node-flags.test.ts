import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { WORKER_NODE_FLAGS } from "./node-flags";

describe("the worker's heap limits", () => {
  it("are the same for `npm run start:worker` (a separate worker process in production) as for `npm start`", () => {
    const script = JSON.parse(readFileSync("package.json", "utf8")).scripts["start:worker"] as string;
    const options = /NODE_OPTIONS='([^']*)'/.exec(script)?.[1]?.split(" ") ?? [];
    expect(options).toEqual(WORKER_NODE_FLAGS);
  });
});
