/**
 * Keeps the error catalogue honest (spec §8): every Type is raised somewhere in the gateway, or
 * docs/architecture.md's "Error catalogue coverage" table says why it cannot arise, never both.
 */
import { errorTypes } from "@crucible/schema";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const gatewaySrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const architecture = path.resolve(gatewaySrc, "../../docs/architecture.md");
// Clients of the gateway's API read Types to interpret answers; they raise none of the gateway's.
const clientFolders = ["cli", "mcp"];

function gatewaySources(): string {
  const files = readdirSync(gatewaySrc, { recursive: true, encoding: "utf8" }).filter(
    (file) =>
      file.endsWith(".ts") &&
      !file.endsWith(".test.ts") &&
      !file.includes("__generated__") &&
      !clientFolders.some((folder) => file.startsWith(`${folder}${path.sep}`)),
  );
  return files.map((file) => readFileSync(path.join(gatewaySrc, file), "utf8")).join("\n");
}

/** The Types of the coverage table: rows "| `Type` | why |" of its section. */
function explainedTypes(): Map<string, string> {
  const text = readFileSync(architecture, "utf8");
  const start = text.indexOf("## Error catalogue coverage");
  expect(start).toBeGreaterThanOrEqual(0);
  const end = text.indexOf("\n## ", start + 1);
  const section = text.slice(start, end < 0 ? undefined : end);
  const rows = new Map<string, string>();
  for (const match of section.matchAll(/^\|\s*`(\w+)`\s*\|\s*(.*?)\s*\|\s*$/gm)) {
    rows.set(match[1]!, match[2]!);
  }
  return rows;
}

describe("the error catalogue's coverage", () => {
  const sources = gatewaySources();
  const raised = (type: string) => sources.includes(`"${type}"`) || sources.includes(`'${type}'`);
  const explained = explainedTypes();

  it("raises every Type or says why it cannot arise", () => {
    const neither = errorTypes.filter((type) => !raised(type) && !explained.has(type));
    expect(neither).toEqual([]);
  });

  it("lists only catalogue Types that are never raised, each with a reason", () => {
    for (const [type, why] of explained) {
      expect(errorTypes, type).toContain(type);
      expect(raised(type), `${type} is raised: take it out of the table`).toBe(false);
      expect(why.length, type).toBeGreaterThan(20);
    }
  });
});
