import { describe, expect, it } from "vitest";
import { z } from "zod";
import { isFeatureEnabled } from "./features.js";
import {
  defaultFeatureSwitches,
  defaultLoginPolicy,
  defaultSysConfig,
  discountPercentOff,
  isValidAccount,
  isValidDiscount,
  isValidName,
  isValidPassword,
  loginPolicySchema,
  normalizeFileName,
  normalizeInitShow,
  showConfigWebSchema,
  sysConfigSchema,
  visible,
} from "./rules.js";

describe("rules/account", () => {
  it("takes 4 to 20 letters and digits starting with a letter", () => {
    for (const ok of ["abcd", "a123", "Z".repeat(20), "user2026"]) expect(isValidAccount(ok)).toBe(true);
    for (const bad of ["abc", "a".repeat(21), "1abc", "ab_cd", "ab cd", "abcd\n", "ébcd", ""]) {
      expect(isValidAccount(bad)).toBe(false);
    }
  });
});

describe("rules/password", () => {
  it("needs 8 to 20 characters with digits, upper and lower case and a special character", () => {
    for (const ok of ["Passw0rd!", "aB3#aB3#", `Aa1!${"x".repeat(16)}`])
      expect(isValidPassword(ok)).toBe(true);
    const bad = [
      "Pa0!",
      "Passw0rd",
      "passw0rd!",
      "PASSW0RD!",
      "Password!",
      `Aa1!${"x".repeat(17)}`,
      "Pass w0rd!",
    ];
    for (const value of bad) expect(isValidPassword(value), value).toBe(false);
  });
});

describe("rules/name", () => {
  it("refuses white space and overlong names", () => {
    expect(isValidName("Ada")).toBe(true);
    for (const bad of ["", "two words", "tab\there", "x".repeat(65)]) expect(isValidName(bad)).toBe(false);
  });

  it("refuses bidirectional and zero-width control characters", () => {
    for (const code of [0x202a, 0x202e, 0x2066, 0x2069, 0x200b, 0x200f, 0x061c, 0xfeff]) {
      expect(isValidName(`Ada${String.fromCharCode(code)}x`), code.toString(16)).toBe(false);
    }
    expect(isValidName("Zoë")).toBe(true);
  });
});

describe("rules/file names", () => {
  it("turns spaces into underscores", () => {
    expect(normalizeFileName("my data file.sdf")).toBe("my_data_file.sdf");
  });

  it("refuses path traversal and separators", () => {
    for (const bad of ["../etc/passwd", "..", ".", "...", "a/b.txt", "a\\b.txt", "C:evil"]) {
      expect(normalizeFileName(bad), bad).toBeNull();
    }
  });

  it("refuses NUL and other control characters", () => {
    for (const bad of [
      "a\u0000b.txt",
      "line\nbreak.txt",
      "bell\u0007.txt",
      "del\u007f.txt",
      "tab\there.txt",
    ]) {
      expect(normalizeFileName(bad)).toBeNull();
    }
  });

  it("refuses Unicode dot look-alikes and Chinese characters", () => {
    for (const bad of [
      "\u2024\u2024",
      "x\u2025y",
      "name\u2026txt",
      "\uff0e\uff0e",
      "数据.csv",
      "file\u3000name.txt",
    ]) {
      expect(normalizeFileName(bad)).toBeNull();
    }
  });

  it("refuses bidirectional overrides and zero-width characters", () => {
    expect(normalizeFileName("evil\u202Etxt.exe")).toBeNull();
    for (let code = 0x202a; code <= 0x202e; code++) {
      expect(normalizeFileName(`a${String.fromCharCode(code)}b.txt`), code.toString(16)).toBeNull();
    }
    for (const code of [0x2066, 0x2067, 0x2068, 0x2069, 0x200b, 0x200c, 0x200d, 0x200e, 0x200f, 0xfeff]) {
      expect(normalizeFileName(`a${String.fromCharCode(code)}b.txt`), code.toString(16)).toBeNull();
    }
  });

  it("refuses the special characters of spec §5", () => {
    for (const c of ["*", "?", '"', "<", ">", "|", "#", "%", "&", "$", "'", "`", ";"]) {
      expect(normalizeFileName(`a${c}b.txt`), c).toBeNull();
    }
  });

  it("accepts ordinary names, also accented ones in NFC", () => {
    expect(normalizeFileName("cdk2.sdf")).toBe("cdk2.sdf");
    expect(normalizeFileName("résumé.txt")).toBe("résumé.txt");
    expect(normalizeFileName("re\u0301sume\u0301.txt")).toBe("résumé.txt");
    expect(normalizeFileName("x".repeat(256))).toBeNull();
    expect(normalizeFileName("تقرير.txt")).toBe("تقرير.txt");
  });
});

describe("rules/discount", () => {
  it("is strictly above 0 and at most 1", () => {
    for (const ok of [0.01, 0.5, 0.9, 1]) expect(isValidDiscount(ok)).toBe(true);
    for (const bad of [0, -0.1, 1.0001, Number.NaN, Number.POSITIVE_INFINITY])
      expect(isValidDiscount(bad)).toBe(false);
  });

  it("shows as % off on a scale of 10 per 1", () => {
    expect(discountPercentOff(0.9)).toBe(10);
    expect(discountPercentOff(1)).toBe(0);
    expect(discountPercentOff(0.75)).toBe(25);
  });
});

describe("rules/config documents", () => {
  it("accept their own defaults", () => {
    expect(sysConfigSchema.parse(defaultSysConfig)).toEqual(defaultSysConfig);
    expect(loginPolicySchema.parse(defaultLoginPolicy)).toEqual(defaultLoginPolicy);
    expect(showConfigWebSchema.parse({})).toEqual({
      Lang: "auto",
      LeftMenuBarCollapse: false,
      InitShow: "navigation",
    });
  });

  it("turn the first page 'modules' into navigation", () => {
    expect(normalizeInitShow("modules")).toBe("navigation");
    expect(normalizeInitShow("jobs")).toBe("jobs");
  });

  it("read feature switches by dotted path", () => {
    expect(isFeatureEnabled(defaultFeatureSwitches, "Cms")).toBe(true);
    expect(isFeatureEnabled(defaultFeatureSwitches, "Sys.App")).toBe(false);
    expect(isFeatureEnabled(defaultFeatureSwitches, "Sys.User.ExtInfo")).toBe(false);
    expect(isFeatureEnabled(defaultFeatureSwitches, "Sys")).toBe(false);
    expect(isFeatureEnabled(defaultFeatureSwitches, "Nope.Path")).toBe(false);
    expect(isFeatureEnabled(defaultFeatureSwitches, "__proto__")).toBe(false);
    // Any value, as the web reads the server's answer without a schema: only { Enabled: true } is on.
    expect(isFeatureEnabled(null, "Cms")).toBe(false);
    expect(isFeatureEnabled("Cms", "Cms")).toBe(false);
    expect(isFeatureEnabled({ Cms: { Enabled: "yes" } }, "Cms")).toBe(false);
    expect(isFeatureEnabled({ Cms: { Enabled: true } }, "Cms")).toBe(true);
  });
});

describe("rules/visible names", () => {
  const name = visible(z.string().trim().min(1).max(10));
  it("refuses every invisible direction and zero-width character, keeps the chain's own checks", () => {
    const codes = [0x061c, 0x200b, 0x200c, 0x200d, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e];
    for (const code of [...codes, 0x2066, 0x2067, 0x2068, 0x2069, 0xfeff]) {
      const result = name.safeParse(`a${String.fromCharCode(code)}b`);
      expect(result.success, code.toString(16)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("holds an invisible direction or zero-width character");
    }
    expect(name.parse("  Ada  ")).toBe("Ada");
    expect(name.parse("分子筛选")).toBe("分子筛选");
    expect(name.safeParse("   ").success).toBe(false);
    expect(name.safeParse("x".repeat(11)).success).toBe(false);
    expect(visible(z.string().max(10)).optional().parse(undefined)).toBeUndefined();
  });
});
