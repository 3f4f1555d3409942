/**
 * The images of a podman as the executors see them (ImageStore): what `podman images` lists, `podman
 * load` of an archive, and `podman pull` of a registry reference tagged with the local name.
 */
import type { ImageStore } from "./types.js";
import { podmanCall } from "./container.js";

/** The images of a podman: what `podman images` lists, and `podman load`. */
export function podmanImages(podman: string): ImageStore {
  return {
    async list() {
      const listed = await podmanCall(podman, [
        "images",
        "--no-trunc",
        "--format",
        "{{.Repository}}:{{.Tag}} {{.ID}}",
      ]);
      if (listed.code !== 0) throw new Error(`podman images failed: ${listed.output.trim().slice(-500)}`);
      const found = new Map<string, string>();
      for (const line of listed.output.split("\n")) {
        const [ref, id] = line.trim().split(" ");
        if (ref && id && !ref.startsWith("<none>"))
          found.set(ref, id.startsWith("sha256:") ? id : `sha256:${id}`);
      }
      return found;
    },
    async load(archive) {
      const loaded = await podmanCall(podman, ["load", "-q"], archive);
      if (loaded.code !== 0) throw new Error(`podman load failed: ${loaded.output.trim().slice(-500)}`);
    },
    async pull(ref, as, tlsVerify) {
      await pullImage(podman, ref, as, tlsVerify);
    },
  };
}

/**
 * `podman pull` of a registry reference by digest, then tagged with the local name the executors run
 * (`localhost/crucible-…:latest`); throws with podman's words.
 */
export async function pullImage(podman: string, ref: string, as: string, tlsVerify: boolean): Promise<void> {
  const pulled = await podmanCall(podman, ["pull", "-q", `--tls-verify=${tlsVerify}`, ref]);
  if (pulled.code !== 0) throw new Error(`podman pull ${ref} failed: ${pulled.output.trim().slice(-500)}`);
  const tagged = await podmanCall(podman, ["tag", ref, as]);
  if (tagged.code !== 0) throw new Error(`podman tag ${ref} failed: ${tagged.output.trim().slice(-500)}`);
}
