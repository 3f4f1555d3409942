/**
 * `crucible worker` for the fleet bench: the same program, and when it exits it writes how many SQL
 * statements it sent to the file in BENCH_STATEMENTS_FILE (and on SIGUSR2, to count from a moment on).
 */
import { writeFileSync } from "node:fs";
import { statementCounter } from "../../gateway/src/db/connection.js";
import { runWorker } from "../../gateway/src/worker.js";

const file = process.env.BENCH_STATEMENTS_FILE;
if (!file) throw new Error("BENCH_STATEMENTS_FILE names the file for the statement count");
const write = () => writeFileSync(file, String(statementCounter.count));
process.on("exit", write);
process.on("SIGUSR2", write);
void runWorker();
