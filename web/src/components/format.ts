/** Display helpers that follow the current language. */
import { currentLanguage } from "../i18n";

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const day = date.toLocaleDateString(currentLanguage(), {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  const time = date.toLocaleTimeString(currentLanguage(), {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  // A no-break space keeps the date and its time on one line in narrow table cells.
  return `${day}\u00a0${time}`;
}

export function formatDate(value: string | null | undefined): string {
  if (!value) return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString(currentLanguage(), { year: "numeric", month: "2-digit", day: "2-digit" });
}

const units = ["B", "KB", "MB", "GB", "TB"] as const;

/** Bytes in powers of 1024, as the spec's size units. */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toFixed(digits).replace(/\.0$/, "")} ${units[unit]}`;
}

/** A short, readable form of a browser user agent: "Chrome 131 on Linux". */
export function describeUserAgent(agent: string): string {
  const browser =
    /(Edg|OPR|Firefox|Chrome|Chromium|Safari)\/(\d+)/.exec(agent) ?? /(curl|got|node)[/ ](\d+)?/i.exec(agent);
  const system = /(Windows|Mac OS X|Android|iPhone|iPad|Linux)/.exec(agent);
  if (!browser) return agent.slice(0, 60);
  const name = browser[1] === "Edg" ? "Edge" : browser[1] === "OPR" ? "Opera" : browser[1];
  return [name, browser[2], system ? `· ${system[1]}` : ""].filter(Boolean).join(" ");
}
