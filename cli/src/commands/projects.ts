/**
 * project list|create|rename|delete|members|invite|invitations|accept|decline|role|remove|leave|move|
 * tokens|add-tokens|withdraw-tokens|packs|storage|usage|buy|redeem-card: shared projects (issue 28 item 2) over the REST
 * calls of /api/project/*.
 */
import {
  maxOrderQuantity,
  projectItemKinds,
  projectLedgerPageMax,
  projectRoleNames,
  projectTokensAddMax,
} from "@crucible/schema/limits";
import { projectContract } from "@crucible/schema/projectCalls";
import type { Command } from "commander";
import { CliError } from "../api.js";
import { parseBounded, parseChoice, parseId, signedInContext } from "../context.js";

const projectColumns = [
  { key: "Id" },
  { key: "Name" },
  { key: "MyRole" },
  { key: "MemberCount" },
  { key: "DataFileCount" },
  { key: "TemplateCount" },
  { key: "JobCount" },
  { key: "ProcessorCount" },
  { key: "TokenBalance" },
];

const memberColumns = [{ key: "UserId" }, { key: "Account" }, { key: "Role" }, { key: "Accepted" }];

export function registerProjectCommands(program: Command): void {
  const project = program
    .command("project")
    .description("projects shared with a team: members by role, shared data, flows and jobs");
  registerProjectBasics(project);
  registerMemberCommands(project);
  registerMoveCommand(project);
  registerTokenCommands(project);
  registerPackCommands(project);
}

/** list, create, rename, delete. */
function registerProjectBasics(project: Command): void {
  project
    .command("list")
    .description("the projects you are a member of, with your role and what they hold")
    .action(async (_options: unknown, command: Command) => {
      const context = await signedInContext(command);
      const rows = await context.client.call(projectContract.list, {});
      context.print.list(rows, projectColumns);
    });

  project
    .command("create")
    .description("create a project (you are its owner)")
    .argument("<name>")
    .option("--description <text>", "what the project is for", "")
    .action(async (name: string, options: { description: string }, command: Command) => {
      const context = await signedInContext(command);
      context.print.record(
        await context.client.call(projectContract.create, {
          Name: name,
          Description: options.description,
        }),
      );
    });

  project
    .command("rename")
    .description("rename a project or change its description (owners)")
    .argument("<id>")
    .argument("<name>")
    .option("--description <text>", "a new description")
    .action(async (id: string, name: string, options: { description?: string }, command: Command) => {
      const context = await signedInContext(command);
      const current = await context.client.call(projectContract.read, { Id: parseId(id) });
      context.print.record(
        await context.client.call(projectContract.update, {
          Id: current.Id,
          Name: name,
          Description: options.description ?? current.Description,
        }),
      );
    });

  project
    .command("delete")
    .description("delete an empty project (owners)")
    .argument("<id>")
    .action(async (id: string, _options: unknown, command: Command) => {
      const context = await signedInContext(command);
      await context.client.call(projectContract.delete, { Id: parseId(id) });
      context.print.note(`project ${id} deleted`);
    });
}

/** members, invite, invitations, accept, decline, role, remove, leave. */
function registerMemberCommands(project: Command): void {
  project
    .command("members")
    .description("a project's members and open invitations")
    .argument("<id>")
    .action(async (id: string, _options: unknown, command: Command) => {
      const context = await signedInContext(command);
      const rows = await context.client.call(projectContract.members, {
        ProjectId: parseId(id),
      });
      context.print.list(rows, memberColumns);
    });

  project
    .command("invite")
    .description("invite a user by account name or e-mail (owners); they accept with `project accept`")
    .argument("<id>")
    .argument("<invitee>", "account name or e-mail address")
    .option("--role <role>", `viewer, editor or owner`, "viewer")
    .action(async (id: string, invitee: string, options: { role: string }, command: Command) => {
      const context = await signedInContext(command);
      const role = parseChoice(options.role, "--role", projectRoleNames);
      context.print.record(
        await context.client.call(projectContract.invite, {
          ProjectId: parseId(id),
          Invitee: invitee,
          Role: role,
        }),
      );
    });

  project
    .command("invitations")
    .description("your open invitations")
    .action(async (_options: unknown, command: Command) => {
      const context = await signedInContext(command);
      const rows = await context.client.call(projectContract.invitations, {});
      context.print.list(rows, [
        { key: "ProjectId" },
        { key: "ProjectName" },
        { key: "Role" },
        { key: "InvitedByAccount" },
      ]);
    });

  for (const [verb, accept] of [
    ["accept", true],
    ["decline", false],
  ] as const) {
    project
      .command(verb)
      .description(`${verb} an invitation to a project`)
      .argument("<id>")
      .action(async (id: string, _options: unknown, command: Command) => {
        const context = await signedInContext(command);
        await context.client.call(projectContract.answerInvitation, {
          ProjectId: parseId(id),
          Accept: accept,
        });
        context.print.note(`invitation to project ${id} ${accept ? "accepted" : "declined"}`);
      });
  }

  project
    .command("role")
    .description("change a member's role (owners)")
    .argument("<id>")
    .argument("<userId>")
    .argument("<role>", "viewer, editor or owner")
    .action(async (id: string, userId: string, role: string, _options: unknown, command: Command) => {
      const context = await signedInContext(command);
      await context.client.call(projectContract.setRole, {
        ProjectId: parseId(id),
        UserId: parseId(userId, "user id"),
        Role: parseChoice(role, "role", projectRoleNames),
      });
      context.print.note(`user ${userId} is now ${role} of project ${id}`);
    });

  project
    .command("remove")
    .description("remove a member or withdraw an invitation (owners)")
    .argument("<id>")
    .argument("<userId>")
    .action(async (id: string, userId: string, _options: unknown, command: Command) => {
      const context = await signedInContext(command);
      await context.client.call(projectContract.removeMember, {
        ProjectId: parseId(id),
        UserId: parseId(userId, "user id"),
      });
      context.print.note(`user ${userId} removed from project ${id}`);
    });

  project
    .command("leave")
    .description("leave a project (not its last owner)")
    .argument("<id>")
    .action(async (id: string, _options: unknown, command: Command) => {
      const context = await signedInContext(command);
      await context.client.call(projectContract.leave, { ProjectId: parseId(id) });
      context.print.note(`you left project ${id}`);
    });
}

/** move: an item into a project or back to private. */
function registerMoveCommand(project: Command): void {
  project
    .command("move")
    .description(
      "move your data files (ids or --folder), flows, jobs or processors into a project, or out of it (--out)",
    )
    .argument("<kind>", projectItemKinds.join(", "))
    .argument("[ids...]", "the items' ids")
    .option("--to <projectId>", "the project to move into")
    .option("--out", "move out of any project, back to you alone")
    .option("--folder <path>", "data files: every file of yours in this folder and below")
    .option("--temporary", "with --folder: your temporary files (default: private)")
    .action(
      async (
        kind: string,
        ids: string[],
        options: { to?: string; out?: boolean; folder?: string; temporary?: boolean },
        command: Command,
      ) => {
        const context = await signedInContext(command);
        if (!options.to === !options.out)
          throw new CliError("CliUsage", "give exactly one of --to and --out");
        const moved = await context.client.call(projectContract.move, {
          Kind: parseChoice(kind, "kind", projectItemKinds),
          Ids: ids.map((id) => parseId(id)),
          Folder: options.folder ?? null,
          FolderKind: options.folder ? (options.temporary ? "temporary" : "private") : null,
          ProjectId: options.to ? parseId(options.to, "project id") : null,
        });
        context.print.note(`${moved.Moved} moved`);
      },
    );
}

/** tokens, add-tokens, withdraw-tokens: the project's own tokens. */
function registerTokenCommands(project: Command): void {
  project
    .command("tokens")
    .description("a project's own tokens (balance, held, available), or its ledger with --ledger (members)")
    .argument("<id>")
    .option("--ledger", "the project's ledger, newest first")
    .option("--limit <n>", `ledger entries (1-${projectLedgerPageMax})`, "50")
    .option("--offset <n>", "ledger entries to skip", "0")
    .action(
      async (id: string, options: { ledger?: boolean; limit: string; offset: string }, command: Command) => {
        const context = await signedInContext(command);
        if (!options.ledger) {
          context.print.record(await context.client.call(projectContract.tokens, { ProjectId: parseId(id) }));
          return;
        }
        const page = await context.client.call(projectContract.tokenLedger, {
          ProjectId: parseId(id),
          Limit: parseBounded(options.limit, "--limit", 1, projectLedgerPageMax),
          Offset: parseBounded(options.offset, "--offset", 0, 1_000_000),
        });
        context.print.list(page.List, [
          { key: "CreatedAt" },
          { key: "Kind" },
          { key: "Amount" },
          { key: "MemberAccount" },
          { key: "ActorAccount" },
          { key: "JobId" },
          { key: "Note" },
        ]);
      },
    );

  const transfers = [
    ["add-tokens", "move tokens from your own balance into a project (owners)", projectContract.tokensAdd],
    [
      "withdraw-tokens",
      "move tokens from a project's available balance back to your own (owners)",
      projectContract.tokensWithdraw,
    ],
  ] as const;
  for (const [name, description, call] of transfers) {
    project
      .command(name)
      .description(description)
      .argument("<id>")
      .argument("<amount>", `whole tokens, 1-${projectTokensAddMax}`)
      .option("--note <text>", "why (shown on the project's ledger)", "")
      .action(async (id: string, amount: string, options: { note: string }, command: Command) => {
        const context = await signedInContext(command);
        context.print.record(
          await context.client.call(call, {
            ProjectId: parseId(id),
            Amount: parseBounded(amount, "amount", 1, projectTokensAddMax),
            Note: options.note,
          }),
        );
      });
  }
}

/** Days of a project's usage the gateway answers at most (domain/ledger/storage.ts usageReadDays). */
const projectUsageMaxDays = 366;

/**
 * packs, storage, usage, buy, redeem-card: the project's own resource packs (its storage quota, its
 * tokens) and its storage over time.
 */
function registerPackCommands(project: Command): void {
  project
    .command("packs")
    .description("a project's resource packs, active ones first (members)")
    .argument("<id>")
    .action(async (id: string, _options: unknown, command: Command) => {
      const context = await signedInContext(command);
      const packs = await context.client.call(projectContract.packs, { ProjectId: parseId(id) });
      context.print.list(packs, [
        { key: "Id" },
        { key: "Kind" },
        { key: "Amount" },
        { key: "Source" },
        { key: "BuyerAccount" },
        { key: "Active" },
        { key: "ExpiresAt" },
      ]);
    });

  project
    .command("storage")
    .description("a project's storage in bytes: used, and its quota from its active storage packs (members)")
    .argument("<id>")
    .action(async (id: string, _options: unknown, command: Command) => {
      const context = await signedInContext(command);
      context.print.record(await context.client.call(projectContract.storage, { ProjectId: parseId(id) }));
    });

  project
    .command("usage")
    .description(
      "a project's storage over time in bytes (members): one line per UTC day, its files and its jobs' results against its packs' quotas",
    )
    .argument("<id>")
    .option("--days <n>", `days up to today, 1-${projectUsageMaxDays}`, "30")
    .action(async (id: string, options: { days: string }, command: Command) => {
      const context = await signedInContext(command);
      const usage = await context.client.call(projectContract.usage, {
        ProjectId: parseId(id),
        Days: parseBounded(options.days, "--days", 1, projectUsageMaxDays),
      });
      if (context.print.format !== "table") {
        context.print.record(usage);
        return;
      }
      context.print.list(usage.Daily, [
        { key: "Day" },
        { key: "StorageUsed" },
        { key: "StorageQuota" },
        { key: "WorkflowStorageUsed" },
        { key: "WorkflowStorageQuota" },
      ]);
    });

  project
    .command("buy")
    .description("order units of a package for a project (owners); pay the order as any of yours")
    .argument("<id>")
    .argument("<package-id>")
    .option("--quantity <n>", `units, 1-${maxOrderQuantity}`, "1")
    .action(async (id: string, packageId: string, options: { quantity: string }, command: Command) => {
      const context = await signedInContext(command);
      context.print.record(
        await context.client.call(projectContract.buy, {
          ProjectId: parseId(id),
          PackageId: parseId(packageId),
          Quantity: parseBounded(options.quantity, "--quantity", 1, maxOrderQuantity),
        }),
      );
    });

  project
    .command("redeem-card")
    .description("redeem a recharge card into a project (owners): its tokens or storage are the project's")
    .argument("<id>")
    .argument("<card-no>")
    .action(async (id: string, cardNo: string, _options: unknown, command: Command) => {
      const context = await signedInContext(command);
      context.print.record(
        await context.client.call(projectContract.redeemCard, { ProjectId: parseId(id), CardNo: cardNo }),
      );
    });
}
