/**
 * Invoices (issue 11): a user applies for an invoice for paid orders of theirs (title, tax number,
 * e-mail); each order is invoiced once, claimed with one conditional UPDATE. The back office
 * (User.ResourcePack.Update) marks it issued and attaches the PDF. InvoiceApplyDisabled when the
 * commerce settings switch applications off.
 */
import { invoiceApplyInput, invoicePdfMaxBytes, type InvoiceAnswer, commerceFeature } from "@crucible/schema";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { BlobRow } from "../../db/schema.js";
import { invoices, orders, type InvoiceRow } from "../../db/commerce.js";
import type { Ctx } from "../context.js";
import type { Granted, UserActor } from "../access/guards.js";
import { commerceConfigDoc, readKeyDoc } from "../config/keyData.js";
import { AppError, parseInput } from "../errors.js";
import { collectBlob, findBlob, storeBlob } from "../files/blobs.js";
import { defineResource, readVerbs, type Resource } from "../resources/registry.js";

export function presentInvoice(row: InvoiceRow): Omit<InvoiceAnswer, "UserId" | "IssuedBy"> {
  return {
    Id: row.id,
    OrderIds: row.orderIds,
    Amount: row.amount,
    Title: row.title,
    TaxNo: row.taxNo,
    Email: row.email,
    Status: row.status,
    PdfName: row.pdfName,
    IssuedAt: row.issuedAt?.toISOString() ?? null,
    CreatedAt: row.createdAt.toISOString(),
  };
}

export function presentSysInvoice(row: InvoiceRow): InvoiceAnswer {
  return { ...presentInvoice(row), UserId: row.userId, IssuedBy: row.issuedBy };
}

const columns = {
  Id: { column: invoices.id, kind: "int" },
  Status: { column: invoices.status, kind: "string" },
  Title: { column: invoices.title, kind: "string" },
  CreatedAt: { column: invoices.createdAt, kind: "date" },
  IssuedAt: { column: invoices.issuedAt, kind: "date" },
} as const;

/** Applied-for first, then newest first. */
const order = () => [
  sql`case when ${invoices.status} = 'applied' then 0 else 1 end`,
  sql`${invoices.createdAt} desc`,
  sql`${invoices.id} desc`,
];

export const userInvoiceResource: Resource<InvoiceRow> = defineResource<InvoiceRow>({
  path: "user_invoice",
  table: invoices,
  side: "user",
  owner: invoices.userId,
  feature: commerceFeature,
  columns,
  defaultOrder: order,
  present: presentInvoice,
  verbs: readVerbs,
});

export const sysInvoiceResource: Resource<InvoiceRow> = defineResource<InvoiceRow>({
  path: "sys/user_invoice",
  table: invoices,
  side: "sys",
  area: "User.ResourcePack",
  feature: commerceFeature,
  columns: { ...columns, UserId: { column: invoices.userId, kind: "int" } },
  defaultOrder: order,
  present: presentSysInvoice,
  verbs: readVerbs,
});

/** Applies for an invoice of paid orders not invoiced yet; another user's order answers like a missing one. */
export async function applyInvoice(ctx: Ctx, actor: UserActor, body: unknown): Promise<InvoiceRow> {
  if (!(await readKeyDoc(ctx.db, commerceConfigDoc)).InvoiceApply) throw new AppError("InvoiceApplyDisabled");
  const input = parseInput(invoiceApplyInput, body);
  const ids = [...new Set(input.OrderIds)];
  return ctx.db.transaction(async (tx) => {
    const own = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(inArray(orders.id, ids), eq(orders.userId, actor.id)));
    if (own.length !== ids.length) throw new AppError("DBDataNotExist");
    const [invoice] = await tx
      .insert(invoices)
      .values({
        userId: actor.id,
        orderIds: ids,
        amount: 0,
        title: input.Title,
        taxNo: input.TaxNo,
        email: input.Email,
      })
      .returning();
    const claimed = await tx
      .update(orders)
      .set({ invoiceId: invoice!.id })
      .where(
        and(
          inArray(orders.id, ids),
          eq(orders.userId, actor.id),
          eq(orders.status, "paid"),
          isNull(orders.invoiceId),
        ),
      )
      .returning({ amount: orders.amount });
    // An order not paid, or invoiced already (also by an application racing this one).
    if (claimed.length !== ids.length) throw new AppError("OrderStatusInvalid");
    const [updated] = await tx
      .update(invoices)
      .set({ amount: claimed.reduce((total, row) => total + row.amount, 0) })
      .where(eq(invoices.id, invoice!.id))
      .returning();
    return updated!;
  });
}

/** Attaches the PDF of an invoice and marks it issued (again with a corrected PDF, if need be). */
export async function issueInvoice(
  ctx: Ctx,
  actor: Granted<"User.ResourcePack.Update">,
  id: number,
  file: { name: string; bytes: Buffer },
): Promise<InvoiceRow> {
  const row = await sysInvoiceResource.findWritable(ctx, id);
  if (file.bytes.length > invoicePdfMaxBytes) throw new AppError("DBFileTooLarge");
  if (file.bytes.subarray(0, 5).toString("latin1") !== "%PDF-")
    throw new AppError("DBFileInvalid", file.name);
  const blob = await storeBlob(ctx, file.bytes, "application/pdf");
  const name = file.name.replace(/[^\w.\-\u4e00-\u9fff]/g, "_").slice(0, 120) || `invoice-${row.id}.pdf`;
  const now = ctx.clock.now();
  const [updated] = await ctx.db
    .update(invoices)
    .set({
      status: "issued",
      pdfBlobId: blob.id,
      pdfName: name,
      issuedBy: actor.id,
      issuedAt: now,
      updatedAt: now,
    })
    .where(eq(invoices.id, row.id))
    .returning();
  if (row.pdfBlobId && row.pdfBlobId !== blob.id) await collectBlob(ctx, row.pdfBlobId);
  return updated!;
}

/** An issued invoice's PDF, for its owner or the back office. */
export async function invoicePdf(
  ctx: Ctx,
  side: "user" | "sys",
  id: number,
): Promise<{ blob: BlobRow; name: string }> {
  const row =
    side === "user" ? await userInvoiceResource.find(ctx, id) : await sysInvoiceResource.find(ctx, id);
  const blob = row.pdfBlobId ? await findBlob(ctx, row.pdfBlobId) : null;
  if (!blob) throw new AppError("DBDataNotExist");
  return { blob, name: row.pdfName ?? `invoice-${row.id}.pdf` };
}
