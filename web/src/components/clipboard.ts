import { toast } from "./toast";
import { translate } from "../i18n";

function copyWithSelection(text: string): boolean {
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand("copy");
  } finally {
    area.remove();
  }
}

/** Copies text and tells the user: 'Copied to clipboard' for 5 s or 'Replication error' for 8 s. */
export async function copyToClipboard(text: string): Promise<boolean> {
  const t = translate();
  let copied = false;
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      copied = true;
    } else {
      copied = copyWithSelection(text);
    }
  } catch {
    copied = copyWithSelection(text);
  }
  if (copied) toast.success(t("common.copied"));
  else toast.error(t("common.copyFailed"));
  return copied;
}
