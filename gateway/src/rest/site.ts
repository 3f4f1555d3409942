/**
 * The public site's calls (spec §2 /modules): the public module catalogue under /api/index, readable
 * without signing in. Which modules are public is the domain's (domain/site/publicModules.ts).
 */
import { workflowFeature } from "@crucible/schema";
import { z } from "zod";
import {
  listPublicModules,
  presentPublicModule,
  publicModuleCoverBlob,
  publicModulesInput,
  readPublicModule,
} from "../domain/site/publicModules.js";
import { defineCall, idParams, type Call } from "./calls.js";
import { sendCover } from "./catalogue.js";

const base = "/api/index/workflow_job_task_module";

export const siteCalls: readonly Call[] = [
  defineCall({
    path: `${base}/query`,
    guard: { public: true },
    feature: workflowFeature,
    reads: true,
    body: publicModulesInput,
    run: ({ ctx, body }) => listPublicModules(ctx, body),
    present: ({ rows, total }) => ({ List: rows.map(presentPublicModule), Total: total }),
  }),
  defineCall({
    path: `${base}/read/:id`,
    methods: ["GET", "POST"],
    guard: { public: true },
    feature: workflowFeature,
    reads: true,
    params: idParams,
    body: z.object({}).passthrough(),
    run: ({ ctx, params }) => readPublicModule(ctx, params.id),
    present: presentPublicModule,
  }),
  defineCall({
    path: `${base}/cover/:id`,
    methods: ["GET"],
    guard: { public: true },
    feature: workflowFeature,
    reads: true,
    params: idParams,
    run: async ({ ctx, params, request, reply }) =>
      sendCover(ctx, request, reply, await publicModuleCoverBlob(ctx, params.id)),
  }),
];
