import { defaultLoginPolicy } from "@crucible/schema";
import { describe, expect, it } from "vitest";
import {
  ipAllowed,
  ipMatches,
  isValidIpRule,
  normalizeIp,
  passwordExpired,
  withinTimeWindows,
} from "./policy.js";

const at = (hh: number, mm: number) => new Date(2026, 0, 15, hh, mm);

describe("auth/policy: IP rules", () => {
  it("matches exact addresses and IPv4 CIDR ranges, also IPv4-mapped IPv6", () => {
    expect(ipMatches("10.1.2.3", "10.0.0.0/8")).toBe(true);
    expect(ipMatches("11.1.2.3", "10.0.0.0/8")).toBe(false);
    expect(ipMatches("::ffff:127.0.0.1", "127.0.0.1")).toBe(true);
    expect(ipMatches("192.168.1.7", "192.168.1.7/32")).toBe(true);
    expect(ipMatches("1.2.3.4", "0.0.0.0/0")).toBe(true);
    expect(ipMatches("::1", "10.0.0.0/8")).toBe(false);
    expect(normalizeIp("::ffff:10.0.0.1")).toBe("10.0.0.1");
  });

  it("validates rules", () => {
    for (const rule of ["127.0.0.1", "10.0.0.0/8", "::1", "2001:db8::1"])
      expect(isValidIpRule(rule)).toBe(true);
    for (const rule of ["localhost", "10.0.0.0/33", "::1/64", "1.2.3", "10.0.0.0/x", ""])
      expect(isValidIpRule(rule)).toBe(false);
  });

  it("denies before it allows", () => {
    const policy = { ...defaultLoginPolicy, IpAllow: ["10.0.0.0/8"], IpDeny: ["10.0.0.5"] };
    expect(ipAllowed(policy, "10.0.0.4")).toBe(true);
    expect(ipAllowed(policy, "10.0.0.5")).toBe(false);
    expect(ipAllowed(policy, "192.168.0.1")).toBe(false);
    expect(ipAllowed(defaultLoginPolicy, "192.168.0.1")).toBe(true);
  });
});

describe("auth/policy: time windows", () => {
  it("allows any time without windows", () => {
    expect(withinTimeWindows(defaultLoginPolicy, at(3, 0))).toBe(true);
  });

  it("allows inside a window and refuses outside, with inclusive ends", () => {
    const policy = { ...defaultLoginPolicy, TimeWindows: [{ Start: "09:00", End: "17:30" }] };
    expect(withinTimeWindows(policy, at(9, 0))).toBe(true);
    expect(withinTimeWindows(policy, at(17, 30))).toBe(true);
    expect(withinTimeWindows(policy, at(17, 31))).toBe(false);
    expect(withinTimeWindows(policy, at(8, 59))).toBe(false);
  });

  it("handles a window that crosses midnight", () => {
    const policy = { ...defaultLoginPolicy, TimeWindows: [{ Start: "22:00", End: "02:00" }] };
    expect(withinTimeWindows(policy, at(23, 15))).toBe(true);
    expect(withinTimeWindows(policy, at(1, 59))).toBe(true);
    expect(withinTimeWindows(policy, at(12, 0))).toBe(false);
  });
});

describe("auth/policy: password expiry", () => {
  it("expires after PwdExpireDays and never when it is 0", () => {
    const now = new Date("2026-03-01T00:00:00Z");
    const old = new Date("2026-01-01T00:00:00Z");
    expect(passwordExpired({ ...defaultLoginPolicy, PwdExpireDays: 30 }, old, now)).toBe(true);
    expect(passwordExpired({ ...defaultLoginPolicy, PwdExpireDays: 90 }, old, now)).toBe(false);
    expect(passwordExpired({ ...defaultLoginPolicy, PwdExpireDays: 0 }, old, now)).toBe(false);
  });
});
