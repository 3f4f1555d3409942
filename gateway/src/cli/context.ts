/**
 * What every command receives: the resolved settings (config.ts), a client (api.ts), the printer
 * (output.ts) and whether stderr is a terminal (progress bars only then).
 */
import type { Command } from "commander";
import { CliError, type CrucibleClient } from "./api.js";
import { clientFromConfig, resolveConfig, type ConfigFlags, type ResolvedConfig } from "./config.js";
import { createPrinter, outputFormats, prepareOutput, type OutputFormat, type Printer } from "./output.js";

export interface GlobalOptions extends ConfigFlags {
  output?: string;
  progress?: boolean;
}

export interface CommandContext {
  config: ResolvedConfig;
  client: CrucibleClient;
  print: Printer;
  /** Progress bars: stderr is a TTY and --no-progress was not given. */
  progress: boolean;
  /** The signal that aborts when the user presses Ctrl-C. */
  signal: AbortSignal;
}

const interrupt = new AbortController();
let interrupted = false;

/** Ctrl-C: the first press aborts the running transfer (which stays resumable); the second exits. */
export function installInterruptHandler(): void {
  process.on("SIGINT", () => {
    if (interrupted) process.exit(130);
    interrupted = true;
    interrupt.abort(new CliError("CliInterrupted", "interrupted (Ctrl-C)"));
    // A transfer stops at once and says how to resume; anything still running after that is ended.
    setTimeout(() => process.exit(130), 3000).unref();
  });
}

export function interruptSignal(): AbortSignal {
  return interrupt.signal;
}

/** Throws CliInterrupted when Ctrl-C was pressed. */
export function checkInterrupted(): void {
  if (interrupt.signal.aborted) throw new CliError("CliInterrupted", "interrupted (Ctrl-C)");
}

function outputFormat(value: string | undefined): OutputFormat {
  const format = (value ?? process.env.CRUCIBLE_OUTPUT ?? "table") as OutputFormat;
  if (!outputFormats.includes(format)) {
    throw new CliError("CliUsage", `--output must be one of ${outputFormats.join(", ")}`);
  }
  return format;
}

/** The context for a command from its global options. */
export async function commandContext(command: Command): Promise<CommandContext> {
  const options = command.optsWithGlobals<GlobalOptions>();
  const config = await resolveConfig({
    url: options.url,
    token: options.token,
    profile: options.profile,
    config: options.config,
  });
  const format = outputFormat(options.output);
  await prepareOutput(format);
  return {
    config,
    client: clientFromConfig(config),
    print: createPrinter(format),
    progress: options.progress !== false && process.stderr.isTTY === true,
    signal: interrupt.signal,
  };
}

/** Like commandContext, and CliNoToken when no token is configured. */
export async function signedInContext(command: Command): Promise<CommandContext> {
  const context = await commandContext(command);
  if (!context.config.token) {
    throw new CliError(
      "CliNoToken",
      "not signed in: run `crucible login`, or set CRUCIBLE_TOKEN / --token to an API token",
    );
  }
  return context;
}

/** A positive integer id from the command line, or CliUsage. */
export function parseId(value: string, what = "id"): number {
  if (!/^\d{1,15}$/.test(value) || Number(value) <= 0) {
    throw new CliError("CliUsage", `${what} must be a positive integer, not ${JSON.stringify(value)}`);
  }
  return Number(value);
}

/** A non-negative integer option, or CliUsage. */
export function parseCount(value: string, what: string): number {
  if (!/^\d{1,9}$/.test(value)) throw new CliError("CliUsage", `${what} must be a whole number`);
  return Number(value);
}
