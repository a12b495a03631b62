/**
 * The HTTP client: JSON in and out, `Authorization: Bearer <lltoken>` when signed in, and
 * `Accept-Language: <the UI language>` so the server writes mails in it (issue 9 §1).
 * A non-OK reply throws ApiError with the server's code, message and field issues; a network
 * failure throws ApiError 'Fetch request failed' (doc 1 §7). A 401 tells the session to end.
 */
import { FETCH_FAILED, type ErrorBody, type FieldIssue } from '@udlejning/shared/errors';
import { tokenStorage } from './token-storage';
import { print } from '@0no-co/graphql.web';
import type { TadaDocumentNode } from 'gql.tada';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly issues: FieldIssue[];
  constructor(status: number, code: string, message: string, issues: FieldIssue[] = []) {
    super(message);
    this.status = status;
    this.code = code;
    this.issues = issues;
  }
}

/** True for a 429 RATE_LIMITED reply (REST or GraphQL): its message says to try again later (issue 9 §2). */
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

/** Sends a request to the API; `body` is JSON unless it is FormData. */
export async function apiFetch<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal; bearer?: string } = {},
): Promise<T> {
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
  const text = await res.text();
  const data = text ? safeJson(text) : null;
  if (!res.ok) {
    if (res.status === 401 && token) unauthorizedListeners.forEach((l) => l());
    const err = (data as ErrorBody | null)?.error;
    throw new ApiError(res.status, err?.code ?? `HTTP_${res.status}`, err?.message ?? FETCH_FAILED, err?.issues ?? []);
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * POST /api/graph; throws ApiError with the first error's extensions.code. `document` is a typed
 * document (lib/graphql.ts `gql`): the result and the variables are the schema's types.
 * `opts.bearer` sends that token instead of the login token.
 */
export async function graphql<Result, Variables>(
  document: TadaDocumentNode<Result, Variables>,
  variables: Variables,
  opts: { bearer?: string } = {},
): Promise<Result> {
  const query = print(document);
  const res = await apiFetch<{
    data?: Result;
    errors?: { message: string; extensions?: { code?: string; status?: number; issues?: FieldIssue[] } }[];
  }>('/api/graph', { method: 'POST', body: { query, variables: variables ?? {} }, bearer: opts.bearer });
  if (res.errors?.length) {
    const first = res.errors[0];
    const status = first.extensions?.status ?? 400;
    if (status === 401 && tokenStorage.get()) unauthorizedListeners.forEach((l) => l());
    throw new ApiError(status, first.extensions?.code ?? 'GRAPHQL', first.message, first.extensions?.issues ?? []);
  }
  return res.data as Result;
}
