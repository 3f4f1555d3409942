/** job list and job search: pages a script can follow. */
import type { Command } from "commander";
import { CliJobsDocument, type WhereGroupInput } from "../../__generated__/operations.js";
import {
  listLimitMax,
  listOffsetMax,
  parseBounded,
  parseChoice,
  parseId,
  signedInContext,
} from "../../context.js";
import { pageInfo } from "../../output.js";
import { jobColumns, jobRow, jobStates } from "./job.js";

/** job list and job search: pages a script can follow. */
export function registerListCommands(job: Command): void {
  const listAction =
    (search: string | undefined) =>
    async (
      options: { state?: string; tag?: string; project?: string; limit: string; offset: string },
      command: Command,
    ) => {
      const context = await signedInContext(command);
      const where: WhereGroupInput[] = [];
      if (search) {
        where.push({
          values: [
            { name: "Name", value: search, symbol: "LIKE" },
            { name: "Tags", value: search, symbol: "LIKE", logic: "OR" },
          ],
        });
      }
      if (options.state) {
        const state = parseChoice(options.state, "--state", jobStates);
        where.push({ values: [{ name: "State", value: state, symbol: "=" }] });
      }
      // The server finds the tag as text (LIKE); only jobs holding exactly that tag are kept below.
      if (options.tag) where.push({ values: [{ name: "Tags", value: options.tag, symbol: "LIKE" }] });
      if (options.project) {
        const project = String(parseId(options.project, "--project"));
        where.push({ values: [{ name: "ProjectId", value: project, symbol: "=" }] });
      }
      const limit = parseBounded(options.limit, "--limit", 1, listLimitMax);
      const offset = parseBounded(options.offset, "--offset", 0, listOffsetMax);
      const { jobs } = await context.client.graphql(CliJobsDocument, {
        query: { where, orderBy: [{ name: "CreatedAt", isAsc: false }], limit, offset },
      });
      const rows = jobs.list.filter((j) => !options.tag || j.tags.includes(options.tag)).map(jobRow);
      // The next offset counts the server's rows (a --tag page may show fewer than it read).
      context.print.page(rows, jobColumns, pageInfo(jobs.total, offset, limit, jobs.list.length, "jobs"));
    };
  const listOptions = (c: Command) =>
    c
      .option("--state <state>", `only jobs in this state (${jobStates.join(", ")})`)
      .option("--tag <tag>", "only jobs with this exact tag")
      .option("--project <id>", "only the jobs of this project (yours and other members')")
      .option("--limit <n>", "at most this many", "50")
      .option("--offset <n>", "skip this many", "0");
  listOptions(job.command("list").description("your jobs, newest first")).action(listAction(undefined));
  listOptions(
    job
      .command("search")
      .description("your jobs whose name or tags hold the text (the words as one text)")
      .argument("<words...>"),
  ).action(
    async (
      words: string[],
      options: { state?: string; tag?: string; project?: string; limit: string; offset: string },
      command: Command,
    ) => listAction(words.join(" "))(options, command),
  );
}
