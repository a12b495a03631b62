// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_DATA_ELEMENT_ID } from '@udlejning/shared/page-data';
import { takePageData } from './page-data';

/** Puts the server's data block into the document, as web-app.ts describePage writes it. */
function embed(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_DATA_ELEMENT_ID;
  script.textContent = text;
  document.head.append(script);
}

afterEach(() => document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove());

describe('takePageData (the API answer embedded in the page)', () => {
  it('gives the body for its own path once; a second read asks the API', () => {
    embed(JSON.stringify({ path: '/api/public/dwellings/d1', body: { uuid: 'd1', headline: '<b>Lys</b>' } }));
    expect(takePageData('/api/public/dwellings/d1')).toEqual({ uuid: 'd1', headline: '<b>Lys</b>' });
    expect(takePageData('/api/public/dwellings/d1')).toBeUndefined();
  });

  it('keeps it for its own path when another path asks, and gives nothing for a broken or missing block', () => {
    embed(JSON.stringify({ path: '/api/public/dwellings/d1', body: { uuid: 'd1' } }));
    expect(takePageData('/api/public/dwellings/d2')).toBeUndefined();
    expect(takePageData('/api/public/dwellings/d1')).toEqual({ uuid: 'd1' });
    embed('{not json');
    expect(takePageData('/api/public/dwellings/d1')).toBeUndefined();
    document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove();
    expect(takePageData('/api/public/dwellings/d1')).toBeUndefined();
  });
});
