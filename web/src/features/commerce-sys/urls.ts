/** Routes of the back office's commerce screens and the REST addresses the commerce lists link to. */
import { paths } from "../../app/paths";
import type { ScreenSide } from "../../app/side";

/** One user's orders and packs; without an id, the user picker. */
export function userOrdersRoute(userId?: string): string {
  return paths.child("system", userId ? `user-orders/${encodeURIComponent(userId)}` : "user-orders");
}

/** The CSV of a batch of recharge cards (a download). */
export function cardBatchCsvUrl(batch: string): string {
  return `/api/sys/user_resource_pack_card/export?Batch=${encodeURIComponent(batch)}`;
}

/** An issued invoice's PDF (a download): the user's own, or any user's in the back office. */
export function invoicePdfUrl(side: ScreenSide, id: string): string {
  return `/api${side === "sys" ? "/sys" : ""}/user_invoice/pdf/${encodeURIComponent(id)}`;
}
