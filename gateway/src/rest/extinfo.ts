/**
 * User extended info calls beyond the generic verbs of sys/user_ext_field: the registration form's
 * fields, a user's own values, the back office's list of users with values and its CSV export.
 */
import { extInfoFeature } from "@crucible/schema";
import { Readable } from "node:stream";
import { z } from "zod";
import {
  exportUserExtInfo,
  extFieldFilters,
  extFieldsForRegistration,
  myExtInfo,
  presentExtField,
  sysUserExtInfoPage,
  updateMyExtInfo,
  type ExtInfoForm,
  type UserExtInfoRow,
} from "../domain/extinfo/extinfo.js";
import { invalid } from "../domain/errors.js";
import { parseQueryBody } from "../domain/query.js";
import { defineCall, objectBody } from "./calls.js";

const presentForm = (form: ExtInfoForm) => ({
  Fields: form.fields.map(presentExtField),
  Values: form.values,
});

const presentUserExtInfo = (row: UserExtInfoRow) => ({
  UserId: row.user.id,
  Account: row.user.account,
  Name: row.user.name,
  Email: row.user.email,
  CreatedAt: row.user.createdAt,
  Values: row.values,
});

/** The export's filters travel as JSON in the query string (a GET link). */
const exportQuery = z.object({
  Account: z.string().trim().max(100).optional(),
  Filters: z.string().max(10_000).optional(),
});

function parseFilters(raw: string | undefined) {
  let value: unknown = [];
  if (raw) {
    try {
      value = JSON.parse(raw);
    } catch {
      throw invalid("Filters: JSON expected");
    }
  }
  const parsed = extFieldFilters.safeParse(value);
  if (!parsed.success) throw invalid("Filters");
  return parsed.data;
}

export const extInfoCalls = [
  defineCall({
    path: "/api/index/user_ext_field/query",
    methods: ["GET", "POST"],
    guard: { public: true },
    feature: extInfoFeature,
    reads: true,
    run: ({ ctx }) => extFieldsForRegistration(ctx),
    present: (rows) => rows.map(presentExtField),
  }),
  defineCall({
    path: "/api/user/ext_info/read",
    guard: { side: "user" },
    feature: extInfoFeature,
    reads: true,
    run: ({ ctx, actor }) => myExtInfo(ctx, actor),
    present: presentForm,
  }),
  defineCall({
    path: "/api/user/ext_info/update",
    guard: { side: "user" },
    feature: extInfoFeature,
    body: z.object({ Values: z.unknown() }),
    run: ({ ctx, actor, body }) => updateMyExtInfo(ctx, actor, body.Values ?? {}),
    present: presentForm,
  }),
  defineCall({
    path: "/api/sys/user_ext_info/query_page",
    guard: { perm: "User.ExtInfo.Read" },
    feature: extInfoFeature,
    reads: true,
    body: objectBody,
    run: ({ ctx, actor, body }) => {
      const { Fields, ...query } = body;
      const filters = extFieldFilters.safeParse(Fields ?? []);
      if (!filters.success) throw invalid("Fields");
      return sysUserExtInfoPage(ctx, actor, parseQueryBody(query), filters.data);
    },
    present: (page) => ({ List: page.list.map(presentUserExtInfo), Total: page.total }),
  }),
  defineCall({
    path: "/api/sys/user_ext_info/export",
    methods: ["GET", "POST"],
    guard: { perm: "User.ExtInfo.Read" },
    feature: extInfoFeature,
    reads: true,
    query: exportQuery,
    run: async ({ ctx, actor, query, reply }) => {
      const lines = await exportUserExtInfo(ctx, actor, parseFilters(query.Filters), query.Account || null);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="user-ext-info.csv"')
        .header("cache-control", "no-store")
        .send(Readable.from(lines));
    },
  }),
];
