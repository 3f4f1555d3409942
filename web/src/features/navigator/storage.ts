/** Storage figures of the navigator (kept apart from board.ts, whose zod rules the mobile home does not need). */

/** The used share of the storage quota, 0 to 100. */
export function storagePercent(used: number, quota: number): number {
  if (quota <= 0) return used > 0 ? 100 : 0;
  return Math.min(100, Math.max(0, Math.round((used / quota) * 100)));
}
