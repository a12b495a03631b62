// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import '../../../lib/i18n';
import { setLanguage } from '../../../lib/i18n';
import { renderRoutes } from '../../../shell/test-utils';
import { ReceiptPage } from './ReceiptPage';

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderRoutes(
    [
      { path: '/receipts/:number', element: <ReceiptPage kind="RECEIPT" /> },
      { path: '/credit-notes/:number', element: <ReceiptPage kind="CREDIT_NOTE" /> },
    ],
    path,
    (node) => <QueryClientProvider client={client}>{node}</QueryClientProvider>,
  );
}

beforeEach(async () => {
  await setLanguage('da');
  window.localStorage.setItem('lltoken', 'tok-receipt');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('ReceiptPage (docs/architecture.md "Sign-in and mail links")', () => {
  it('fetches the PDF with the login and offers it to save and open', async () => {
    const fetchMock = vi.fn<typeof fetch>(
      async () => new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/receipts/12');
    expect(screen.getByRole('heading', { name: 'Kvittering nr. 12' })).toBeTruthy();
    const save = await screen.findByRole('link', { name: 'Hent PDF' });
    expect(save.getAttribute('download')).toBe('kvittering-12.pdf');
    expect(save.getAttribute('href')).toMatch(/^blob:/);
    expect(screen.getByRole('link', { name: 'Åbn PDF' }).getAttribute('target')).toBe('_blank');
    // shown in a frame: the pages' CSP refuses every <object> (object-src 'none') and allows blob: frames
    const shown = screen.getByTitle('Kvittering nr. 12');
    expect(shown.tagName).toBe('IFRAME');
    expect(shown.getAttribute('src')).toBe(save.getAttribute('href'));
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/receipts/12.pdf');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer tok-receipt');
  });

  it("says 'not found' for someone else's or an unknown number, and for a number that is not one", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(
        async () =>
          new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Not found' } }), {
            status: 404,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    await setLanguage('en');
    renderAt('/credit-notes/13');
    expect(screen.getByRole('heading', { name: 'Credit note no. 13' })).toBeTruthy();
    expect(await screen.findByText(/The document does not exist, or it belongs to another account/)).toBeTruthy();
    cleanup();
    renderAt('/receipts/abc');
    expect(screen.getByText(/The document does not exist/)).toBeTruthy();
  });
});
