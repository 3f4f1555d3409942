/**
 * The file name `crucible data download --dir` takes from a download answer: the gateway's own
 * Content-Disposition read back, and a hostile name made safe before it becomes a path.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { dispositionFileName, safeFileName } from "../../cli/src/transfer.js";
import { contentDisposition } from "../../gateway/src/rest/files.js";

describe("the file name of a download answer", () => {
  it("reads back what the gateway sends (the UTF-8 form first)", () => {
    for (const name of ["a.bin", "my_data.sdf", "名前.txt", 'quote"semi;colon.txt', "100%_done.csv"]) {
      expect(dispositionFileName(contentDisposition("attachment", name))).toBe(name);
    }
  });

  it("falls back to the plain filename, and answers null without one", () => {
    expect(dispositionFileName('attachment; filename="plain.txt"')).toBe("plain.txt");
    expect(dispositionFileName("attachment; filename=bare.txt")).toBe("bare.txt");
    expect(dispositionFileName(`attachment; filename="ok.txt"; filename*=UTF-8''%E0%A4%A`)).toBe("ok.txt");
    expect(dispositionFileName("attachment")).toBeNull();
    expect(dispositionFileName(undefined)).toBeNull();
  });

  it("makes a hostile name one harmless path component", () => {
    const dir = "/tmp/downloads";
    for (const hostile of [
      "../../etc/passwd",
      "..\\..\\boot.ini",
      "/etc/shadow",
      "a\u0000b",
      "x\ny",
      "C:evil",
    ]) {
      const safe = safeFileName(dispositionFileName(contentDisposition("attachment", hostile))!);
      expect(safe).not.toBeNull();
      expect([...safe!].some((ch) => ch === "/" || ch === "\\" || ch.charCodeAt(0) < 0x20)).toBe(false);
      expect(path.dirname(path.join(dir, safe!))).toBe(dir);
    }
    expect(safeFileName("../../etc/passwd")).toBe(".._.._etc_passwd");
    for (const refused of ["", ".", "..", "...", "x".repeat(256)]) expect(safeFileName(refused)).toBeNull();
    expect(safeFileName("名前.txt")).toBe("名前.txt");
  });
});
