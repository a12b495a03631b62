/**
 * Where a visitor wanted to go before signing in (docs/architecture.md "Sign-in and mail links"): a signed-in
 * page opened without a login sends the visitor to `/?next=<path>`, and a sign-in returns there. Only a path of
 * this site is followed; anything else (another origin, `//host`, a `javascript:` address) is ignored.
 */

const PARAM = 'next';

/**
 * `next` as a same-origin path with its query and fragment (`/messages/12?x=1#end`), or null when it is
 * missing, not a path of this origin, or the sign-in page itself.
 */
export function safeNextPath(next: string | null | undefined, origin: string = window.location.origin): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(next, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.pathname === '/') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page's address that returns to `path` afterwards (`/` for the sign-in page itself). */
export function signInPathFor(path: string): string {
  return path === '/' ? '/' : `/?${new URLSearchParams({ [PARAM]: path }).toString()}`;
}

/** The validated `next` of a location's query string (`?next=…`), or null. */
export function nextFromSearch(search: string): string | null {
  return safeNextPath(new URLSearchParams(search).get(PARAM));
}
