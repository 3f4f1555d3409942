/** Saves a Blob made in the page (an export, a screenshot) as a download named `name`. */
export function downloadBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The download has started from the URL by the next turns of the event loop.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
