// Test module: copies its `input` file to outputs/copy.txt, appending a line; prints progress.
import { appendFileSync, copyFileSync, mkdirSync, readFileSync } from "node:fs";

const args = JSON.parse(readFileSync(process.argv[2], "utf8"));
mkdirSync("outputs", { recursive: true });
copyFileSync(args.input, "outputs/copy.txt");
appendFileSync("outputs/copy.txt", `${args.suffix ?? "copied"}\n`);
console.log(`copied ${args.input}`);
