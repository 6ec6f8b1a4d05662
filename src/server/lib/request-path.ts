/** The path of a request target as the client wrote it (not decoded), without its query. */
export function pathOf(url: string): string {
  const end = url.indexOf('?');
  return end === -1 ? url : url.slice(0, end);
}
