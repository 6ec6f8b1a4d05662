/** Thrown by withTimeout when the work took longer than allowed. */
export class TimeoutError extends Error {}

/**
 * `work`, or a TimeoutError after `ms`: for checks that must answer quickly even when what they
 * ask (a database behind a dead network) would keep them waiting. The work itself goes on; its
 * late result or error is ignored.
 */
export async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`no answer within ${ms} ms`)), ms);
  });
  work.catch(() => undefined);
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
