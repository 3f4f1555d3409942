/**
 * What every command receives: the resolved settings (config.ts), a client (api.ts), the printer
 * (output.ts) and whether stderr is a terminal (progress bars only then).
 */
import { constants } from "@crucible/schema/constants";
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
/** The language errors are printed in: the profile's `crucible lang` (or CRUCIBLE_LANG), once known. */
let errorLang: "en" | "zh" = process.env.CRUCIBLE_LANG === "zh" ? "zh" : "en";

export function cliLang(): "en" | "zh" {
  return errorLang;
}
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
  if (config.lang) errorLang = config.lang;
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
    throw new CliError("CliUsage", `${what} must be a positive integer, not ${JSON.stringify(value)}`, {
      zh: `${what} 必须是正整数，而不是 ${JSON.stringify(value)}`,
    });
  }
  return Number(value);
}

/** A non-negative integer option, or CliUsage. */
export function parseCount(value: string, what: string): number {
  if (!/^\d{1,9}$/.test(value))
    throw new CliError("CliUsage", `${what} must be a whole number`, { zh: `${what} 必须是非负整数` });
  return Number(value);
}

/** A list's page: --limit from 1 to the server's most (constants.queryLimitMax), --offset from 0. */
export const listLimitMax = constants.queryLimitMax;
export const listOffsetMax = 1_000_000_000;

/** An integer option within bounds (a list's --limit, for example), or CliUsage naming them. */
export function parseBounded(value: string, what: string, min: number, max: number): number {
  const n = /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
  if (!(n >= min && n <= max)) {
    throw new CliError(
      "CliUsage",
      `${what} must be a whole number from ${min} to ${max}, not ${JSON.stringify(value)}`,
      {
        zh: `${what} 必须是 ${min} 到 ${max} 之间的整数，而不是 ${JSON.stringify(value)}`,
      },
    );
  }
  return n;
}

/** A value that must be one of a few (a state, a kind), or CliUsage naming them. */
export function parseChoice<T extends string>(value: string, what: string, choices: readonly T[]): T {
  if (!(choices as readonly string[]).includes(value)) {
    throw new CliError(
      "CliUsage",
      `${what} must be one of ${choices.join(", ")}, not ${JSON.stringify(value)}`,
      {
        zh: `${what} 只能是 ${choices.join("、")} 之一，而不是 ${JSON.stringify(value)}`,
      },
    );
  }
  return value as T;
}
