/** Business constants of spec §9, shared by the gateway and the web client. */
export const constants = {
  apiBase: "/api",
  errorToastMs: 8000,
  successToastMs: 5000,
  copyMessageMs: 5000,
  copyFailMessageMs: 8000,
  permGroupQueryLimit: 1000,
  templateListLimit: 1000,
  mapQueryPageSize: 12,
  mapLinksPageSize: 300,
  uploadChunkBytes: 1048576,
  previewRefuseBytes: 524288000,
  previewFetchBytes: 3145728,
  tablePreviewRows: 10,
  pastedRowsMax: 2000,
  chartRowsMax: 1000,
  csvBatchRows: 100,
  csvMaxColumns: 20,
  requestRetryMs: 100,
  spinnerDelayMs: 200,
  filterDebounceMs: 250,
  filterListRows: 6,
  filterRowPx: 24,
  editorDebounceMs: 500,
  scrollTopThresholdPx: 110,
  menuHoverOpenMs: 300,
  defaultImageMaxBytes: 1048576,
  verificationCodeTtlMs: 10 * 60 * 1000,
  verificationCodeMaxAttempts: 5,
  /** Codes issued per account, and per target address, in 24 hours (DBRateLimit beyond). */
  verificationCodesPerAccountPerDay: 10,
  verificationCodesPerTargetPerDay: 10,
  /** Wrong codes per account in 24 hours after which it gets no new code until they age out. */
  verificationCodeFailuresPerDay: 20,
  queryLimitMax: 1000,
  queryLimitDefault: 20,
} as const;

/** Pager size options: 1, 2, 3 and 4 times the page size (spec §9). */
export function pagerSizeOptions(size: number): number[] {
  return [1, 2, 3, 4].map((k) => k * size);
}

export const sizeUnits = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3, TB: 1024 ** 4 } as const;
export type SizeUnit = keyof typeof sizeUnits;

/** Converts "1.5 MB", "20KB" or "300" into bytes (powers of 1024); null when it is not a size. */
export function parseSize(text: string): number | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(B|KB|MB|GB|TB)?\s*$/i.exec(text);
  if (!match) return null;
  const unit = (match[2]?.toUpperCase() ?? "B") as SizeUnit;
  return Math.round(Number(match[1]) * sizeUnits[unit]);
}

export const stages = ["frontend", "system"] as const;
export type Stage = (typeof stages)[number];

export const initShowChoices = [
  "navigation",
  "modules",
  "templates",
  "datasets",
  "jobs",
  "weView",
  "weDraw",
  "weSeq",
  "weVec",
] as const;
export type InitShow = (typeof initShowChoices)[number];

export const langChoices = ["auto", "zh", "en"] as const;
export type LangChoice = (typeof langChoices)[number];

/** Limits of one workflow (template or job): tasks in all, and tasks that start at once (no inputs). */
export const workflowLimits = { maxTasks: 20, maxConcurrent: 5 } as const;
