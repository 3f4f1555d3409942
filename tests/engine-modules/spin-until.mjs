// Test module: keeps one CPU busy until the file named by its `until` argument exists, then writes
// outputs/copy.txt and ends (a task that is charged while it runs and ends when the test says so).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";

const args = JSON.parse(readFileSync(process.argv[2], "utf8"));
let x = 0;
let checked = Date.now();
for (;;) {
  x += Math.sqrt(x + 1);
  if (Date.now() - checked < 50) continue;
  checked = Date.now();
  if (existsSync(args.until)) break;
}
mkdirSync("outputs", { recursive: true });
writeFileSync("outputs/copy.txt", `${Math.round(x)}\n`);
