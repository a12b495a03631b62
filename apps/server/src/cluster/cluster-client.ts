/**
 * The HTTP calls the cluster tests and `npm run bench:cluster` make (README "Reference deployment"):
 * JSON requests, sign-in, GraphQL and a finished listing of the demo landlord. Throws (not vitest's
 * expect) so the bench can use it too.
 */

type Json = Record<string, unknown>;

export const ADMIN = { email: 'admin@udlejning.dk', password: 'admin1234' };
export const LANDLORD = { email: 'udlejer@udlejning.dk', password: 'udlejer1234' };

export type Reply = { status: number; json: Json; headers: Headers };

/** A JSON request to `base`; returns the status, the parsed body ({ text } when not JSON) and the headers. */
export async function call(
  base: string,
  method: string,
  url: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(base + url, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
  const text = await res.text();
  let json: Json = {};
  try {
    json = text ? (JSON.parse(text) as Json) : {};
  } catch {
    json = { text };
  }
  return { status: res.status, json, headers: res.headers };
}

/** Signs in with `creds`; returns the login token. Throws unless 200. */
export async function signIn(base: string, creds: { email: string; password: string }): Promise<string> {
  const res = await call(base, 'POST', '/api/auth', { body: creds });
  if (res.status !== 200) throw new Error(`sign-in ${creds.email}: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json.token as string;
}

/** A GraphQL call that must succeed; returns its data. Throws on a GraphQL error. */
export async function graph(base: string, token: string, query: string, variables: Json): Promise<Json> {
  const res = await call(base, 'POST', '/api/graph', { token, body: { query, variables } });
  if (res.json.errors) throw new Error(`GraphQL: ${JSON.stringify(res.json.errors)}`);
  return res.json.data as Json;
}

/**
 * A finished STANDARD listing of the demo landlord (pending review) at an address of the index: suggestion
 * `addressIndex` of the search `query`, or the next suggestion when the landlord already lists that home
 * (one home, one live listing of a landlord: 409 DWELLING_ADDRESS_TAKEN); made with `landlordToken` on `base`.
 * Returns its uuid; throws when every suggestion is taken or the save fails otherwise.
 */
export async function createListing(
  base: string,
  landlordToken: string,
  headline: string,
  addressIndex: number,
  query = 'Vestergade',
): Promise<string> {
  const found = await call(base, 'GET', `/api/addresses?q=${encodeURIComponent(query)}`, { token: landlordToken });
  const suggestions = (Array.isArray(found.json) ? found.json : found.json.results) as { id: string }[];
  const rent = 900_000;
  for (let tried = 0; tried < suggestions.length; tried += 1) {
    const created = await call(base, 'POST', '/api/dwellings', {
      token: landlordToken,
      body: {
        type: { dwelling: 'APARTMENT', tenant: null },
        size: { rooms: 2, area: 60, additional: [] },
        location: { id: suggestions[(addressIndex + tried) % suggestions.length]!.id },
        economy: { rent, prepaid: rent, deposit: rent * 3, inclusive: false, utilities: [] },
        headline,
        description: 'En hyggelig lejlighed tæt på indkøb, skole og offentlig transport, med nyt badeværelse. '.repeat(2),
        contact: { name: 'Lars Udlejer', email: 'udlejer@udlejning.dk', phone: '+4512345678', link: null },
        consents: ['TERMS_OF_AGREEMENT', 'TERMS_OF_SERVICE', 'COPYRIGHT'].map((key) => ({ key, value: true })),
        finish: true,
      },
    });
    if (created.status === 201) return created.json.uuid as string;
    const code = (created.json.error as { code?: string } | undefined)?.code;
    if (code !== 'DWELLING_ADDRESS_TAKEN') throw new Error(`create listing: ${created.status} ${JSON.stringify(created.json)}`);
  }
  throw new Error(`create listing: every address of "${query}" is listed by this landlord already`);
}

/** The admin approves listing `uuid` (doc 2 status change). Throws unless 2xx. */
export async function approve(base: string, adminToken: string, uuid: string): Promise<void> {
  const res = await call(base, 'POST', `/api/dwellings/${uuid}/status`, {
    token: adminToken,
    body: { status: 'APPROVED', reason: 'OK' },
  });
  if (res.status >= 300) throw new Error(`approve: ${res.status} ${JSON.stringify(res.json)}`);
}

/** Polls `check` (every 200 ms, at most `timeoutMs`) until it returns true; throws naming `what` after. */
export async function until(what: string, check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
