/**
 * CI set-up: builds the shipped container images (Open Babel) in the background while npm ci's
 * followers (lint, typecheck) run, so the first test run does not wait ~100 s for it. Exits 1 when
 * the build fails or this machine has no podman (scripts/ci/podman-up.sh runs first).
 */
import { loadConfig } from "../../gateway/src/config.js";
import { buildShippedImages } from "../../gateway/src/domain/workflow/images.js";

const podman = loadConfig(process.env).podman;
if (!podman) {
  console.error("build-images: no podman on this machine");
  process.exit(1);
}
const started = Date.now();
const ok = await buildShippedImages(podman, (text) => {
  if (text.trim()) console.log(text.trim().split("\n").slice(-20).join("\n"));
});
console.log(`build-images: ${ok ? "ready" : "FAILED"} in ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(ok ? 0 : 1);
