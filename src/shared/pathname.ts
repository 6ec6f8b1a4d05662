/**
 * The path without trailing slashes (`/celebrities/` is `/celebrities`; `/` stays `/`). A loop,
 * not `/\/+$/`: that pattern retries from every slash of a long run and takes quadratic time on
 * a path of thousands of slashes. The server keys its pages by it; the browser's first script
 * compares the address with it.
 */
export function normalisePath(pathname: string): string {
  let end = pathname.length;
  while (end > 1 && pathname[end - 1] === '/') end -= 1;
  return pathname.slice(0, end);
}
