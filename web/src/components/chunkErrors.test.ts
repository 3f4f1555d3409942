import { describe, expect, it } from "vitest";
import { isChunkLoadError } from "./chunkErrors";

describe("isChunkLoadError", () => {
  it("knows each browser's words for a code file that could not be loaded", () => {
    for (const message of [
      "Failed to fetch dynamically imported module: http://localhost/assets/SdfReader-abc123.js",
      "error loading dynamically imported module: http://localhost/assets/x.js",
      "Importing a module script failed.",
      "Unable to preload CSS for /assets/WeView-1f2e.css",
    ]) {
      expect(isChunkLoadError(new Error(message)), message).toBe(true);
      expect(isChunkLoadError(new TypeError(message)), message).toBe(true);
    }
  });

  it("leaves other errors to the general message", () => {
    expect(isChunkLoadError(new Error("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError({ message: "Failed to fetch dynamically imported module" })).toBe(false);
  });
});
