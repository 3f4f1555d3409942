/** A tiny store of toasts shown by <Toasts/>: errors stay 8 s, successes 5 s (spec §9). */
import { constants } from "@crucible/schema";

export type ToastKind = "error" | "success" | "info";

export interface Toast {
  readonly id: number;
  readonly kind: ToastKind;
  readonly text: string;
}

type Listener = (toasts: readonly Toast[]) => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();

function emit(): void {
  for (const listener of listeners) listener(toasts);
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

/** Takes down every toast of a kind at once (a sign-in that succeeded ends its earlier refusals). */
export function dismissToasts(kind: ToastKind): void {
  if (!toasts.some((toast) => toast.kind === kind)) return;
  toasts = toasts.filter((toast) => toast.kind !== kind);
  emit();
}

/**
 * Takes down every toast: the page's language changed, and a toast keeps the words it was made with
 * (its text was written in the other language).
 */
export function dismissAllToasts(): void {
  if (toasts.length === 0) return;
  toasts = [];
  emit();
}

function push(kind: ToastKind, text: string, ms: number): void {
  // The same message twice in a row (for example several failing queries at once) shows once.
  if (toasts.some((toast) => toast.text === text && toast.kind === kind)) return;
  const id = nextId++;
  toasts = [...toasts, { id, kind, text }];
  emit();
  window.setTimeout(() => dismissToast(id), ms);
}

export const toast = {
  error: (text: string) => push("error", text, constants.errorToastMs),
  success: (text: string) => push("success", text, constants.successToastMs),
  info: (text: string, ms: number = constants.successToastMs) => push("info", text, ms),
};

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentToasts(): readonly Toast[] {
  return toasts;
}
