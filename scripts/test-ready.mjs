/**
 * `npm test`'s first step (pretest): the suite runs container modules in podman, Slurm jobs, processors
 * in bubblewrap, Open Babel, Debian's python3 with requests, an image registry on 127.0.0.1:5000 and the
 * shipped container images. This checks each in a second or two. What is missing is installed and
 * started by `bash scripts/machine.sh` when this runs as root (a fresh machine, CI), else named with
 * that command in one line; the shipped images are then built (`npm run images`, minutes the first time).
 * CRUCIBLE_TEST_READY=skip leaves the machine as it is (a run of a few files that need none of it).
 */
/* global fetch, AbortSignal */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const containersConf = path.join(root, "gateway", "containers", "containers.conf");

if (process.env.CRUCIBLE_TEST_READY === "skip") process.exit(0);

/** Whether the command exits 0 within `timeoutMs`. */
function succeeds(command, args, timeoutMs = 20_000, env = process.env) {
  const result = spawnSync(command, args, { stdio: "ignore", timeout: timeoutMs, env });
  return result.status === 0;
}

async function registryAnswers() {
  try {
    const response = await fetch("http://127.0.0.1:5000/v2/", { signal: AbortSignal.timeout(3000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** The parts of scripts/machine.sh this machine lacks now. */
async function missingParts() {
  const missing = [];
  const packages = [
    ["bwrap", ["--version"]],
    ["obabel", ["-V"]],
    // The LDAP sign-in tests start their own directory (tests/support/ldap.ts).
    ["/usr/sbin/slapd", ["-VV"]],
    ["/usr/bin/python3", ["-c", "import requests"]],
    ["/usr/bin/python3", ["-c", "import setuptools, wheel"]],
    ["/usr/bin/python3", ["-m", "pip", "--version"]],
  ];
  if (packages.some(([command, args]) => !succeeds(command, args))) missing.push("packages");
  if (process.env.DATABASE_URL?.startsWith("postgres") && !succeeds("pg_isready", ["-q", "-h", "127.0.0.1"]))
    missing.push("postgres");
  const podmanEnv = { ...process.env, CONTAINERS_CONF: containersConf };
  if (!succeeds("podman", ["image", "exists", "localhost/crucible-test-busybox:latest"], 30_000, podmanEnv))
    missing.push("podman");
  const ping = spawnSync("scontrol", ["ping"], { encoding: "utf8", timeout: 10_000 });
  if (ping.status !== 0 || !/UP/.test(ping.stdout ?? "")) missing.push("slurm");
  if (!(await registryAnswers())) missing.push("registry");
  return missing;
}

const missing = await missingParts();
if (missing.length > 0) {
  const command = "bash scripts/machine.sh";
  if (process.getuid?.() !== 0) {
    console.error(`npm test needs ${missing.join(", ")} on this machine: run \`sudo ${command}\` first`);
    process.exit(1);
  }
  console.log(`test-ready: this machine lacks ${missing.join(", ")}: ${command}`);
  const setUp = spawnSync("bash", [path.join(root, "scripts", "machine.sh")], {
    stdio: "inherit",
    cwd: root,
  });
  if (setUp.status !== 0) {
    console.error(`test-ready: ${command} failed (exit ${setUp.status}); see its output above`);
    process.exit(1);
  }
}
// The shipped images: nothing to do (a few seconds) when this machine has them from the same recipe.
const images = spawnSync(
  process.execPath,
  ["--import", "tsx", path.join(root, "scripts", "ci", "build-images.ts")],
  {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  },
);
if (images.status !== 0) {
  process.stderr.write(images.stdout + images.stderr);
  console.error("test-ready: the shipped container images could not be built (npm run images)");
  process.exit(1);
}
