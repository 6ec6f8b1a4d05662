/**
 * The file storage cannot be reached or refused to work (a bucket that is down, a network that
 * is away, a timeout). Answered 503 with Retry-After, like a database that is away: the request
 * can be tried again in a moment, and nothing it wanted to write is half there. Raised by the
 * storages (storage/); here, below every domain, so the error handler can know it.
 */
export class StorageUnavailableError extends Error {
  constructor(location: string, cause: unknown) {
    super(`The file storage (${location}) is unavailable`, { cause });
    this.name = 'StorageUnavailableError';
  }
}
