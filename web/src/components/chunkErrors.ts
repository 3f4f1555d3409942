/**
 * A failed import() of a code file: browsers word it differently (Chromium "Failed to fetch dynamically
 * imported module", Firefox "error loading dynamically imported module", Safari "Importing a module
 * script failed"), and a stylesheet of the chunk fails as "Unable to preload CSS".
 */
const chunkMessages = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /loading chunk [\w-]+ failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  return chunkMessages.some((pattern) => pattern.test(message));
}
