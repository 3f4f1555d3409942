/**
 * `crucible job logs --follow` (issue 29 item 4): a job's task logs as they are printed, over the
 * `taskLog` GraphQL subscription (graphql-ws on /graphql, the API token in connection_init), until every
 * followed task has ended; then the rest of each log from the stored file (read_file with Range from
 * the byte already printed). A lost connection (the gateway restarting) is retried with the downloads'
 * backoff (withRetries); each task's byte offset is kept across attempts, so no text is printed twice.
 * The live feed carries only text written while it is connected: a task already running when the
 * follow begins is followed from where its first live text starts (as `tail -f`); when the feed later
 * skips text (after a restart, or past its rate of about 100 KiB/s), the task's live text stops there
 * and the rest comes from the stored log when the task ends, so every line is printed once and in
 * order. A task that has ended is printed from the stored log.
 */
import { CliError, networkError, type CrucibleClient } from "./api.js";
import {
  CliTaskLogDocument,
  type CliTaskLogSubscription,
  type CliTaskLogSubscriptionVariables,
} from "./__generated__/operations.js";
import { cliLang } from "./context.js";
import { withRetries } from "./transfer.js";

export type LogStreamName = "Stdout" | "Stderr";

export interface FollowedTask {
  id: string;
  key: string;
  state: string;
  run: number;
}

/** What is printed: a piece of a task's log, its byte offset in the stream and the task's run. */
export interface LogPiece {
  Task: string;
  TaskId: number;
  Stream: LogStreamName;
  Run: number;
  Offset: number;
  Text: string;
}

export interface FollowOptions {
  jobId: number;
  stream: LogStreamName;
  /** The tasks followed (a --task, else every task of the job), fetched again at each attempt. */
  tasks: () => Promise<{ tasks: FollowedTask[]; jobState: string }>;
  print: (piece: LogPiece) => void;
  /** A notice for a person (stderr, table output only). */
  notice: (text: string) => void;
  retries: number;
  signal: AbortSignal;
  /**
   * Where each task's log was read up to by an earlier follow of the same run (an MCP client's
   * cursor): nothing before it is printed again. Default: from the start.
   */
  from?: { run: number; offset: number };
}

const finished = new Set(["done", "abort", "cancel"]);

interface Progress {
  run: number;
  /** Bytes of the run's log printed so far. */
  printed: number;
  /** The stored log was printed to its end (the task ended). */
  complete: boolean;
  /** Some text of this run was printed or its first live text came (a later gap is a lost one). */
  joined: boolean;
  /** The live feed skipped text: live text is no longer printed, the stored log gives the rest. */
  behind: boolean;
}

/** The stored log of an ended task from byte `from` ('' when it has no log). */
async function storedLogFrom(
  client: CrucibleClient,
  taskId: string,
  stream: LogStreamName,
  from: number,
  signal: AbortSignal,
): Promise<Buffer> {
  const answer = await client
    .download(`api/workflow_job_tasks/read_file/${taskId}`, {
      searchParams: { Type: stream },
      headers: from > 0 ? { range: `bytes=${from}-` } : {},
      signal,
    })
    .catch((error: unknown) => {
      throw error instanceof CliError ? error : networkError(error, client.url);
    });
  const body = await answer.bytes().catch((error: unknown) => {
    throw networkError(error, client.url);
  });
  if (answer.status === 206) return body;
  if (answer.status === 200) return body.subarray(from);
  if (answer.status === 416) return Buffer.alloc(0);
  if (answer.status >= 500)
    throw new CliError("CliUnreachable", `HTTP ${answer.status} for the task's ${stream}`);
  try {
    const envelope = JSON.parse(body.toString("utf8")) as {
      Error: { Type: string; Value: string | null } | null;
    };
    // The task wrote nothing on this stream.
    if (envelope.Error?.Type === "DBDataNotExist" || envelope.Error?.Type === "DBNotExist")
      return Buffer.alloc(0);
    if (envelope.Error) throw new CliError(envelope.Error.Type, envelope.Error.Value);
  } catch (error) {
    if (error instanceof CliError) throw error;
  }
  throw new CliError("CliBadAnswer", `HTTP ${answer.status} for the task's ${stream}`);
}

/** The error a graphql-ws sink received: the server's GraphQL errors, or the socket's end. */
function subscriptionError(error: unknown, url: string): CliError {
  if (Array.isArray(error) && error.length > 0) {
    const first = error[0] as { message?: string; extensions?: { code?: string; value?: string | null } };
    return new CliError(
      first.extensions?.code ?? "CliBadAnswer",
      first.extensions?.value ?? first.message ?? null,
    );
  }
  if (error instanceof Error) return networkError(error, url);
  const closed = error as { code?: number; reason?: string };
  // 4401/4403: the token was refused or revoked while following.
  if (closed.code === 4401 || closed.code === 4403)
    return new CliError("UserLoginServiceAuthTokenInvalid", closed.reason ?? null);
  return new CliError(
    "CliUnreachable",
    `${url}: the live connection closed${closed.code ? ` (${closed.code}${closed.reason ? ` ${closed.reason}` : ""})` : ""}`,
  );
}

/** Follows the tasks' logs until they have all ended (see the file's comment). */
export async function followLogs(client: CrucibleClient, options: FollowOptions): Promise<void> {
  const progress = new Map<string, Progress>();
  const zh = cliLang() === "zh";

  const emit = (task: FollowedTask, state: Progress, offset: number, bytes: Buffer, live: boolean) => {
    const end = offset + bytes.length;
    if (end <= state.printed || (live && state.behind)) return;
    if (offset > state.printed && !state.joined) {
      // The task had written this much before the first live text reached us: like `tail -f`, the
      // log is printed from there (`job logs` prints it whole once the task has ended).
      options.notice(
        zh
          ? `${task.key}：从第 ${offset} 字节起跟随（之前的日志在子任务结束后可用 \`crucible job logs\` 查看）`
          : `${task.key}: following from byte ${offset} (the text before it: \`crucible job logs\` once the task ends)`,
      );
      state.printed = offset;
    }
    state.joined = true;
    if (offset > state.printed) {
      // Text the live feed did not carry (written while the connection was down, or past its rate):
      // the rest is printed from the stored log once the task ends, so every line comes once, in order.
      state.behind = true;
      options.notice(
        zh
          ? `${task.key}：实时日志缺少从第 ${state.printed} 字节起的内容；其余日志在子任务结束后打印`
          : `${task.key}: the live log misses text from byte ${state.printed}; the rest is printed when the task ends`,
      );
      return;
    }
    const fresh = bytes.subarray(state.printed - offset);
    const text = fresh.toString("utf8");
    options.print({
      Task: task.key,
      TaskId: Number(task.id),
      Stream: options.stream,
      Run: state.run,
      Offset: state.printed,
      Text: text,
    });
    state.printed = end;
  };

  const progressOf = (task: FollowedTask): Progress => {
    let state = progress.get(task.id);
    if (!state || state.run !== task.run) {
      if (state)
        options.notice(
          zh
            ? `${task.key}：子任务重新运行（第 ${task.run} 次），其日志从头开始`
            : `${task.key}: the task runs again (run ${task.run}); its log starts over`,
        );
      const from = !state && options.from?.run === task.run ? options.from.offset : 0;
      state = { run: task.run, printed: from, complete: false, behind: false, joined: false };
      progress.set(task.id, state);
    }
    return state;
  };

  /** One attempt: follow the unfinished tasks live, then print the rest of every ended task's log. */
  const attempt = async (): Promise<boolean> => {
    const { tasks } = await options.tasks();
    for (const task of tasks) progressOf(task);
    const running = tasks.filter((t) => !finished.has(t.state) && !progress.get(t.id)!.complete);
    if (running.length > 0) await subscribe(running);
    // Every followed task has ended (its subscription completed): print the stored rest.
    const now = await options.tasks();
    for (const task of now.tasks) {
      const state = progressOf(task);
      if (!finished.has(task.state)) return false;
      if (state.complete) continue;
      const rest = await storedLogFrom(client, task.id, options.stream, state.printed, options.signal);
      if (rest.length > 0) emit(task, state, state.printed, rest, false);
      state.complete = true;
    }
    return true;
  };

  const subscribe = async (tasks: FollowedTask[]): Promise<void> => {
    const [{ createClient }, { default: WebSocket }] = await Promise.all([
      import("graphql-ws"),
      import("ws"),
    ]);
    const url = `${client.url.replace(/^http/, "ws")}/graphql`;
    const ws = createClient({
      url,
      webSocketImpl: WebSocket,
      connectionParams: client.token ? { authorization: `Bearer ${client.token}` } : {},
      retryAttempts: 0,
      lazy: true,
      lazyCloseTimeout: 0,
    });
    const byId = new Map(tasks.map((t) => [t.id, t]));
    try {
      await Promise.all(
        tasks.map(
          (task) =>
            new Promise<void>((resolve, reject) => {
              let stop = (): void => undefined;
              const onAbort = () => {
                stop();
                reject(new CliError("CliInterrupted", "interrupted (Ctrl-C)"));
              };
              const settle = (end: () => void) => {
                options.signal.removeEventListener("abort", onAbort);
                end();
              };
              options.signal.addEventListener("abort", onAbort, { once: true });
              const variables: CliTaskLogSubscriptionVariables = {
                taskId: task.id,
                stream: options.stream === "Stdout" ? "STDOUT" : "STDERR",
              };
              stop = ws.subscribe<CliTaskLogSubscription>(
                { query: CliTaskLogDocument.toString(), variables },
                {
                  next: ({ data, errors }) => {
                    if (errors?.length) return settle(() => reject(subscriptionError(errors, client.url)));
                    const chunk = data?.taskLog;
                    const followed = chunk ? byId.get(chunk.taskId) : undefined;
                    if (!chunk || !followed) return;
                    emit(followed, progressOf(followed), chunk.offset, Buffer.from(chunk.text, "utf8"), true);
                  },
                  error: (error) => settle(() => reject(subscriptionError(error, client.url))),
                  complete: () => settle(resolve),
                },
              );
            }),
        ),
      );
    } finally {
      await ws.dispose();
    }
  };

  for (;;) {
    const done = await withRetries(client.url, attempt, {
      retries: options.retries,
      signal: options.signal,
      interrupted: () =>
        new CliError("CliInterrupted", `stopped following the logs of job ${options.jobId} (Ctrl-C)`),
      exhausted: (failure, attempts) =>
        new CliError(
          failure.type,
          `${failure.value ?? failure.type} (following the logs of job ${options.jobId}, after ${attempts} attempts)`,
          { meta: { ...failure.meta, JobId: options.jobId }, status: failure.status },
        ),
    });
    if (done) return;
  }
}
