// Test module: prints a line to stdout and to stderr every 100 ms until the file named by its `until`
// argument exists, then writes outputs/copy.txt and ends (live log tests).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { clearInterval, setInterval } from "node:timers";

const args = JSON.parse(readFileSync(process.argv[2], "utf8"));
let n = 0;
const timer = setInterval(() => {
  n += 1;
  process.stdout.write(`tick ${n} héllo\n`);
  process.stderr.write(`warn ${n}\n`);
  if (existsSync(args.until)) {
    clearInterval(timer);
    mkdirSync("outputs", { recursive: true });
    writeFileSync("outputs/copy.txt", `${n}\n`);
  }
}, 100);
