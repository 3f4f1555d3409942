// Test module: copies each given file argument to outputs/result.<argument name> (a task with sequence
// and molecule results for the viewers' readers), and writes outputs/notes.txt.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";

const args = JSON.parse(readFileSync(process.argv[2], "utf8"));
mkdirSync("outputs", { recursive: true });
for (const name of ["sdf", "mol2", "xyz", "gb"]) {
  if (typeof args[name] === "string") copyFileSync(args[name], `outputs/result.${name}`);
}
writeFileSync("outputs/notes.txt", "not a molecule\n");
