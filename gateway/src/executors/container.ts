/**
 * The container executor (podman). This first part names images; the executor itself follows.
 */

/** The name of a container image's UID in the local engine: lowercase, safe characters only. */
export function imageRef(uid: string): string {
  const safe = uid
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, "-")
    .replace(/^[^a-z0-9]+/, "")
    .slice(0, 100);
  return `localhost/crucible-${safe || "image"}:latest`;
}
