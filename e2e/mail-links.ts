/**
 * Helpers of e2e/mail-links.journey.spec.ts: read a mail's link from the outbox API, open it in a fresh browser
 * context (signed out, or signed in with a login token) and sign in through the form the way a signed-out
 * visitor who followed a mail does (docs/architecture.md "Sign-in and mail links").
 */
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { watchCsp } from './csp';
import { bearer, type Credentials } from './support';

export type OutboxMail = { id: number; to: string; kind: string; subject: string; text: string | null; state: string };

/** What a mail links to: the whole link as mailed, and its path with the query. */
export type MailedLink = { url: string; path: string; mail: OutboxMail };

/** Which sent mail: with `newerThan`, an id above it; with `containing`, text that contains it; `timeout` in ms (30 s). */
export type MailMatch = { newerThan?: number; containing?: string; timeout?: number };

/**
 * The newest sent mail of `kind` to `to` that matches `opts`, polled from GET /api/admin/outbox: the request only
 * queues a mail and the mail job sends it within seconds (docs/architecture.md "Jobs and mail").
 */
export async function sentMail(
  request: APIRequestContext,
  admin: string,
  to: string,
  kind: string,
  opts: MailMatch = {},
): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/admin/outbox?page=1&pageSize=100', { headers: bearer(admin) });
        const { results } = (await res.json()) as { results: OutboxMail[] };
        found = results.find(
          (m) =>
            m.to === to.toLowerCase() &&
            m.kind === kind &&
            m.state === 'sent' &&
            m.id > (opts.newerThan ?? 0) &&
            (!opts.containing || Boolean(m.text?.includes(opts.containing))),
        );
        return found?.state;
      },
      { message: `a sent ${kind} mail to ${to}`, timeout: opts.timeout ?? 30_000, intervals: [250, 500, 1000] },
    )
    .toBe('sent');
  return found!;
}

/**
 * The action link of the newest sent mail of `kind` to `to` that matches `opts` (sentMail). The link is the text
 * part's line that is a bare URL (apps/server/src/platform/mail/layout.ts); it must point at this server (PUBLIC_URL).
 */
export async function mailedLink(
  request: APIRequestContext,
  admin: string,
  to: string,
  kind: string,
  opts: MailMatch = {},
): Promise<MailedLink> {
  const found = await sentMail(request, admin, to, kind, opts);
  const url = /^https?:\/\/\S+$/m.exec(found.text ?? '')?.[0];
  expect(url, `the link of ${kind}: ${found.text}`).toBeDefined();
  const link = new URL(url!);
  expect(link.origin, `${kind} links to this server`).toBe(new URL(test.info().project.use.baseURL!).origin);
  return { url: url!, path: link.pathname + link.search, mail: found };
}

/**
 * Opens mail links in fresh browser contexts, each watched for CSP violations (e2e/csp.ts), and closes them all at
 * the end of the test (`closeAll`, which also fails on a violation).
 */
export class LinkOpener {
  private readonly contexts: { context: BrowserContext; violations: string[] }[] = [];

  constructor(private readonly browser: Browser) {}

  /** `url` in a new context without a login (a person who clicks the link in a mail, signed out). */
  signedOut(url: string): Promise<Page> {
    return this.open(url, null);
  }

  /** `url` in a new context signed in with the login `token` (stored before the app loads, as signInViaApi does). */
  signedIn(url: string, token: string): Promise<Page> {
    return this.open(url, token);
  }

  private async open(url: string, token: string | null): Promise<Page> {
    const context = await this.browser.newContext();
    this.contexts.push({ context, violations: await watchCsp(context) });
    if (token) await context.addInitScript((t) => window.localStorage.setItem('lltoken', t), token);
    const page = await context.newPage();
    await page.goto(url);
    return page;
  }

  /** Closes every context opened; fails when a page in one broke the content-security policy. */
  async closeAll(): Promise<void> {
    const violations = this.contexts.flatMap((c) => c.violations);
    await Promise.all(this.contexts.splice(0).map((c) => c.context.close()));
    expect(violations, 'content-security-policy violations').toEqual([]);
  }
}

/**
 * On the sign-in page a signed-in page sent a signed-out visitor to (`/?next=<path>`, with the notice), signs in
 * with `creds` through the form and expects to be back on `path`.
 */
export async function signInToContinue(page: Page, creds: Credentials, path: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.searchParams.get('next') === path);
  await expect(page.getByRole('heading', { name: 'Log ind' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Log ind for at fortsætte til siden, du åbnede.');
  await page.getByLabel('E-mail').fill(creds.email);
  await page.getByRole('textbox', { name: 'Adgangskode', exact: true }).fill(creds.password);
  await page.getByRole('button', { name: 'Log ind', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname + url.search === path);
}

/** A GraphQL call with the login `token` (null: anonymous) that must not fail; returns `data`. */
export async function graph<T = Record<string, unknown>>(
  request: APIRequestContext,
  token: string | null,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const res = await request.post('/api/graph', { headers: token ? bearer(token) : {}, data: { query, variables } });
  const body = (await res.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

/** Signs up a private landlord through POST /api/users (which must succeed); returns the credentials and login token. */
export async function signUpLandlord(
  request: APIRequestContext,
  account: Credentials & { firstname: string; lastname: string },
): Promise<{ creds: Credentials; token: string }> {
  const res = await request.post('/api/users', {
    data: { type: 'PERSONAL', phone: '+4522334455', company: null, companyAddress: null, cvr: null, ...account },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return { creds: { email: account.email, password: account.password }, token: ((await res.json()) as { token: string }).token };
}
