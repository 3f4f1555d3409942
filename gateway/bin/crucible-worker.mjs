#!/usr/bin/env node
// `crucible-worker`: a workflow worker on this machine (gateway/src/worker.ts: the scheduler without
// HTTP; DATABASE_URL and the data folder as the gateway's; docs/deploy.md). The gateway runs from its
// TypeScript sources through tsx, as `npm start` does. The client's `crucible worker` comes here too
// when this package is installed beside it.
import { register } from "tsx/esm/api";

register();
const { runWorker } = await import("../src/worker.ts");
await runWorker();
