/** REST calls of shared projects (issue 28 item 2), over domain/projects. */
import { commerceFeature } from "@crucible/schema";
import { z } from "zod";
import {
  createProject,
  deleteProject,
  listProjects,
  moveToProject,
  projectOf,
  updateProject,
} from "../domain/projects/projects.js";
import {
  answerInvitation,
  changeMemberRole,
  inviteMember,
  leaveProject,
  listMembers,
  myInvitations,
  removeMember,
} from "../domain/projects/members.js";
import { presentInvitation, presentMember, presentProject } from "../domain/projects/present.js";
import {
  createProjectWebhook,
  deleteProjectWebhook,
  listProjectWebhookDeliveries,
  listProjectWebhooks,
  pingProjectWebhook,
  redeliverProjectWebhook,
  rotateProjectWebhookSecret,
  updateProjectWebhook,
} from "../domain/projects/webhooks.js";
import { presentDelivery, presentWebhook } from "../domain/notifications/webhooks.js";
import {
  adjustProjectTokens,
  moveProjectTokens,
  projectLedger,
  projectTokens,
  sysProjectTokens,
} from "../domain/projects/tokens.js";
import {
  presentLedgerPage,
  presentProjectOrder,
  presentProjectPack,
  presentProjectStorage,
  presentProjectUsage,
  presentSysProjectTokens,
  presentTokens,
} from "../domain/projects/present.js";
import {
  buyForProject,
  projectPacks,
  projectStorage,
  projectUsage,
  redeemCardForProject,
} from "../domain/projects/packs.js";
import { usageReadDays } from "../domain/ledger/storage.js";
import { bodyId, defineCall, objectBody } from "./calls.js";

const owned = (example: (id: number) => Record<string, unknown>) => ({
  kind: "project" as const,
  example: (id: number) => ({ body: example(id) }),
});

export const projectCalls = [
  defineCall({
    path: "/api/project/list",
    guard: { side: "user" },
    reads: true,
    run: ({ ctx, actor }) => listProjects(ctx, actor),
    present: (rows) => rows.map(presentProject),
  }),
  defineCall({
    path: "/api/project/read",
    guard: { side: "user" },
    reads: true,
    body: z.object({ Id: bodyId }),
    owned: owned((id) => ({ Id: id })),
    run: ({ ctx, actor, body }) => projectOf(ctx, actor, body.Id),
    present: presentProject,
  }),
  defineCall({
    path: "/api/project/create",
    guard: { side: "user" },
    body: objectBody,
    run: ({ ctx, actor, body }) => createProject(ctx, actor, body),
    present: presentProject,
  }),
  defineCall({
    path: "/api/project/update",
    guard: { side: "user" },
    body: z.object({ Id: bodyId }).passthrough(),
    owned: owned((id) => ({ Id: id, Name: "renamed" })),
    run: ({ ctx, actor, body }) => updateProject(ctx, actor, body.Id, body),
    present: presentProject,
  }),
  defineCall({
    path: "/api/project/delete",
    guard: { side: "user" },
    body: z.object({ Id: bodyId }),
    owned: owned((id) => ({ Id: id })),
    run: ({ ctx, actor, body }) => deleteProject(ctx, actor, body.Id),
  }),
  defineCall({
    path: "/api/project/members",
    guard: { side: "user" },
    reads: true,
    body: z.object({ ProjectId: bodyId }),
    owned: owned((id) => ({ ProjectId: id })),
    run: ({ ctx, actor, body }) => listMembers(ctx, actor, body.ProjectId),
    present: (rows) => rows.map(presentMember),
  }),
  defineCall({
    path: "/api/project/invite",
    guard: { side: "user" },
    body: z.object({ ProjectId: bodyId }).passthrough(),
    owned: owned((id) => ({ ProjectId: id, Invitee: "nobody-here", Role: "viewer" })),
    run: ({ ctx, actor, body }) => inviteMember(ctx, actor, body.ProjectId, body),
    present: presentMember,
  }),
  defineCall({
    path: "/api/project/invitations",
    guard: { side: "user" },
    reads: true,
    run: ({ ctx, actor }) => myInvitations(ctx, actor),
    present: (rows) => rows.map(presentInvitation),
  }),
  defineCall({
    path: "/api/project/answer_invitation",
    guard: { side: "user" },
    body: z.object({ ProjectId: bodyId, Accept: z.boolean() }),
    owned: owned((id) => ({ ProjectId: id, Accept: true })),
    run: ({ ctx, actor, body }) => answerInvitation(ctx, actor, body.ProjectId, body.Accept),
  }),
  defineCall({
    path: "/api/project/set_role",
    guard: { side: "user" },
    body: z.object({ ProjectId: bodyId, UserId: bodyId, Role: z.unknown() }),
    owned: owned((id) => ({ ProjectId: id, UserId: 1, Role: "editor" })),
    run: async ({ ctx, actor, body }) => {
      await changeMemberRole(ctx, actor, body.ProjectId, body.UserId, body.Role);
      return true;
    },
  }),
  defineCall({
    path: "/api/project/remove_member",
    guard: { side: "user" },
    body: z.object({ ProjectId: bodyId, UserId: bodyId }),
    owned: owned((id) => ({ ProjectId: id, UserId: 1 })),
    run: ({ ctx, actor, body }) => removeMember(ctx, actor, body.ProjectId, body.UserId),
  }),
  defineCall({
    path: "/api/project/leave",
    guard: { side: "user" },
    body: z.object({ ProjectId: bodyId }),
    owned: owned((id) => ({ ProjectId: id })),
    run: ({ ctx, actor, body }) => leaveProject(ctx, actor, body.ProjectId),
  }),
  defineCall({
    path: "/api/project/move",
    guard: { side: "user" },
    body: objectBody,
    owned: owned((id) => ({ Kind: "job", Ids: [987654320], ProjectId: id })),
    run: async ({ ctx, actor, body }) => ({ Moved: await moveToProject(ctx, actor, body) }),
  }),
  // A project's webhooks (issue 28 items 2 and 5): its owners only.
  defineCall({
    path: "/api/project/webhooks",
    guard: { side: "user" },
    reads: true,
    body: z.object({ ProjectId: bodyId }),
    owned: owned((id) => ({ ProjectId: id })),
    run: ({ ctx, actor, body }) => listProjectWebhooks(ctx, actor, body.ProjectId),
    present: (rows) => rows.map(presentWebhook),
  }),
  defineCall({
    path: "/api/project/webhook_create",
    guard: { side: "user" },
    body: z.object({ ProjectId: bodyId }).passthrough(),
    owned: owned((id) => ({ ProjectId: id, Name: "hook", Url: "https://example.org/hook", Kinds: [] })),
    run: ({ ctx, actor, body }) => createProjectWebhook(ctx, actor, body.ProjectId, body),
    present: ({ row, secret }) => ({ ...presentWebhook(row), Secret: secret }),
  }),
  defineCall({
    path: "/api/project/webhook_update",
    guard: { side: "user" },
    body: z.object({ ProjectId: bodyId, Id: bodyId }).passthrough(),
    owned: owned((id) => ({ ProjectId: id, Id: 1, Name: "renamed" })),
    run: ({ ctx, actor, body }) => updateProjectWebhook(ctx, actor, body.ProjectId, body.Id, body),
    present: presentWebhook,
  }),
  defineCall({
    path: "/api/project/webhook_delete",
    guard: { side: "user" },
    body: z.object({ ProjectId: bodyId, Id: bodyId }),
    owned: owned((id) => ({ ProjectId: id, Id: 1 })),
    run: ({ ctx, actor, body }) => deleteProjectWebhook(ctx, actor, body.ProjectId, body.Id),
  }),
  defineCall({
    path: "/api/project/webhook_rotate_secret",
    guard: { side: "user" },
    body: z.object({ ProjectId: bodyId, Id: bodyId }),
    owned: owned((id) => ({ ProjectId: id, Id: 1 })),
    run: ({ ctx, actor, body }) => rotateProjectWebhookSecret(ctx, actor, body.ProjectId, body.Id),
    present: ({ row, secret }) => ({ ...presentWebhook(row), Secret: secret }),
  }),
  defineCall({
    path: "/api/project/webhook_ping",
    guard: { side: "user" },
    body: z.object({ ProjectId: bodyId, Id: bodyId }),
    owned: owned((id) => ({ ProjectId: id, Id: 1 })),
    run: ({ ctx, actor, body }) => pingProjectWebhook(ctx, actor, body.ProjectId, body.Id),
    present: presentDelivery,
  }),
  defineCall({
    path: "/api/project/webhook_deliveries",
    guard: { side: "user" },
    reads: true,
    body: z.object({
      ProjectId: bodyId,
      WebhookId: bodyId.optional(),
      Limit: z.number().int().min(1).max(200).default(50),
    }),
    owned: owned((id) => ({ ProjectId: id })),
    run: ({ ctx, actor, body }) =>
      listProjectWebhookDeliveries(ctx, actor, body.ProjectId, body.WebhookId ?? null, body.Limit),
    present: (rows) => rows.map(presentDelivery),
  }),
  defineCall({
    path: "/api/project/webhook_redeliver",
    guard: { side: "user" },
    body: z.object({ ProjectId: bodyId, Id: bodyId }),
    owned: owned((id) => ({ ProjectId: id, Id: 1 })),
    run: ({ ctx, actor, body }) => redeliverProjectWebhook(ctx, actor, body.ProjectId, body.Id),
    present: presentDelivery,
  }),
  // A project's own tokens: any member reads them; owners move tokens in from their own balance.
  defineCall({
    path: "/api/project/tokens",
    guard: { side: "user" },
    reads: true,
    body: z.object({ ProjectId: bodyId }),
    owned: owned((id) => ({ ProjectId: id })),
    run: ({ ctx, actor, body }) => projectTokens(ctx, actor, body.ProjectId),
    present: presentTokens,
  }),
  defineCall({
    path: "/api/project/token_ledger",
    guard: { side: "user" },
    reads: true,
    body: z.object({ ProjectId: bodyId }).passthrough(),
    owned: owned((id) => ({ ProjectId: id })),
    run: ({ ctx, actor, body }) =>
      projectLedger(ctx, actor, body.ProjectId, { Limit: body.Limit, Offset: body.Offset }),
    present: presentLedgerPage,
  }),
  // An owner moves tokens into the project (tokens_add) or back out of it (tokens_withdraw).
  ...(
    [
      ["/api/project/tokens_add", "in"],
      ["/api/project/tokens_withdraw", "out"],
    ] as const
  ).map(([path, direction]) =>
    defineCall({
      path,
      guard: { side: "user" },
      body: z.object({ ProjectId: bodyId }).passthrough(),
      owned: owned((id) => ({ ProjectId: id, Amount: 1 })),
      run: ({ ctx, actor, body }) =>
        moveProjectTokens(ctx, actor, body.ProjectId, { Amount: body.Amount, Note: body.Note }, direction),
      present: presentTokens,
    }),
  ),
  // A project's own packs and storage: any member reads them; owners buy packages and redeem cards.
  defineCall({
    path: "/api/project/packs",
    guard: { side: "user" },
    reads: true,
    body: z.object({ ProjectId: bodyId }),
    owned: owned((id) => ({ ProjectId: id })),
    run: ({ ctx, actor, body }) => projectPacks(ctx, actor, body.ProjectId),
    present: (rows) => rows.map(presentProjectPack),
  }),
  defineCall({
    path: "/api/project/storage",
    guard: { side: "user" },
    reads: true,
    body: z.object({ ProjectId: bodyId }),
    owned: owned((id) => ({ ProjectId: id })),
    run: ({ ctx, actor, body }) => projectStorage(ctx, actor, body.ProjectId),
    present: presentProjectStorage,
  }),
  defineCall({
    path: "/api/project/usage",
    guard: { side: "user" },
    reads: true,
    body: z.object({
      ProjectId: bodyId,
      Days: z.number().int().min(1).max(usageReadDays.max).optional(),
    }),
    owned: owned((id) => ({ ProjectId: id })),
    run: ({ ctx, actor, body }) => projectUsage(ctx, actor, body.ProjectId, body.Days),
    present: presentProjectUsage,
  }),
  defineCall({
    path: "/api/project/buy",
    feature: commerceFeature,
    guard: { side: "user" },
    body: z.object({ ProjectId: bodyId }).passthrough(),
    owned: owned((id) => ({ ProjectId: id, PackageId: 1, Quantity: 1 })),
    run: ({ ctx, actor, body }) =>
      buyForProject(ctx, actor, body.ProjectId, { PackageId: body.PackageId, Quantity: body.Quantity }),
    present: presentProjectOrder,
  }),
  defineCall({
    path: "/api/project/redeem_card",
    feature: commerceFeature,
    guard: { side: "user" },
    body: z.object({ ProjectId: bodyId }).passthrough(),
    owned: owned((id) => ({ ProjectId: id, CardNo: "AAAAAAAAAAAAAAAA" })),
    run: ({ ctx, actor, body }) => redeemCardForProject(ctx, actor, body.ProjectId, { CardNo: body.CardNo }),
    present: presentProjectPack,
  }),
  // The back office: any project's tokens, and adding or removing some with a reason.
  defineCall({
    path: "/api/sys/project/tokens",
    feature: commerceFeature,
    guard: { perm: "User.ResourcePack.Read" },
    reads: true,
    body: z.object({ ProjectId: bodyId }),
    run: ({ ctx, actor, body }) => sysProjectTokens(ctx, actor, body.ProjectId),
    present: presentSysProjectTokens,
  }),
  defineCall({
    path: "/api/sys/project/tokens_adjust",
    feature: commerceFeature,
    guard: { perm: "User.ResourcePack.Update" },
    body: objectBody,
    run: ({ ctx, actor, body }) => adjustProjectTokens(ctx, actor, body),
    present: presentSysProjectTokens,
  }),
];
