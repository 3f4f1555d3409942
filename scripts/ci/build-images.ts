/**
 * Builds the shipped container images (gateway/src/domain/images/shipped) on this machine unless it
 * has them from the same recipe: `npm run images [uid...]`, and CI set-up in the background while
 * lint and typecheck run, so the first test run does not wait for them. Exits 1 when a build fails or
 * this machine has no podman (scripts/ci/podman-up.sh installs it).
 */
import { loadConfig } from "../../gateway/src/config.js";
import { buildShippedImages } from "../../gateway/src/domain/images/seedShipped.js";

const podman = loadConfig(process.env).podman;
if (!podman) {
  console.error("build-images: no podman on this machine");
  process.exit(1);
}
const started = Date.now();
const ok = await buildShippedImages(
  podman,
  (text) => {
    // Each image's first line says how it went; the tail of its build follows.
    const [head = "", ...tail] = text.trim().split("\n");
    console.log([head, ...tail.slice(-20)].join("\n"));
  },
  process.argv.slice(2),
);
console.log(`build-images: ${ok ? "ready" : "FAILED"} in ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(ok ? 0 : 1);
