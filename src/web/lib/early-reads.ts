import { STORAGE_KEYS } from '#shared/constants/accounts';

/**
 * The API reads a staff screen needs before it can draw its main content, asked for by the page's
 * first script as the HTML arrives, alongside the app's chunks, instead of after they have run
 * (issue 42: the inquiry's page drew the client's name, its largest element, one round trip and
 * the app's start later). The API client takes each answer for the first GET of the same address
 * with the same token; what no one takes in a few seconds is dropped, so a later read is always
 * asked afresh.
 */
const SCREEN_READS: ReadonlyArray<[RegExp, (match: RegExpMatchArray) => string[]]> = [
  [/^\/admin\/inquiries\/([\w-]{1,64})\/?$/, ([, id]) => [`/api/inquiries/${id}`, `/api/inquiries/${id}/activity`]],
];

/** How long an early answer waits to be taken. */
const KEEP_MS = 10_000;

interface EarlyRead {
  token: string;
  response: Promise<Response>;
  at: number;
}

const reads = new Map<string, EarlyRead>();

/** Starts the reads of the screen at `pathname`, for a visitor with a stored token. */
export function startEarlyReads(pathname: string): void {
  let token: string | null = null;
  try {
    token = localStorage.getItem(STORAGE_KEYS.token);
  } catch {
    return;
  }
  if (!token) return;
  for (const [pattern, urlsOf] of SCREEN_READS) {
    const match = pathname.match(pattern);
    if (!match) continue;
    for (const url of urlsOf(match)) {
      const response = fetch(url, {
        // The headers the API client sends with a read (api-client.ts).
        headers: { Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      });
      // Never an unhandled rejection: the taker, if any, sees the failure through its own await.
      response.catch(() => undefined);
      reads.set(url, { token, response, at: Date.now() });
    }
  }
}

/** The early answer to a GET of `url` with `token`, once; undefined when there is none to take. */
export function takeEarlyRead(url: string, token: string | null): Promise<Response> | undefined {
  const read = reads.get(url);
  if (!read) return undefined;
  reads.delete(url);
  if (read.token !== token || Date.now() - read.at > KEEP_MS) return undefined;
  return read.response;
}
