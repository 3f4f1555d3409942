// `npm run dev`: the gateway under `tsx watch` and the Vite dev server (which proxies /api and /graphql).
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const codegen = spawnSync("npm", ["run", "codegen"], { cwd: root, stdio: "inherit" });
if (codegen.status !== 0) process.exit(codegen.status ?? 1);

const children = [
  spawn(process.execPath, ["--import", "tsx", "--watch", path.join(root, "gateway", "src", "main.ts")], {
    cwd: root,
    stdio: "inherit",
  }),
  spawn("npm", ["run", "dev", "-w", "web"], { cwd: root, stdio: "inherit" }),
];
const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
for (const child of children)
  child.on("exit", (code) => {
    stop("SIGTERM");
    process.exit(code ?? 0);
  });
