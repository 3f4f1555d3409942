/**
 * Prints the slowest test files of a vitest JSON report (`--reporter=json --outputFile.json=<file>`),
 * so that a CI log says where a test step's time went: `node scripts/ci/slowest.mjs <report> [count]`.
 */
import { readFileSync } from "node:fs";

const [report, countArg] = process.argv.slice(2);
if (!report) {
  console.error("usage: node scripts/ci/slowest.mjs <vitest json report> [count]");
  process.exit(2);
}
const { testResults = [] } = JSON.parse(readFileSync(report, "utf8"));
const root = process.cwd() + "/";
const files = testResults
  .map((file) => ({
    name: String(file.name).replace(root, ""),
    seconds: (Number(file.endTime) - Number(file.startTime)) / 1000,
    tests: Array.isArray(file.assertionResults) ? file.assertionResults.length : 0,
  }))
  .sort((a, b) => b.seconds - a.seconds);
const total = files.reduce((sum, file) => sum + file.seconds, 0);
console.log(`--- slowest test files (${files.length} files, ${total.toFixed(0)} s of file time in all)`);
for (const file of files.slice(0, Number(countArg ?? 20))) {
  console.log(
    `${file.seconds.toFixed(1).padStart(7)} s  ${String(file.tests).padStart(4)} tests  ${file.name}`,
  );
}
