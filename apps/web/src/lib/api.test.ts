// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch } from './api';

afterEach(() => vi.unstubAllGlobals());

describe('apiFetch', () => {
  it('sends the UI language (<html lang>) as Accept-Language, so mails come in it (issue 9 §1)', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('{"ok":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    document.documentElement.lang = 'en';
    await apiFetch('/api/users', { body: { a: 1 } });
    expect((fetchMock.mock.calls[0][1]?.headers as Record<string, string>)['accept-language']).toBe('en');
    document.documentElement.lang = 'da';
    await apiFetch('/api/health');
    expect((fetchMock.mock.calls[1][1]?.headers as Record<string, string>)['accept-language']).toBe('da');
  });
});
