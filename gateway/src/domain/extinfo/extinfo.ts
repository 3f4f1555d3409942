/**
 * User extended info (spec §1, §2 user-ext-info, §6 User.ExtInfo, switch Sys.User.ExtInfo).
 * Administrators define profile fields (User.ExtInfo: Read lists, Update creates, edits, orders,
 * enables and disables, Delete removes); users fill the enabled ones at registration and in their
 * profile, checked by the zod rule built from the definitions (`extValuesSchema`); the back office
 * lists users with their values, filters on them and exports them as CSV. With the switch off every
 * call answers FeatureNotEnabled (their declarations say so: the transports check it), and
 * registration takes no values.
 */
import {
  extInfoFeature,
  extExportRowsMax,
  extFieldInput,
  extFieldsMax,
  extValuesSchema,
  extValueText,
  type ExtFieldKind,
  type ExtValue,
  type ExtValues,
} from "@crucible/schema";
import { stringify } from "csv-stringify/sync";
import { and, asc, count, eq, gt, inArray, isNull, max, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { UserRow } from "../../db/schema.js";
import { userExtFields, userExtValues, type UserExtFieldRow } from "../../db/extinfo.js";
import { users } from "../../db/users.js";
import { featureEnabled } from "../config/features.js";
import { requireWritable, type Granted, type UserActor } from "../access/guards.js";
import type { Ctx, Services } from "../context.js";
import { AppError, invalid, parseInput } from "../errors.js";
import { buildOrderBy, buildWhere, pageOf, type ColumnMap, type QueryBody } from "../query.js";
import { defineResource, readVerbs, type Resource } from "../resources/registry.js";

export function presentExtField(row: UserExtFieldRow): Record<string, unknown> {
  return {
    Id: row.id,
    Name: row.name,
    EnglishName: row.englishName,
    Kind: row.kind,
    Required: row.required,
    Choices: row.choices,
    Status: row.status,
    SortOrder: row.sortOrder,
    CreatedAt: row.createdAt,
  };
}

const fieldColumns = {
  Id: { column: userExtFields.id, kind: "int" },
  Name: { column: userExtFields.name, kind: "string" },
  EnglishName: { column: userExtFields.englishName, kind: "string" },
  Kind: { column: userExtFields.kind, kind: "string" },
  Required: { column: userExtFields.required, kind: "bool" },
  Status: { column: userExtFields.status, kind: "string" },
  SortOrder: { column: userExtFields.sortOrder, kind: "int" },
  CreatedAt: { column: userExtFields.createdAt, kind: "date" },
} as const;

async function insertField(ctx: Ctx, body: Record<string, unknown>): Promise<UserExtFieldRow> {
  const input = parseInput(extFieldInput, body);
  const [live] = await ctx.db.select({ n: count() }).from(userExtFields);
  if ((live?.n ?? 0) >= extFieldsMax) throw new AppError("DBRateLimit", `at most ${extFieldsMax} fields`);
  const [last] = await ctx.db.select({ top: max(userExtFields.sortOrder) }).from(userExtFields);
  const [row] = await ctx.db
    .insert(userExtFields)
    .values({
      name: input.Name,
      englishName: input.EnglishName,
      kind: input.Kind,
      required: input.Required,
      choices: input.Choices,
      sortOrder: (last?.top ?? 0) + 1,
    })
    .returning();
  return row!;
}

/**
 * Edits a field. Its kind is fixed once created (stored values are of that kind); choices may change,
 * and a value whose choice was removed must be chosen again at the user's next profile save.
 */
async function updateField(
  ctx: Ctx,
  row: UserExtFieldRow,
  body: Record<string, unknown>,
): Promise<UserExtFieldRow> {
  const current = {
    Name: row.name,
    EnglishName: row.englishName,
    Kind: row.kind,
    Required: row.required,
    Choices: row.choices,
  };
  const input = parseInput(extFieldInput, { ...current, ...body });
  if (input.Kind !== row.kind) throw invalid("Kind: a field's kind cannot change");
  const [updated] = await ctx.db
    .update(userExtFields)
    .set({
      name: input.Name,
      englishName: input.EnglishName,
      required: input.Required,
      choices: input.Choices,
      updatedAt: ctx.clock.now(),
    })
    .where(eq(userExtFields.id, row.id))
    .returning();
  return updated!;
}

/** The field definitions in the back office (User.ExtInfo). */
export const sysExtFieldResource: Resource<UserExtFieldRow> = defineResource<UserExtFieldRow>({
  path: "sys/user_ext_field",
  table: userExtFields,
  side: "sys",
  area: "User.ExtInfo",
  feature: extInfoFeature,
  columns: fieldColumns,
  defaultOrder: () => [asc(userExtFields.sortOrder), asc(userExtFields.id)],
  present: presentExtField,
  verbs: [...readVerbs, "insert", "update", "reorder", "delete", "enabled_status", "disabled_status"],
  insert: insertField,
  // A field's kind cannot change (its values were saved for that kind): Kind is listed so that an
  // update naming another kind is refused with that reason rather than passed over in silence.
  updatable: ["Name", "EnglishName", "Kind", "Required", "Choices"],
  update: updateField,
  afterHardDelete: async (ctx, row) => {
    await ctx.db.delete(userExtValues).where(eq(userExtValues.fieldId, row.id));
  },
});

/** The enabled fields, in their order: what users fill. */
export async function activeExtFields(services: Services): Promise<UserExtFieldRow[]> {
  return services.db
    .select()
    .from(userExtFields)
    .where(eq(userExtFields.status, "enabled"))
    .orderBy(asc(userExtFields.sortOrder), asc(userExtFields.id));
}

const ruleOf = (row: UserExtFieldRow) => ({
  Id: row.id,
  Name: row.name,
  EnglishName: row.englishName,
  Kind: row.kind,
  Required: row.required,
  Choices: row.choices,
});

/** Checks a set of values against the enabled fields; issues name the field in English. */
function checkValues(fields: readonly UserExtFieldRow[], raw: unknown): ExtValues {
  const parsed = extValuesSchema(fields.map(ruleOf)).safeParse(raw ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const key = issue?.path[0];
  const field = fields.find((f) => String(f.id) === String(key));
  const where = field
    ? `ExtInfo.${field.englishName}`
    : key === undefined
      ? "ExtInfo"
      : `ExtInfo.${String(key)}`;
  const message =
    issue?.code === "unrecognized_keys"
      ? `no such field: ${issue.keys.join(", ")}`
      : issue?.message === "required"
        ? "required"
        : field
          ? `expected ${describeKind(field.kind)}`
          : (issue?.message ?? "invalid");
  throw invalid(`${where}: ${message}`);
}

function describeKind(kind: ExtFieldKind): string {
  switch (kind) {
    case "text":
      return "text";
    case "number":
      return "a number";
    case "date":
      return "a date (YYYY-MM-DD)";
    case "single":
      return "one of the field's choices";
    case "multiple":
      return "a list of the field's choices";
    case "boolean":
      return "true or false";
  }
}

/** Replaces a user's values of the given fields (a null value removes one). */
async function saveValues(
  services: Services,
  userId: number,
  fields: readonly UserExtFieldRow[],
  values: ExtValues,
): Promise<void> {
  const given = fields.flatMap((field) => {
    const value = values[String(field.id)];
    return value === null || value === undefined ? [] : [{ fieldId: field.id, value }];
  });
  await services.db.transaction(async (tx) => {
    if (fields.length > 0) {
      await tx.delete(userExtValues).where(
        and(
          eq(userExtValues.userId, userId),
          inArray(
            userExtValues.fieldId,
            fields.map((f) => f.id),
          ),
        ),
      );
    }
    if (given.length > 0) {
      await tx
        .insert(userExtValues)
        .values(given.map(({ fieldId, value }) => ({ userId, fieldId, value, text: extValueText(value) })));
    }
  });
}

/**
 * The values sent with a registration, checked before the account is created: the required fields
 * must be there. With the switch off there is nothing to fill, and values sent anyway are refused.
 */
export async function checkRegistrationExtInfo(
  ctx: Ctx,
  raw: unknown,
): Promise<{ fields: UserExtFieldRow[]; values: ExtValues } | null> {
  const sent =
    raw !== undefined && raw !== null && !(typeof raw === "object" && Object.keys(raw).length === 0);
  // Registration is not switched: the switch decides whether it takes values.
  if (!(await featureEnabled(ctx, extInfoFeature))) {
    if (sent) throw new AppError("FeatureNotEnabled", extInfoFeature);
    return null;
  }
  const fields = await activeExtFields(ctx);
  return { fields, values: checkValues(fields, raw) };
}

/** Stores the values checked by `checkRegistrationExtInfo` for the new account. */
export async function saveRegistrationExtInfo(
  services: Services,
  userId: number,
  checked: { fields: UserExtFieldRow[]; values: ExtValues } | null,
): Promise<void> {
  if (checked) await saveValues(services, userId, checked.fields, checked.values);
}

/** A user's values of the given fields, by field id. */
async function valuesOf(services: Services, userIds: readonly number[]): Promise<Map<number, ExtValues>> {
  const result = new Map<number, ExtValues>();
  if (userIds.length === 0) return result;
  const rows = await services.db
    .select()
    .from(userExtValues)
    .where(inArray(userExtValues.userId, [...userIds]));
  for (const row of rows) {
    const values = result.get(row.userId) ?? {};
    values[String(row.fieldId)] = row.value;
    result.set(row.userId, values);
  }
  return result;
}

export interface ExtInfoForm {
  readonly fields: UserExtFieldRow[];
  readonly values: ExtValues;
}

/** The enabled fields, for the registration form (anyone). */
export async function extFieldsForRegistration(ctx: Ctx): Promise<UserExtFieldRow[]> {
  return activeExtFields(ctx);
}

/** The signed-in user's fields with their values (values of disabled fields are kept, not shown). */
export async function myExtInfo(ctx: Ctx, actor: UserActor): Promise<ExtInfoForm> {
  const fields = await activeExtFields(ctx);
  const stored = (await valuesOf(ctx, [actor.id])).get(actor.id) ?? {};
  const values: ExtValues = {};
  for (const field of fields) values[String(field.id)] = stored[String(field.id)] ?? null;
  return { fields, values };
}

/** Saves the signed-in user's values: all enabled fields at once, required ones given. */
export async function updateMyExtInfo(ctx: Ctx, actor: UserActor, raw: unknown): Promise<ExtInfoForm> {
  requireWritable(actor);
  const fields = await activeExtFields(ctx);
  const values = checkValues(fields, raw);
  await saveValues(ctx, actor.id, fields, values);
  return myExtInfo(ctx, actor);
}

/* ------------------------------------------------------------------ back office */

const userColumns: ColumnMap = {
  Id: { column: users.id, kind: "int" },
  Account: { column: users.account, kind: "string" },
  Name: { column: users.name, kind: "string" },
  Email: { column: users.email, kind: "string" },
  CreatedAt: { column: users.createdAt, kind: "date" },
};

/** A condition on one field's value: text contains, a number or date equals, a choice is among them. */
export const extFieldFilter = z.object({
  FieldId: z.coerce.number().int().positive(),
  Value: z.string().trim().min(1).max(200),
});
export type ExtFieldFilter = z.infer<typeof extFieldFilter>;
export const extFieldFilters = z.array(extFieldFilter).max(20).default([]);

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

async function fieldFilterSql(ctx: Ctx, filters: readonly ExtFieldFilter[]): Promise<SQL[]> {
  if (filters.length === 0) return [];
  const rows = await ctx.db
    .select()
    .from(userExtFields)
    .where(
      inArray(
        userExtFields.id,
        filters.map((f) => f.FieldId),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return filters.map((filter) => {
    const field = byId.get(filter.FieldId);
    if (!field) throw new AppError("DBDataNotExist", "FieldId");
    let match: SQL;
    switch (field.kind) {
      case "text":
        match = sql`${userExtValues.text} ilike ${`%${escapeLike(filter.Value)}%`}`;
        break;
      case "multiple":
        match = sql`${userExtValues.value} @> ${JSON.stringify([filter.Value])}::jsonb`;
        break;
      case "number": {
        const number = Number(filter.Value);
        if (!Number.isFinite(number)) throw invalid(`${field.englishName}: a number is needed`);
        match = sql`${userExtValues.value} = ${JSON.stringify(number)}::jsonb`;
        break;
      }
      default:
        match = sql`${userExtValues.text} = ${filter.Value}`;
    }
    return sql`exists (select 1 from ${userExtValues} where ${userExtValues.userId} = ${users.id}
      and ${userExtValues.fieldId} = ${field.id} and ${match})`;
  });
}

export interface UserExtInfoRow {
  readonly user: UserRow;
  readonly values: ExtValues;
}

/** Normal users with their values, filtered on user columns (Where) and on field values. */
export async function sysUserExtInfoPage(
  ctx: Ctx,
  _actor: Granted<"User.ExtInfo.Read">,
  query: QueryBody,
  filters: readonly ExtFieldFilter[],
): Promise<{ list: UserExtInfoRow[]; total: number }> {
  const where = and(
    isNull(users.deletedAt),
    buildWhere(userColumns, query.Where),
    ...(await fieldFilterSql(ctx, filters)),
  );
  const { limit, offset } = pageOf(query);
  const [total] = await ctx.db.select({ n: count() }).from(users).where(where);
  const rows = await ctx.db
    .select()
    .from(users)
    .where(where)
    .orderBy(...buildOrderBy(userColumns, query.OrderBy, [sql`${users.id} desc`]))
    .limit(limit)
    .offset(offset);
  const values = await valuesOf(
    ctx,
    rows.map((row) => row.id),
  );
  return { list: rows.map((user) => ({ user, values: values.get(user.id) ?? {} })), total: total?.n ?? 0 };
}

/**
 * CSV lines (csv-stringify), each ended by CRLF: a cell is quoted when needed, and a leading = + - @
 * (or its full-width form), tab or CR is defused for spreadsheets.
 */
function csvLines(rows: readonly (readonly string[])[]): string {
  return stringify(rows as string[][], { record_delimiter: "windows", escape_formulas: true });
}

const exportBatch = 500;

/**
 * The filtered users with their values as CSV lines (a header, then one line per user by id), read
 * in batches of 500 so the export streams; at most `extExportRowsMax` users. The guard and the
 * filters are checked before the first line, so a refusal is an error envelope, not a broken file.
 */
export async function exportUserExtInfo(
  ctx: Ctx,
  _actor: Granted<"User.ExtInfo.Read">,
  filters: readonly ExtFieldFilter[],
  account: string | null,
): Promise<AsyncGenerator<string>> {
  const fields = await ctx.db
    .select()
    .from(userExtFields)
    .orderBy(asc(userExtFields.sortOrder), asc(userExtFields.id));
  const fieldSql = await fieldFilterSql(ctx, filters);
  const accountSql = account ? sql`${users.account} ilike ${`%${escapeLike(account)}%`}` : undefined;
  const header = [
    "Id",
    "Account",
    "Name",
    "Email",
    "CreatedAt",
    ...fields.map((f) => (ctx.lang === "zh" ? f.name : f.englishName)),
  ];
  async function* lines(): AsyncGenerator<string> {
    yield `\uFEFF${csvLines([header])}`;
    let after = 0;
    let sent = 0;
    while (sent < extExportRowsMax) {
      const rows = await ctx.db
        .select()
        .from(users)
        .where(and(isNull(users.deletedAt), gt(users.id, after), accountSql, ...fieldSql))
        .orderBy(asc(users.id))
        .limit(Math.min(exportBatch, extExportRowsMax - sent));
      if (rows.length === 0) return;
      const values = await valuesOf(
        ctx,
        rows.map((row) => row.id),
      );
      const batch = rows.map((user) => {
        const own = values.get(user.id) ?? {};
        return [
          String(user.id),
          user.account,
          user.name,
          user.email ?? "",
          user.createdAt.toISOString(),
          ...fields.map((f) => extValueText(own[String(f.id)] as ExtValue | undefined)),
        ];
      });
      yield csvLines(batch);
      sent += rows.length;
      after = rows[rows.length - 1]!.id;
    }
  }
  return lines();
}
