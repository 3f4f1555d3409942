// Test module: writes outputs/partial.txt and a line on stdout, then the file named by its `ready`
// argument (the test waits for it), then keeps one CPU busy until it is stopped (tests of a stop:
// what it wrote before is kept, the CPU it used is charged).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";

const args = JSON.parse(readFileSync(process.argv[2], "utf8"));
mkdirSync("outputs", { recursive: true });
writeFileSync("outputs/partial.txt", "written before the stop\n");
process.stdout.write("wrote outputs/partial.txt\n");
writeFileSync(args.ready, "ready\n");
let x = 0;
for (;;) x += Math.sqrt(x + 1);
