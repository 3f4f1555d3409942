// Test module: reports the CPUs it may use and whether 256 MiB can be allocated, to outputs/copy.txt.
import { Buffer } from "node:buffer";
import { mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";

let memory = "allocated";
try {
  Buffer.alloc(256 * 1024 * 1024, 1);
} catch {
  memory = "refused";
}
mkdirSync("outputs", { recursive: true });
writeFileSync("outputs/copy.txt", `cpus ${availableParallelism()}\nmemory ${memory}\n`);
