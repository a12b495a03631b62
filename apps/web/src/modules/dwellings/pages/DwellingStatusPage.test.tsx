// @vitest-environment happy-dom
/**
 * The status page opened from a mailed link (doc 2 §2 Status page, §6 Token holder, §8): a link of a
 * former owner, or one renewed since, gets its own message in Danish and English; a missing or
 * expired token keeps the spec's message.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { ERROR_TABLE } from '@udlejning/shared/errors';
import { setLanguage } from '../../../lib/i18n';
import { renderRoutes } from '../../../shell/test-utils';
import { SessionProvider } from '../../accounts/session';
import { stubFetch } from '../../accounts/test-utils';
import { DwellingStatusPage } from './DwellingStatusPage';

const UUID = '11111111-2222-3333-4444-555555555555';
const STATUS_PAGE = `GET /api/dwellings/${UUID}/status-page?token=old`;
const revoked = () => ({
  status: 403,
  body: { error: { code: 'STATUS_LINK_REVOKED', message: ERROR_TABLE.STATUS_LINK_REVOKED.message } },
});

const renderPage = () =>
  renderRoutes(
    [{ path: '/dwellings/:uuid/status', element: <DwellingStatusPage /> }],
    `/dwellings/${UUID}/status?token=old`,
    (node) => <SessionProvider>{node}</SessionProvider>,
  );

beforeEach(() => localStorage.clear());
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await setLanguage('da');
});

describe('DwellingStatusPage with a status link that no longer holds', () => {
  it('says so in Danish', async () => {
    await setLanguage('da');
    stubFetch({ [STATUS_PAGE]: revoked });
    renderPage();
    expect(
      await screen.findByText(
        'Dette statuslink gælder ikke længere. Annoncen har skiftet ejer, eller der er sendt et nyere link. Brug det nyeste link fra din e-mail, eller log ind.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Enten mangler der en token/)).toBeNull();
  });

  it('and in English', async () => {
    await setLanguage('en');
    stubFetch({ [STATUS_PAGE]: revoked });
    renderPage();
    expect(
      await screen.findByText(
        'This status link is no longer valid. The listing has changed owner, or a newer link has been sent. Use the newest link in your e-mail, or sign in.',
      ),
    ).toBeTruthy();
  });

  it('an expired token keeps the spec message', async () => {
    await setLanguage('da');
    stubFetch({ [STATUS_PAGE]: () => ({ status: 401, body: { error: { code: 'TOKEN_EXPIRED', message: 'x' } } }) });
    renderPage();
    expect(await screen.findByText('Vi beklager meget. Enten mangler der en token eller også er den udløbet')).toBeTruthy();
  });
});
