/** The `crucible` command tree (commander), its global options and the error -> exit code mapping. */
import { Command, CommanderError, Option } from "commander";
import { CliError } from "./api.js";
import { registerAccountCommands } from "./commands/account.js";
import { registerCatalogueCommands } from "./commands/catalogue.js";
import { registerDataCommands } from "./commands/data.js";
import { registerJobCommands } from "./commands/jobs.js";
import { registerProjectCommands } from "./commands/projects.js";
import { completionScript } from "./completion.js";
import { cliLang } from "./context.js";
import { exitCodes } from "./exit.js";
import { outputFormats } from "./output.js";

export const cliVersion = "0.1.0";

export function buildProgram(): Command {
  const program = new Command();
  program
    .name("crucible")
    .description(
      "The Crucible platform from the command line. Settings: flags > CRUCIBLE_URL, CRUCIBLE_TOKEN, CRUCIBLE_PROFILE, CRUCIBLE_CONFIG > the profile file written by `crucible login`.",
    )
    .version(cliVersion, "-V, --version")
    .option("--url <url>", "the server (CRUCIBLE_URL; default http://localhost:8080)")
    .option("--token <token>", "an API token (CRUCIBLE_TOKEN)")
    .option("--profile <name>", "the profile of the config file (CRUCIBLE_PROFILE; default: the current one)")
    .option("--config <file>", "the config file (CRUCIBLE_CONFIG; default ~/.config/crucible/config.json)")
    .addOption(
      new Option("-o, --output <format>", "table, json or yaml (CRUCIBLE_OUTPUT)").choices([
        ...outputFormats,
      ]),
    )
    .option("--no-progress", "no progress bars (they only show on a terminal anyway)")
    .showHelpAfterError()
    .exitOverride()
    .configureOutput({ outputError: (text, write) => write(text) });

  registerAccountCommands(program);
  registerCatalogueCommands(program);
  registerJobCommands(program);
  registerDataCommands(program);
  registerProjectCommands(program);

  program
    .command("completion")
    .description("print a shell completion script")
    .argument("<shell>", "bash, zsh or fish")
    .action((shell: string) => {
      process.stdout.write(completionScript(program, shell));
    });

  program
    .command("worker")
    .description(
      "run a workflow worker on this machine (DATABASE_URL, like the gateway; no API token): the gateway package's crucible-worker",
    )
    .action(async () => {
      await (
        await gatewayWorker()
      )();
    });

  program
    .command("mcp")
    .description("an MCP server for agents on standard input and output (docs/mcp.md)")
    .option(
      "--root <dir>",
      "the folder upload_data may read files from (default: $CRUCIBLE_MCP_ROOT, else the working directory)",
    )
    .action(async (_options: unknown, command: Command) =>
      (await import("./mcp/server.js")).runMcpServer(command.optsWithGlobals()),
    );

  // Every command (and its sub-commands) stops at usage errors instead of exiting by itself.
  const override = (command: Command) => {
    command.exitOverride();
    command.showHelpAfterError();
    for (const sub of command.commands) override(sub);
  };
  override(program);
  return program;
}

/** Runs the CLI; answers the exit code. */
export async function runCli(argv: readonly string[]): Promise<number> {
  const program = buildProgram();
  const json = () => {
    const i = argv.findIndex((a) => a === "-o" || a === "--output");
    const value =
      i >= 0
        ? argv[i + 1]
        : (argv.find((a) => a.startsWith("--output="))?.slice(9) ?? process.env.CRUCIBLE_OUTPUT);
    return value === "json" || value === "yaml";
  };
  try {
    await program.parseAsync([...argv], { from: "user" });
    return exitCodes.ok;
  } catch (error) {
    if (error instanceof CommanderError) {
      if (
        error.code === "commander.helpDisplayed" ||
        error.code === "commander.version" ||
        error.code === "commander.help"
      ) {
        return exitCodes.ok;
      }
      // Commander already printed the message.
      return exitCodes.usage;
    }
    const failure =
      error instanceof CliError
        ? error
        : new CliError("CliFailure", error instanceof Error ? error.message : String(error));
    if (json()) {
      process.stderr.write(`${JSON.stringify({ Error: failure.toJSON() }, null, 2)}\n`);
    } else {
      process.stderr.write(`crucible: ${failure.describe(cliLang())}\n`);
      const schema = failure.meta?.Schema;
      if (schema) process.stderr.write(`The arguments (JSON Schema):\n${JSON.stringify(schema, null, 2)}\n`);
    }
    return failure.exitCode;
  }
}

/**
 * The gateway's worker, when the gateway package (@crucible/gateway) is installed beside this client, as
 * in a checkout. The client itself holds no server code: a client installed alone answers a usage error
 * naming what to install.
 */
async function gatewayWorker(): Promise<() => Promise<void>> {
  // A name in a variable: the client does not depend on the gateway, at build or at type-check time.
  const specifier = "@crucible/gateway/worker";
  const loaded: unknown = await import(specifier).catch(() => null);
  const runWorker =
    loaded !== null && typeof loaded === "object" && "runWorker" in loaded ? loaded.runWorker : null;
  if (typeof runWorker !== "function") {
    throw new CliError(
      "CliUsage",
      "the worker is part of the gateway: install @crucible/gateway beside the client, or run its crucible-worker (npm run worker in a checkout)",
    );
  }
  return runWorker as () => Promise<void>;
}
