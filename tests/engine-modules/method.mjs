// Test module: writes the method it was given ($method in args.json and CRUCIBLE_METHOD) and its
// other arguments to outputs/seen.json; the method "sphere" also writes outputs/volume.txt.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";

const { $method, ...args } = JSON.parse(readFileSync(process.argv[2], "utf8"));
mkdirSync("outputs", { recursive: true });
writeFileSync(
  "outputs/seen.json",
  JSON.stringify({ method: $method, env: process.env.CRUCIBLE_METHOD, args }),
);
if ($method === "sphere") writeFileSync("outputs/volume.txt", "4/3 pi r^3\n");
console.log(`method ${$method}`);
