/**
 * `crucible`: the platform's command-line client (docs/cli.md), over the same REST and GraphQL APIs as
 * the web client, and `crucible worker` (a workflow worker on this machine).
 */
import { installInterruptHandler } from "./context.js";
import { runCli } from "./program.js";

// `worker` handles its own signals (a clean stop); every other command stops transfers on Ctrl-C.
const worker = process.argv[2] === "worker";
if (!worker) installInterruptHandler();
process.exitCode = await runCli(process.argv.slice(2));
