// Test module: copies its `input` file to outputs/mols.sdf (a task with an SDF result).
import { copyFileSync, mkdirSync, readFileSync } from "node:fs";

const args = JSON.parse(readFileSync(process.argv[2], "utf8"));
mkdirSync("outputs", { recursive: true });
copyFileSync(args.input, "outputs/mols.sdf");
