import { companyVerificationPath } from '@portal/contracts/common/portal-links';
import { ApiError, forbiddenPath } from './api-error.ts';
import { clientHooks as hooks } from './client-hooks.ts';

interface RequestOptions {
  /** Do not redirect on 403/404 and do not toast: the caller shows the error (forms, probes). */
  quiet?: boolean;
  signal?: AbortSignal;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function toApiError(res: Response): Promise<ApiError> {
  let body: { code?: string; message?: string; params?: Record<string, string | number>; fields?: Record<string, string> } = {};
  try {
    body = await res.json();
  } catch (err) {
    // Not JSON (a proxy page, an empty body): the status alone decides.
    if (!(err instanceof SyntaxError)) throw err;
  }
  return new ApiError(res.status, body.code ?? 'error', body.message ?? 'general_error', body.params, body.fields);
}

async function send(method: Method, path: string, body: unknown, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = hooks.getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  const language = hooks.language();
  if (language) headers['accept-language'] = language;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
  return hooks.fetch(`/${path.replace(/^\//, '')}`, {
    method,
    headers,
    credentials: 'same-origin',
    signal: options.signal,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
}

/** Bad gateway, service unavailable, gateway timeout. */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

const loginRedirect = () => `/?redirectTo=${encodeURIComponent(hooks.currentPath())}`;

/** Applies the error protocol of ARCHITECTURE.md "Errors" and returns the error to throw. */
function handle(error: ApiError, path: string, options: RequestOptions): ApiError {
  const isLanguageFile = /(^|\/)lang\/.*\.json$/.test(path);
  // A gateway's failure (an outside service behind the portal not answering) is not the portal's:
  // a quiet caller shows it in place, the session goes on.
  const outsideFailure = options.quiet && GATEWAY_STATUSES.has(error.status);
  if ((error.status >= 500 && !outsideFailure) || error.code === 'session_expired') {
    error.handled = true;
    hooks.resetSession(error.status >= 500 ? '/error' : '/');
    return error;
  }
  // The menu and screen guards read the user's functions from sign-in: a refusal by declaration re-reads them.
  if (error.messageKey === 'access_denied') hooks.accessDenied();
  if (options.quiet || isLanguageFile) return error;
  error.handled = true;
  if (error.code === 'company_not_verified') {
    const id = hooks.companyId();
    hooks.navigate(id ? companyVerificationPath(id) : '/403');
  } else if (error.code === 'unauthorized') {
    hooks.toastError('general_error');
    hooks.navigate(loginRedirect());
  } else if (error.status === 403 && (error.code === 'forbidden' || error.code === 'error')) {
    hooks.navigate(forbiddenPath(error));
  } else if (error.status === 404 && (error.code === 'not_found' || error.code === 'error')) {
    hooks.navigate('/404');
  } else if (error.status === 400 && error.fields) {
    // Forms map `fields` onto their inputs; the toast only says that something is wrong.
    hooks.toastError('validation_error');
  } else {
    hooks.toastError(error.messageKey, error.params);
  }
  return error;
}

/** A successful response, after one token refresh if needed; otherwise the handled ApiError is thrown. */
async function respond(method: Method, path: string, body: unknown, options: RequestOptions): Promise<Response> {
  let res = await send(method, path, body, options);
  if (res.status === 401) {
    const first = await toApiError(res.clone());
    // Spec 602: refresh once and resend once.
    if (first.code === 'token_expired' && (await hooks.refresh())) res = await send(method, path, body, options);
  }
  if (!res.ok) throw handle(await toApiError(res), path, options);
  return res;
}

export async function request<T>(method: Method, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  const res = await respond(method, path, body, options);
  if (res.status === 204) return undefined as T;
  const type = res.headers.get('content-type') ?? '';
  return (type.includes('json') ? res.json() : res.text()) as Promise<T>;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body ?? {}, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body ?? {}, options),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
  /** A file the API sends (PDFs, calendars, documents); quiet by default: the caller shows a refusal. */
  blob: async (path: string, options: RequestOptions = { quiet: true }) => (await respond('GET', path, undefined, options)).blob(),
  /** A file made from a posted filter (the chamber companies reports); quiet like blob. */
  postBlob: async (path: string, body: unknown, options: RequestOptions = { quiet: true }) =>
    (await respond('POST', path, body ?? {}, options)).blob(),
};
