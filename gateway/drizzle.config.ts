import { readdirSync } from "node:fs";
import { defineConfig } from "drizzle-kit";

/**
 * The table files: every module of gateway/src/db but connection.ts and tables.ts (the rule of
 * db/tables.ts `isTableFile`, which a test compares with this list), so that a new area's table file
 * needs no line here.
 */
const folder = "./gateway/src/db";
const schema = readdirSync(folder)
  .filter((name) => /^[a-zA-Z]+\.ts$/.test(name) && !/^(connection|tables)\./.test(name))
  .sort()
  .map((name) => `${folder}/${name}`);

export default defineConfig({
  dialect: "postgresql",
  schema,
  out: "./gateway/drizzle",
});
