// Test module: rests for 2.5 s (longer than a short lease), then copies its `input` to outputs/copy.txt.
import { copyFileSync, mkdirSync, readFileSync } from "node:fs";
import { setTimeout } from "node:timers";

const args = JSON.parse(readFileSync(process.argv[2], "utf8"));
setTimeout(() => {
  mkdirSync("outputs", { recursive: true });
  copyFileSync(args.input, "outputs/copy.txt");
  console.log("rested");
}, 2500);
