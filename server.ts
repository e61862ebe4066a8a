// The web process: security headers, cross-origin mutation guard, static files, Remix.
import cluster from "node:cluster";
import { randomBytes } from "node:crypto";
import { statSync, watch } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import { broadcastDevReady, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import { withBodyLimit } from "./app/utils/body-limit.server";
import { env } from "./app/utils/env.server";
import { guardRoutes } from "./app/utils/input.server";
import { contentSecurityPolicy, isCrossOriginMutation } from "./app/utils/security.server";

const root = path.dirname(fileURLToPath(import.meta.url));
const buildFile = path.join(root, "build", "index.js");
const settings = env();
const port = settings.PORT;
/** This machine only unless HOST says otherwise (the Dockerfile and fly.toml set 0.0.0.0). */
const host = settings.HOST;
/** Rendering is CPU-bound: one process per core the web machine gives it (WEB_CONCURRENCY). */
const processes = settings.WEB_CONCURRENCY;

if (cluster.isPrimary && processes > 1) superviseProcesses();
else await serve();

function superviseProcesses() {
  let stopping = false;
  let announced = false;
  for (let i = 0; i < processes; i++) cluster.fork();
  cluster.on("listening", () => {
    if (announced) return;
    announced = true;
    console.log(`web: listening on http://localhost:${port} (${processes} processes)`);
    process.send?.({ type: "listening", port });
  });
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`web: process ${worker.process.pid} stopped (${signal ?? code}); starting another`);
    cluster.fork();
  });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  process.on("disconnect", stop);
}

/** The server build, every route's loader and action behind the one input layer (malformed input is a 400, never a 500: app/utils/input.server.ts). */
async function loadBuild() {
  // A new URL for each rebuild: Node caches a module by its URL, and `npm run dev` rebuilds the same file.
  const url = `${pathToFileURL(buildFile).href}?t=${statSync(buildFile).mtimeMs}`;
  return guardRoutes((await import(url)) as ServerBuild);
}

async function serve() {
  let build = await loadBuild();
  /** `npm run dev` (remix dev --manual): the build is reloaded on every rebuild, and the page cache is off. */
  const development = build.mode === "development";

  const app = express();
  app.disable("x-powered-by");
  app.set("etag", false);
  app.set("trust proxy", settings.TRUST_PROXY === "1" ? 1 : false);
  // Level 1: most of gzip's saving on HTML for a fraction of its CPU (it was the top cost of the tournament page).
  app.use(compression({ level: 1 }));

  app.use((req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.nonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    if (settings.NODE_ENV === "production") {
      res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
    next();
  });

  app.use((req, res, next) => {
    if (isCrossOriginMutation(req.method, req.path, req.headers)) {
      res.status(403).type("text/plain").send("Cross-origin request refused.");
      return;
    }
    next();
  });

  app.use("/build", express.static(path.join(root, "public", "build"), { immutable: true, maxAge: "1y" }));
  // Only paths that name a file (favicon.svg, robots.txt): pages don't pay for a disk lookup.
  const publicFiles = express.static(path.join(root, "public"), { maxAge: "1h", index: false });
  app.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()));

  const getLoadContext = (req: express.Request, res: express.Response) => ({
    nonce: res.locals.nonce as string,
    clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
  });
  // Settled tournament pages come from the page cache (app/utils/page-cache.server.ts).
  const { pageCacheMiddleware } = build.entry.module as unknown as Partial<typeof import("./app/utils/page-cache.server")>;
  const cached = development ? undefined : pageCacheMiddleware?.({ build, getLoadContext });
  if (cached) app.get(cached.path, cached.handler);

  // Bodies are counted as they stream: 413 past the route's cap, small for a form, large only for an upload (app/utils/body-limit.server.ts).
  app.all("*", withBodyLimit(createRequestHandler({ build: development ? async () => build : build, mode: build.mode, getLoadContext })));

  const server = app.listen(port, host, () => {
    if (development) announce(build);
    if (cluster.isWorker) return;
    console.log(`web: listening on http://localhost:${port}`);
    process.send?.({ type: "listening", port });
  });
  if (development) watchBuild(async () => (build = await loadBuild()));

  function shutdown() {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 3000).unref();
  }
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
  // Started by `npm start`: if that parent dies (even by SIGKILL), don't keep the port.
  process.on("disconnect", shutdown);
}

/** Tells `remix dev` (waiting in manual mode) that this build is the one served. */
function announce(build: ServerBuild) {
  broadcastDevReady(build).catch((error: Error) => console.error(`web: could not reach remix dev (${error.message})`));
}

/**
 * `remix dev --manual` rebuilds and waits for the app server to say it serves the new build. The folder is
 * watched, not the file: the compiler replaces it. Rebuilds that land together are loaded once.
 */
function watchBuild(reload: () => Promise<ServerBuild>) {
  let timer: NodeJS.Timeout | undefined;
  watch(path.dirname(buildFile), (_event, file) => {
    if (file !== path.basename(buildFile)) return;
    clearTimeout(timer);
    timer = setTimeout(async () => {
      try {
        announce(await reload());
      } catch (error) {
        console.error("web: could not load the new build", error);
      }
    }, 100);
  });
}
