/**
 * The HTTP client: JSON in and out, `Authorization: Bearer <lltoken>` when signed in, and
 * `Accept-Language: <the UI language>` so the server writes mails in it (docs/architecture.md "Jobs and mail").
 * A non-OK reply throws ApiError with the server's code, message and field issues; a network
 * failure throws ApiError 'Fetch request failed' (doc 1 §7). A 401 tells the session to end; a reply's
 * renewed login token (RENEWED_TOKEN_HEADER) replaces the stored one (docs/architecture.md "Auth and sessions").
 */
import { FETCH_FAILED, type ErrorBody, type ErrorDetails, type FieldIssue } from '@udlejning/shared/errors';
import { RENEWED_TOKEN_HEADER } from '@udlejning/shared/accounts/user';
import { tokenExp, tokenStorage } from './token-storage';
import { print } from '@0no-co/graphql.web';
import type { TadaDocumentNode } from 'gql.tada';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly issues: FieldIssue[];
  /** The reply's `error.details` (e.g. DWELLING_ADDRESS_TAKEN's `{ dwelling, active }`), else {}. */
  readonly details: ErrorDetails;
  constructor(status: number, code: string, message: string, issues: FieldIssue[] = [], details: ErrorDetails = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.issues = issues;
    this.details = details;
  }
}

/** True for a 429 RATE_LIMITED reply (REST or GraphQL): its message says to try again later (docs/architecture.md "Rate limits"). */
export const isRateLimited = (err: unknown): err is ApiError => err instanceof ApiError && err.status === 429;

type UnauthorizedListener = () => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();
/** Called on every 401 from a request that carried a token; returns an unsubscribe function. */
export function onUnauthorized(listener: UnauthorizedListener) {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

type TokenRenewedListener = (token: string, previous: string) => void;
const renewedListeners = new Set<TokenRenewedListener>();
/** Called when a reply renewed the stored login token (after it is stored); returns an unsubscribe function. */
export function onTokenRenewed(listener: TokenRenewedListener) {
  renewedListeners.add(listener);
  return () => {
    renewedListeners.delete(listener);
  };
}

/**
 * Stores the renewed login token of `res` (docs/architecture.md "Auth and sessions"), only while
 * `sent` (the login token the request carried) is still the stored one and the new token expires
 * later: a reply landing after a sign-out, a new sign-in or a password change never restores an older session.
 */
function keepRenewedToken(res: Response, sent: string | null): void {
  const renewed = res.headers.get(RENEWED_TOKEN_HEADER);
  if (!renewed || !sent || renewed === sent || tokenStorage.get() !== sent) return;
  const exp = tokenExp(renewed);
  if (exp === null || exp <= (tokenExp(sent) ?? 0)) return;
  tokenStorage.set(renewed);
  renewedListeners.forEach((l) => l(renewed, sent));
}

/** How long a GET started by index.html's script may stand in for the app's own (first-page-preload.ts). */
const PREFETCH_TTL_MS = 15_000;

type Prefetched = { token: string; at: number; responses: Record<string, Promise<Response> | undefined> };

/**
 * The answer to `GET path` that index.html's inline script started with the same token before the app
 * loaded (apps/web/first-page-preload.ts), once; undefined when there is none or it is older than PREFETCH_TTL_MS.
 */
function takePrefetched(path: string, token: string | null): Promise<Response> | undefined {
  const store = (globalThis as { __prefetched?: Prefetched }).__prefetched;
  if (!store || !token || store.token !== token || Date.now() - store.at > PREFETCH_TTL_MS) return undefined;
  const response = store.responses[path];
  delete store.responses[path];
  return response;
}

type ApiRequest = { method?: string; body?: unknown; signal?: AbortSignal; bearer?: string };

/** A reply as read: its status, its JSON (null when empty or not JSON) and the token the request carried. */
type Reply = { status: number; ok: boolean; data: unknown; token: string | null };

/** Sends a request to the API; `body` is JSON unless it is FormData. A network failure throws ApiError. */
async function send(path: string, init: ApiRequest): Promise<Reply> {
  // `bearer`: a token other than the login (the mailed reset token of userResetPassword)
  const token = init.bearer ?? tokenStorage.get();
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  // i18n.ts keeps <html lang> on the chosen language
  const language = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (language) headers['accept-language'] = language;
  let body: BodyInit | undefined;
  if (init.body instanceof FormData) body = init.body;
  else if (init.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.body);
  }
  let res: Response;
  try {
    const method = init.method ?? (body ? 'POST' : 'GET');
    const prefetched = method === 'GET' ? takePrefetched(path, token) : undefined;
    res = await (prefetched ?? fetch(path, { method, headers, body, signal: init.signal }));
  } catch {
    throw new ApiError(0, 'NETWORK', FETCH_FAILED);
  }
  // a `bearer` (a reset token) is no login: nothing to renew
  if (!init.bearer) keepRenewedToken(res, token);
  const text = await res.text();
  return { status: res.status, ok: res.ok, data: text ? safeJson(text) : null, token };
}

/** The ApiError of a non-OK reply in the REST shape `{error: {code, message, issues?}}`; a 401 ends the session. */
function restError({ status, data, token }: Reply): ApiError {
  if (status === 401 && token) unauthorizedListeners.forEach((l) => l());
  const err = (data as ErrorBody | null)?.error;
  return new ApiError(status, err?.code ?? `HTTP_${status}`, err?.message ?? FETCH_FAILED, err?.issues ?? [], err?.details ?? {});
}

/** Sends a request to the API; `body` is JSON unless it is FormData. */
export async function apiFetch<T>(path: string, init: ApiRequest = {}): Promise<T> {
  const reply = await send(path, init);
  if (!reply.ok) throw restError(reply);
  return reply.data as T;
}

/**
 * GET a file of the API (a receipt's PDF) with the login: its bytes. A non-OK reply throws ApiError from
 * the REST error body (a 401 ends the session, as for every request); a network failure ApiError 'NETWORK'.
 */
export async function apiFetchFile(path: string): Promise<Blob> {
  const token = tokenStorage.get();
  let res: Response;
  try {
    res = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(0, 'NETWORK', FETCH_FAILED);
  }
  keepRenewedToken(res, token);
  if (res.ok) return res.blob();
  const text = await res.text();
  throw restError({ status: res.status, ok: false, data: text ? safeJson(text) : null, token });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

type GraphReply<Result> = {
  data?: Result | null;
  errors?: {
    message: string;
    extensions?: { code?: string; status?: number; issues?: FieldIssue[]; details?: ErrorDetails };
  }[];
};

/**
 * POST /api/graph; throws ApiError with the first error's extensions (code, status, issues). A reply
 * with errors has the first error's HTTP status (4xx/5xx), so its GraphQL body is read whatever the
 * status; a non-OK reply without GraphQL errors (a body over the limit, a database outage before the
 * resolvers) is in the REST shape. `document` is a typed document (lib/graphql.ts `gql`): the result
 * and the variables are the schema's types. `opts.bearer` sends that token instead of the login token.
 */
export async function graphql<Result, Variables>(
  document: TadaDocumentNode<Result, Variables>,
  variables: Variables,
  opts: { bearer?: string } = {},
): Promise<Result> {
  const reply = await send('/api/graph', {
    method: 'POST',
    body: { query: print(document), variables: variables ?? {} },
    bearer: opts.bearer,
  });
  const body = reply.data as GraphReply<Result> | null;
  const first = body?.errors?.[0];
  if (first) {
    const status = first.extensions?.status ?? (reply.ok ? 400 : reply.status);
    if (status === 401 && tokenStorage.get()) unauthorizedListeners.forEach((l) => l());
    const ext = first.extensions;
    throw new ApiError(status, ext?.code ?? 'GRAPHQL', first.message, ext?.issues ?? [], ext?.details ?? {});
  }
  if (!reply.ok) throw restError(reply);
  return body?.data as Result;
}
