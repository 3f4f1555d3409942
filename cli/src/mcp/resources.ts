/** The MCP server's resources: job outputs, crucible://jobs/{jobId}/tasks/{task}/outputs/{name}. */
import { ResourceTemplate, type McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { CliError } from "../api.js";
import { getJob, readTaskBytes, recentJobs } from "./operations.js";
import { limits, textOutput, type ToolKit } from "./toolKit.js";

/** Job outputs as resources. */
export function registerResultResources(server: McpServer, kit: ToolKit): void {
  const { currentClient } = kit;
  // Job results as resources: crucible://jobs/{jobId}/tasks/{task}/outputs/{name}. The list offers the
  // outputs of the user's most recent jobs; any job's output reads by its address.
  server.registerResource(
    "job-output",
    new ResourceTemplate("crucible://jobs/{jobId}/tasks/{task}/outputs/{name}", {
      list: async () => {
        const c = currentClient();
        if (!c.token) return { resources: [] };
        const jobs = await recentJobs(c, 10);
        return {
          resources: jobs.flatMap((job) =>
            job.tasks.flatMap((task) =>
              task.outputs.map((output) => ({
                uri: outputUri(job.id, task.key, output.name),
                name: `${output.name} of task ${task.key}, job ${job.id} (${job.name})`,
                mimeType: textOutput.test(output.name) ? "text/plain" : "application/octet-stream",
                size: output.size,
              })),
            ),
          ),
        };
      },
    }),
    {
      title: "A job's output file",
      description: `An output file of a task of one of the user's jobs (the first ${limits.resultBytesMax} bytes; text outputs as text, others base64).`,
    },
    async (uri, variables) => {
      const c = currentClient();
      if (!c.token) throw new CliError("CliNoToken");
      const value = (name: string) => {
        const v = variables[name];
        return decodeURIComponent(Array.isArray(v) ? (v[0] ?? "") : (v ?? ""));
      };
      const jobId = Number(value("jobId"));
      if (!Number.isSafeInteger(jobId) || jobId < 1)
        throw new CliError("DBDataNotExist", `job ${value("jobId")}`);
      const job = await getJob(c, jobId);
      const task = job.tasks.find((t) => t.key === value("task"));
      const output = task?.outputs.find((o) => o.name === value("name"));
      if (!task || !output) throw new CliError("DBDataNotExist", uri.href);
      const bytes = await readTaskBytes(c, Number(task.id), output.name, limits.resultBytesMax);
      return {
        contents: [
          textOutput.test(output.name)
            ? { uri: uri.href, mimeType: "text/plain", text: bytes.toString("utf8") }
            : { uri: uri.href, mimeType: "application/octet-stream", blob: bytes.toString("base64") },
        ],
      };
    },
  );
}

/** The address of a job's output as a resource. */
export function outputUri(jobId: string | number, task: string, name: string): string {
  return `crucible://jobs/${jobId}/tasks/${encodeURIComponent(task)}/outputs/${encodeURIComponent(name)}`;
}
