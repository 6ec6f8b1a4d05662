/** Hands a Blob to the browser as a download, then lets the object URL go. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns; release it a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
