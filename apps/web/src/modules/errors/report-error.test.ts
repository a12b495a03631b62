// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientErrorSchema } from '@udlejning/shared/errors/client-error.schema';
import { MAX_REPORTS, reportError, resetReportCount, toClientErrorReport } from './report-error';

describe('toClientErrorReport', () => {
  it('cuts texts to the server limits so the report is accepted', () => {
    const body = toClientErrorReport({ message: 'm'.repeat(5_000), stack: 's'.repeat(50_000), info: 'i'.repeat(30_000), line: 3, column: 4 });
    expect(body.message).toHaveLength(2_000);
    expect(body.stack).toHaveLength(20_000);
    expect(clientErrorSchema.safeParse(body).success).toBe(true);
  });

  it('fills an empty message and drops bad numbers and huge info objects', () => {
    const body = toClientErrorReport({ message: ' ', line: -1, column: 1.5, info: { big: 'x'.repeat(30_000) } });
    expect(body).toEqual({ message: 'Unknown error', stack: undefined, info: undefined, source: undefined, line: undefined, column: undefined });
    expect(clientErrorSchema.safeParse(body).success).toBe(true);
  });
});

describe('reportError', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    resetReportCount();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('posts JSON to /api/errors', () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    reportError({ message: 'Boom', source: 'app.js', line: 1, column: 2 });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/errors');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ message: 'Boom', source: 'app.js', line: 1, column: 2 });
  });

  it('swallows a rejected or throwing fetch', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    expect(() => reportError({ message: 'a' })).not.toThrow();
    fetchMock.mockImplementationOnce(() => {
      throw new Error('sync');
    });
    expect(() => reportError({ message: 'b' })).not.toThrow();
    await new Promise((r) => setTimeout(r, 0));
  });

  it(`sends at most ${MAX_REPORTS} reports per page load`, () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    for (let i = 0; i < MAX_REPORTS + 5; i += 1) reportError({ message: `e${i}` });
    expect(fetchMock).toHaveBeenCalledTimes(MAX_REPORTS);
  });
});
