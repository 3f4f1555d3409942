/** The MCP tools get_job_results and export_job_crate: what a job made and how. */
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { crateMetadataName, readJobCrateMetadata } from "../crates.js";
import { getJob, readTaskFile, settledStates } from "./operations.js";
import { id, limits, textOutput, type ToolKit } from "./toolKit.js";

/** Get_job_results, export_job_crate: what a job made and how. */
export function registerResultTools(server: McpServer, kit: ToolKit): void {
  const { run, readOnly } = kit;
  server.registerTool(
    "get_job_results",
    {
      title: "Read a job's results",
      description: `Every task's outputs (name, size) and, for text outputs (CSV, TSV, SDF, SMILES, logs ...), the first maxBytesPerFile bytes (default ${limits.resultBytesDefault}, at most ${limits.resultBytesMax}; ${limits.resultBytesTotal} in all). The files stay on the platform: their download URLs need the same token.`,
      inputSchema: {
        jobId: id.describe("the job's id"),
        maxBytesPerFile: z.number().int().min(0).max(limits.resultBytesMax).optional(),
      },
      annotations: readOnly,
    },
    run(
      (args) => ({
        tool: "get_job_results",
        missing: `no job ${args.jobId} that this user can see`,
        find: "use the id submit_job answered",
      }),
      async (args, c) => {
        const job = await getJob(c, args.jobId);
        const perFile = args.maxBytesPerFile ?? limits.resultBytesDefault;
        let budget: number = limits.resultBytesTotal;
        const tasks = [];
        const lines: string[] = [
          `Outputs of job ${job.id} "${job.name}" (${job.state}${settledStates.has(job.state) ? "" : ": still running, more may come"}):`,
        ];
        for (const task of job.tasks) {
          const outputs = [];
          for (const output of task.outputs) {
            const url = `${c.url}/api/workflow_job_tasks/download_file/${task.id}?Type=OutFile&KeyName=${encodeURIComponent(output.name)}`;
            const entry: Record<string, unknown> = { name: output.name, size: output.size, downloadUrl: url };
            const want = Math.min(perFile, budget, output.size);
            if (textOutput.test(output.name) && want > 0) {
              const head = await readTaskFile(c, Number(task.id), "OutFile", { head: want }, output.name);
              budget -= head.text.length;
              entry.head = head.text;
              entry.partial = head.partial;
              lines.push(
                `--- task ${task.key}: ${output.name} (${output.size} bytes${head.partial ? `, first ${want} shown` : ""})\n${head.text}`,
              );
            } else {
              lines.push(`--- task ${task.key}: ${output.name} (${output.size} bytes)`);
            }
            outputs.push(entry);
          }
          tasks.push({ id: Number(task.id), key: task.key, state: task.state, outputs });
        }
        if (job.tasks.every((t) => t.outputs.length === 0)) lines.push("No task has written an output yet.");
        return {
          content: [{ type: "text", text: lines.join("\n") }],
          structuredContent: { job: { id: Number(job.id), name: job.name, state: job.state }, tasks },
        };
      },
    ),
  );

  server.registerTool(
    "export_job_crate",
    {
      title: "Export a job's provenance (RO-Crate)",
      description: `A job's provenance as a Workflow Run RO-Crate: the crate's ro-crate-metadata.json (JSON-LD: which workflow and module versions ran, with which arguments, inputs and outputs with their SHA-256, when, for how much CPU and how many tokens, and who ran it), as text of at most ${limits.crateTextMax} characters (a larger one is cut, said so). The whole crate, a zip with the workflow definition and the outputs within the platform's size bounds, downloads with the same token from the downloadUrl answered (GET /api/workflow_job/ro_crate/<jobId>).`,
      inputSchema: { jobId: id.describe("the job's id (from submit_job or get_job)") },
      annotations: readOnly,
    },
    run(
      (args) => ({
        tool: "export_job_crate",
        missing: `no job ${args.jobId} that this user can see`,
        find: "use the id submit_job answered",
      }),
      async (args, c) => {
        const crate = await readJobCrateMetadata(c, args.jobId, limits.crateMetadataBytesMax);
        const downloadUrl = `${c.url}/api/workflow_job/ro_crate/${args.jobId}`;
        const cut = crate.text.length > limits.crateTextMax;
        const metadata = cut ? null : (JSON.parse(crate.text) as unknown);
        return {
          content: [
            {
              type: "text",
              text: [
                `RO-Crate of job ${args.jobId}: ${crateMetadataName} (${crate.size} bytes${cut ? `, the first ${limits.crateTextMax} characters shown` : ""}). The whole crate (a zip with the workflow definition and the outputs) downloads with the same API token from ${downloadUrl}.`,
                `--- ${crateMetadataName}`,
                cut ? crate.text.slice(0, limits.crateTextMax) : crate.text,
              ].join("\n"),
            },
          ],
          structuredContent: {
            jobId: args.jobId,
            size: crate.size,
            truncated: cut,
            metadata,
            ...(cut ? { text: crate.text.slice(0, limits.crateTextMax) } : {}),
            downloadUrl,
          },
        };
      },
    ),
  );
}
