/**
 * The `job` command group: submit|list|search|status|progress|get|wait|tasks|diagnose|cancel|stop|
 * reset|restart|crate|clone|logs|result|download|approvals|approve|reject, each idea in jobs/.
 */
import type { Command } from "commander";
import { registerApprovalCommands } from "./approvals.js";
import { registerChangeCommands } from "./jobs/change.js";
import { registerInspectCommands } from "./jobs/inspect.js";
import { registerListCommands } from "./jobs/list.js";
import { registerLogsCommand } from "./jobs/logs.js";
import { registerResultCommands } from "./jobs/results.js";
import { registerSubmitCommand } from "./jobs/submit.js";

export function registerJobCommands(program: Command): void {
  const job = program.command("job").description("jobs: submit, follow, diagnose, fetch results");
  registerApprovalCommands(job);

  registerSubmitCommand(job);
  registerListCommands(job);
  registerInspectCommands(job);
  registerChangeCommands(job);
  registerLogsCommand(job);
  registerResultCommands(job);
}
