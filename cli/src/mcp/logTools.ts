/** The MCP tools get_task_logs and follow_task_log: what a task writes. */
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { CliError } from "../api.js";
import { followLogs } from "../follow.js";
import { getJob, readTaskFile, settledStates } from "./operations.js";
import { id, limits, type ToolKit } from "./toolKit.js";

/** Get_task_logs, follow_task_log: what a task writes. */
export function registerLogTools(server: McpServer, kit: ToolKit): void {
  const { run, readOnly } = kit;
  server.registerTool(
    "get_task_logs",
    {
      title: "Read a task's logs",
      description: `The end of a task's stdout and/or stderr (the last tailBytes bytes, default ${limits.logBytesDefault}, at most ${limits.logBytesMax}), with each log's whole size. Task ids come from get_job or wait_job.`,
      inputSchema: {
        taskId: id.describe("the task's id (not the job's)"),
        stream: z.enum(["stdout", "stderr", "both"]).optional().describe("default both"),
        tailBytes: z.number().int().min(1).max(limits.logBytesMax).optional(),
      },
      annotations: readOnly,
    },
    run(
      (args) => ({
        tool: "get_task_logs",
        missing: `no task ${args.taskId} that this user can see, or it has not written that log yet (a task that has not started has none)`,
        find: "take task ids from get_job",
      }),
      async (args, c) => {
        const tail = args.tailBytes ?? limits.logBytesDefault;
        const streams =
          args.stream === "stdout"
            ? ["Stdout"]
            : args.stream === "stderr"
              ? ["Stderr"]
              : ["Stdout", "Stderr"];
        const logs: Record<string, { size: number; partial: boolean; text: string }> = {};
        for (const stream of streams as ("Stdout" | "Stderr")[]) {
          logs[stream.toLowerCase()] = await readTaskFile(c, args.taskId, stream, { tail });
        }
        const text = Object.entries(logs)
          .map(
            ([name, log]) =>
              `--- ${name} (${log.size} bytes${log.partial ? `, last ${tail} shown` : ""})\n${log.text}`,
          )
          .join("\n");
        return {
          content: [{ type: "text", text: `Logs of task ${args.taskId}:\n${text}` }],
          structuredContent: { taskId: args.taskId, logs },
        };
      },
    ),
  );

  server.registerTool(
    "follow_task_log",
    {
      title: "Follow a task's log",
      description: `The text a task prints to stdout (or stderr) from fromOffset on, as it comes: waits up to waitSeconds (default ${limits.followSecondsDefault}, at most ${limits.waitSecondsMax}) or until the task ends, then answers the text, nextOffset and whether the task has ended. Call again with fromOffset = nextOffset (and the same run) to go on; when ended is true the log is complete. Text printed between two calls that the live feed no longer holds is said in notices (read it with get_task_logs once the task ends). With a progress token, each piece also comes as a progress notification.`,
      inputSchema: {
        jobId: id.describe("the job's id"),
        taskId: id.describe("the task's id (from get_job)"),
        stream: z.enum(["stdout", "stderr"]).optional().describe("default stdout"),
        fromOffset: z
          .number()
          .int()
          .min(0)
          .optional()
          .describe("bytes of this run's log already read (default 0)"),
        run: z
          .number()
          .int()
          .min(1)
          .optional()
          .describe("the run fromOffset belongs to (from the last answer)"),
        waitSeconds: z.number().min(1).max(limits.waitSecondsMax).optional(),
      },
      annotations: readOnly,
    },
    run(
      (args) => ({
        tool: "follow_task_log",
        missing: `no task ${args.taskId} in job ${args.jobId} that this user can see`,
        find: "take the job's and its tasks' ids from get_job",
      }),
      async (args, c, extra) => {
        const stream = args.stream === "stderr" ? "Stderr" : "Stdout";
        const progressToken = extra._meta?.progressToken;
        const first = await getJob(c, args.jobId);
        const task = first.tasks.find((t) => Number(t.id) === args.taskId);
        if (!task) throw new CliError("DBDataNotExist", `task ${args.taskId}`);
        const run = args.run ?? task.run;
        let offset = run === task.run ? (args.fromOffset ?? 0) : 0;
        let text = "";
        let full = false;
        const notices: string[] = [];
        // The wait ends at the deadline, when the client cancels, or when the answer is full.
        const stop = new AbortController();
        const deadline = setTimeout(
          () => stop.abort(),
          (args.waitSeconds ?? limits.followSecondsDefault) * 1000,
        );
        const cancel = () => stop.abort();
        extra.signal.addEventListener("abort", cancel, { once: true });
        let lastRun = task.run;
        try {
          await followLogs(c, {
            jobId: args.jobId,
            stream,
            retries: 2,
            signal: stop.signal,
            from: { run, offset },
            notice: (message) => notices.push(message),
            print: (piece) => {
              if (piece.Run !== lastRun) {
                lastRun = piece.Run;
                text = "";
              }
              text += piece.Text;
              offset = piece.Offset + Buffer.byteLength(piece.Text, "utf8");
              if (progressToken !== undefined)
                void extra.sendNotification({
                  method: "notifications/progress",
                  params: { progressToken, progress: offset, message: piece.Text.slice(0, 2000) },
                });
              if (Buffer.byteLength(text, "utf8") >= limits.logBytesMax && !full) {
                full = true;
                stop.abort();
              }
            },
            tasks: async () => {
              const job = await getJob(c, args.jobId);
              const now = job.tasks.find((t) => Number(t.id) === args.taskId);
              if (!now) throw new CliError("DBDataNotExist", `task ${args.taskId}`);
              return {
                tasks: [{ id: now.id, key: now.key, state: now.state, run: now.run }],
                jobState: job.state,
              };
            },
          });
        } catch (error) {
          if (!(error instanceof CliError && error.type === "CliInterrupted" && stop.signal.aborted))
            throw error;
        } finally {
          clearTimeout(deadline);
          extra.signal.removeEventListener("abort", cancel);
        }
        const now = (await getJob(c, args.jobId)).tasks.find((t) => Number(t.id) === args.taskId) ?? task;
        const ended = settledStates.has(now.state) && !full && now.run === lastRun;
        const lines = [
          `Task ${now.key} (${now.state}, run ${lastRun}): ${Buffer.byteLength(text, "utf8")} bytes of ${stream.toLowerCase()} up to byte ${offset}.`,
          ...notices,
          ended
            ? "The task has ended: this is the end of its log."
            : full
              ? `More text is waiting: call again with fromOffset ${offset} and run ${lastRun}.`
              : `Still running: call again with fromOffset ${offset} and run ${lastRun}.`,
          text ? `--- ${stream.toLowerCase()}\n${text}` : "",
        ].filter(Boolean);
        return {
          content: [{ type: "text", text: lines.join("\n") }],
          structuredContent: {
            taskId: args.taskId,
            key: now.key,
            state: now.state,
            run: lastRun,
            stream: stream.toLowerCase(),
            text,
            nextOffset: offset,
            ended,
            notices,
          },
        };
      },
    ),
  );
}
