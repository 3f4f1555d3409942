import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressAnswer, preferredEncoding } from "./compress.js";

describe("preferredEncoding", () => {
  it("prefers brotli, then gzip, by the client's q-values", () => {
    expect(preferredEncoding("gzip, deflate, br")).toBe("br");
    expect(preferredEncoding("gzip;q=1, br;q=0.5")).toBe("gzip");
    expect(preferredEncoding("br;q=0, gzip")).toBe("gzip");
    expect(preferredEncoding("x-gzip")).toBe("gzip");
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("*;q=0.2, br;q=0")).toBe("gzip");
  });

  it("answers none when the client takes neither", () => {
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding("identity")).toBeNull();
    expect(preferredEncoding("deflate")).toBeNull();
    expect(preferredEncoding("gzip;q=0, br;q=0")).toBeNull();
    expect(preferredEncoding("*;q=0")).toBeNull();
  });
});

describe("compressAnswer", () => {
  it("gives back the same bytes through brotli and gzip, small and large", async () => {
    for (const length of [10, 20_000, 3_000_000]) {
      const bytes = Buffer.from(
        JSON.stringify(Array.from({ length: length / 10 }, (_, i) => i)).slice(0, length),
      );
      expect(brotliDecompressSync(await compressAnswer(bytes, "br")).equals(bytes)).toBe(true);
      expect(gunzipSync(await compressAnswer(bytes, "gzip")).equals(bytes)).toBe(true);
    }
  });
});
