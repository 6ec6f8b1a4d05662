import { BACKGROUND_REQUEST_HEADER, STORAGE_KEYS } from '#shared/constants/accounts';
import { MESSAGES } from '#shared/messages';
import type { ApiResponse, FieldError, ListMeta } from '#shared/schemas/envelope';
import { notify } from './notify';

/** The API's base path (SPEC §7). */
export const API_BASE = '/api';

/** A failed call: the status, the server's message (or the generic one) and any field errors. */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly errors: FieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiResult<T> {
  data: T;
  meta?: ListMeta;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryValue = string | number | boolean | undefined | null;

export interface RequestOptions {
  /** Query string parameters; empty values are left out. */
  params?: Record<string, QueryValue>;
  /** A toast on success: the SPEC §7 default for the method, another text, or none. */
  successToast?: string | false;
  /** A toast on failure: the server's message by default, another text, or none. */
  errorToast?: string | false;
  signal?: AbortSignal;
  /** Made by the app on its own (polling), not by the user: it does not count as activity. */
  background?: boolean;
}

/** SPEC §7: successful writes announce themselves; reads stay quiet. */
const DEFAULT_SUCCESS: Record<Method, string | false> = {
  GET: false,
  POST: 'Operation successful!',
  PUT: 'Update successful!',
  PATCH: 'Update successful!',
  DELETE: 'Deleted successfully!',
};

function urlOf(path: string, params?: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const query = search.toString();
  return `${API_BASE}${path}${query ? `?${query}` : ''}`;
}

function storedToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.token);
  } catch {
    return null;
  }
}

type UnauthorizedHandler = () => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/**
 * Called when a call that carried a token is answered 401 (expired, revoked or disabled): the
 * admin shell registers one that signs the user out. Kept as a hook so this client, which public
 * pages load too, never pulls in the session store. Returns a function that unregisters it.
 */
export function onUnauthorized(handler: UnauthorizedHandler): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

async function request<T>(method: Method, path: string, body: unknown, options: RequestOptions): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // For form data the browser sets the content type with its boundary (SPEC §7).
  const isForm = body instanceof FormData;
  if (!isForm) headers['Content-Type'] = 'application/json';
  const token = storedToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.background) headers[BACKGROUND_REQUEST_HEADER] = '1';

  let failure: ApiError;
  try {
    const response = await fetch(urlOf(path, options.params), {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: options.signal,
    });
    const payload = (await response.json().catch(() => null)) as ApiResponse<T> | null;
    if (response.ok && payload?.success) {
      const success = options.successToast ?? DEFAULT_SUCCESS[method];
      if (success) notify.success(success);
      return { data: payload.data, meta: payload.meta };
    }
    const message = payload && !payload.success && payload.message ? payload.message : MESSAGES.genericError;
    failure = new ApiError(response.status, message, payload && !payload.success ? (payload.errors ?? []) : []);
    if (response.status === 401 && token) unauthorizedHandler?.();
  } catch (error) {
    failure = networkFailure(error);
  }
  return fail(failure, options);
}

/** A call that did not get through: a generic failure, or the caller's abort as it is. */
function networkFailure(error: unknown): ApiError {
  if (error instanceof DOMException && error.name === 'AbortError') throw error;
  return new ApiError(0, MESSAGES.genericError);
}

/** Shows a failed call's toast and throws its error. */
function fail(failure: ApiError, options: RequestOptions): never {
  const errorText = options.errorToast ?? failure.message;
  // Keyed by text: calls failing together for one reason (say an expired session) show one toast.
  if (errorText) notify.error(errorText, { id: `api-error:${errorText}` });
  throw failure;
}

/** A file answer (such as a CSV export): its bytes and the response headers. */
export interface BlobResult {
  blob: Blob;
  headers: Headers;
}

/**
 * GET of a non-JSON answer with the same token, 401 handling and error toasts as the JSON
 * calls; a failure still arrives as the JSON envelope, whose message is shown.
 */
async function requestBlob(path: string, options: RequestOptions): Promise<BlobResult> {
  const token = storedToken();
  let failure: ApiError;
  try {
    const response = await fetch(urlOf(path, options.params), {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal: options.signal,
    });
    if (response.ok) return { blob: await response.blob(), headers: response.headers };
    const payload = (await response.json().catch(() => null)) as { message?: string } | null;
    failure = new ApiError(response.status, payload?.message ?? MESSAGES.genericError);
    if (response.status === 401 && token) unauthorizedHandler?.();
  } catch (error) {
    failure = networkFailure(error);
  }
  return fail(failure, options);
}

/** The shared wrapper of SPEC §7: JSON in and out, the stored token as a Bearer header. */
export const api = {
  get: <T>(path: string, options: RequestOptions = {}) => request<T>('GET', path, undefined, options),
  getBlob: (path: string, options: RequestOptions = {}) => requestBlob(path, options),
  post: <T>(path: string, body?: unknown, options: RequestOptions = {}) => request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options: RequestOptions = {}) => request<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options: RequestOptions = {}) => request<T>('PATCH', path, body, options),
  delete: <T>(path: string, options: RequestOptions = {}) => request<T>('DELETE', path, undefined, options),
};
