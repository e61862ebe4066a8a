// How the worker's Node runs: a young generation of 4 MB and an old one capped at 256 MB make V8 collect before the
// heap balloons. The worker's live data (the analyzer's O*NET tables, word vectors, lexicon and caches) is about
// 60 MB. Measured by the pipeline benchmark (1,000 PDFs, 4 concurrent jobs, 2 extraction processes): the worker's
// process tree peaked at 662 MB with Node's defaults (the worker 331 MB) and at 572 MB with these (the worker 246 MB),
// taking 31.8 s instead of 29.5 s. `npm start` forks the worker with them; `npm run start:worker` passes the same in
// NODE_OPTIONS (a test holds the two together).
export const WORKER_NODE_FLAGS = ["--max-old-space-size=256", "--max-semi-space-size=4"];
