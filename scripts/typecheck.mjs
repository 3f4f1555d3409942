/**
 * `npm run typecheck`: the TypeScript programs side by side. tsconfig.node.json holds everything
 * that runs on Node (gateway, schema, the client core, the client package and the tests, each file
 * checked once); web/tsconfig.json the browser client (JSX, DOM, Vite's types); clients/ts/tsconfig.json
 * the client core alone, with neither Node's nor the DOM's types (a small program: it proves the core
 * needs no runtime of its own). Each program's output is printed when it ends; the exit code is 1 when
 * any found an error.
 */
import { Buffer } from "node:buffer";
import { spawn } from "node:child_process";
import { createRequire } from "node:module";

const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
const programs = ["tsconfig.node.json", "web/tsconfig.json", "clients/ts/tsconfig.json"];

function check(project) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, [tsc, "-p", project], { stdio: ["ignore", "pipe", "pipe"] });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("close", (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      const text = Buffer.concat(output).toString();
      console.log(
        `tsc -p ${project}: ${code === 0 ? "no errors" : `failed (${code ?? signal})`} in ${seconds} s`,
      );
      if (text.trim()) process.stdout.write(text);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(programs.map(check));
process.exitCode = results.every(Boolean) ? 0 : 1;
