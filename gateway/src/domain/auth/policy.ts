import type { LoginPolicy } from "@crucible/schema";
import { isIP } from "node:net";

function ipv4ToInt(ip: string): number | null {
  if (isIP(ip) !== 4) return null;
  return ip.split(".").reduce((acc, part) => (acc << 8) + Number(part), 0) >>> 0;
}

/** Strips the IPv4-mapped IPv6 prefix so that ::ffff:127.0.0.1 matches 127.0.0.1 rules. */
export function normalizeIp(ip: string): string {
  return ip.startsWith("::ffff:") ? ip.slice(7) : ip;
}

/** Matches an address against a rule: an exact address or an IPv4 CIDR range. */
export function ipMatches(ipRaw: string, rule: string): boolean {
  const ip = normalizeIp(ipRaw);
  const [base, bitsText] = rule.trim().split("/");
  if (!base) return false;
  if (bitsText === undefined) return normalizeIp(base) === ip;
  const bits = Number(bitsText);
  const a = ipv4ToInt(ip);
  const b = ipv4ToInt(base);
  if (a === null || b === null || !Number.isInteger(bits) || bits < 0 || bits > 32) return false;
  const mask = bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0;
  return (a & mask) === (b & mask);
}

/** A rule is valid when it is an IP address or an IPv4 CIDR range. */
export function isValidIpRule(rule: string): boolean {
  const [base, bits] = rule.trim().split("/");
  if (!base || isIP(base) === 0) return false;
  return bits === undefined || (isIP(base) === 4 && /^\d{1,2}$/.test(bits) && Number(bits) <= 32);
}

export function ipAllowed(policy: LoginPolicy, ip: string): boolean {
  if (policy.IpDeny.some((rule) => ipMatches(ip, rule))) return false;
  return policy.IpAllow.length === 0 || policy.IpAllow.some((rule) => ipMatches(ip, rule));
}

function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** True when now falls within one of the daily windows (a window may cross midnight). */
export function withinTimeWindows(policy: LoginPolicy, now: Date): boolean {
  if (policy.TimeWindows.length === 0) return true;
  const minute = now.getHours() * 60 + now.getMinutes();
  return policy.TimeWindows.some(({ Start, End }) => {
    const start = minutesOf(Start);
    const end = minutesOf(End);
    return start <= end ? minute >= start && minute <= end : minute >= start || minute <= end;
  });
}

export function passwordExpired(policy: LoginPolicy, changedAt: Date, now: Date): boolean {
  return policy.PwdExpireDays > 0 && now.getTime() - changedAt.getTime() > policy.PwdExpireDays * 86_400_000;
}
