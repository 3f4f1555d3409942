// `npm start`: builds the web client when it is missing or older than its sources, then runs the gateway.
import { spawnSync, spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist" || entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const builtIndex = path.join(root, "web", "dist", "index.html");
// The web's own sources and the workspace packages it bundles (the contract, the client core).
const sources = Math.max(
  newestMtime(path.join(root, "web")),
  newestMtime(path.join(root, "schema")),
  newestMtime(path.join(root, "clients", "ts")),
);
if (!existsSync(builtIndex) || statSync(builtIndex).mtimeMs < sources) {
  console.log("Building the web client (npm run build)...");
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const gateway = spawn(process.execPath, ["--import", "tsx", path.join(root, "gateway", "src", "main.ts")], {
  cwd: root,
  stdio: "inherit",
});
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => gateway.kill(signal));
gateway.on("exit", (code) => process.exit(code ?? 0));
