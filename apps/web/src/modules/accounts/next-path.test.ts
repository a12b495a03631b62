// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { nextFromSearch, safeNextPath, signInPathFor } from './next-path';

const origin = 'https://udlejning.example';

describe('next path (docs/architecture.md "Sign-in and mail links")', () => {
  it.each([
    ['/messages/12', '/messages/12'],
    ['/receipts/7?x=1#top', '/receipts/7?x=1#top'],
    ['/dwellings/create/../status', '/dwellings/status'],
  ])('follows the same-origin path %s', (next, expected) => {
    expect(safeNextPath(next, origin)).toBe(expected);
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['another origin', 'https://evil.example/x'],
    ['protocol-relative', '//evil.example/x'],
    ['backslash trick', '/\\evil.example'],
    ['javascript', 'javascript:alert(1)'],
    ['a relative path', 'messages/12'],
    ['the sign-in page', '/'],
    ['the sign-in page with a query', '/?next=/x'],
  ])('ignores %s', (_name, next) => {
    expect(safeNextPath(next, origin)).toBeNull();
  });

  it('round-trips through the sign-in address', () => {
    const path = '/messages/5?focus=reply#composer';
    const signIn = signInPathFor(path);
    expect(signIn.startsWith('/?next=')).toBe(true);
    expect(safeNextPath(new URLSearchParams(signIn.slice(1)).get('next'), origin)).toBe(path);
    expect(signInPathFor('/')).toBe('/');
  });

  it('reads next from a query string in the page origin', () => {
    expect(nextFromSearch(`?next=${encodeURIComponent('/threads/3')}`)).toBe('/threads/3');
    expect(nextFromSearch(`?next=${encodeURIComponent(`${window.location.origin}/threads/3`)}`)).toBeNull();
    expect(nextFromSearch('?next=https%3A%2F%2Fevil.example')).toBeNull();
    expect(nextFromSearch('')).toBeNull();
  });
});
