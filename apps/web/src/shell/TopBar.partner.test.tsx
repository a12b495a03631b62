// @vitest-environment happy-dom
/**
 * Partner hosts (doc 1 §1, README "Partner hosts"): the app bar takes the partner's colour on a
 * configured host and the theme's primary colour elsewhere; its text (title, language, icons) stays
 * at WCAG AA contrast (≥ 4.5:1) on either, measured on the rendered styles with MUI's getContrastRatio.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { getContrastRatio } from '@mui/material/styles';
import { textColorOn } from '@udlejning/shared/site/partner';
import '../lib/i18n';
import { setLanguage } from '../lib/i18n';
import { buildTheme } from '../theme';
import { TopBar } from './TopBar';
import { answered, QueryAnswered, renderRoutes, sessionUser } from './test-utils';

/** A fetch answering GET /api/site as the server does: the partner with black or white text, or null. */
const siteFetch = (appBarColor: string | null) =>
  vi.fn(async (url: string | URL | Request) => {
    if (String(url) !== '/api/site') throw new Error(`unexpected request ${String(url)}`);
    const partner = appBarColor
      ? { supportEmail: 'hjaelp@partner.dk', appBarColor, appBarTextColor: textColorOn(appBarColor) }
      : null;
    return new Response(JSON.stringify({ partner }), { status: 200 });
  });

/** The app bar and the title link on it, with their rendered colours. */
function renderBar(appBarColor: string | null) {
  const fetch = siteFetch(appBarColor);
  vi.stubGlobal('fetch', fetch);
  renderRoutes(
    [
      {
        path: '*',
        element: (
          <>
            <TopBar user={sessionUser()} onOpenMenu={() => {}} onSignOut={() => {}} />
            <QueryAnswered queryKey={['site']} />
          </>
        ),
      },
    ],
    '/dashboard',
  );
  const bar = screen.getByRole('banner');
  const colours = () => ({
    background: getComputedStyle(bar).backgroundColor,
    text: getComputedStyle(screen.getByRole('link', { name: 'Udlejning' })).color,
    language: getComputedStyle(screen.getByRole('button', { name: 'Sprog: Dansk' })).color,
  });
  // the icon buttons take the bar's text colour too (colour "inherit"); happy-dom mis-resolves their rule,
  // which declares the colour three times, so their class is checked instead of their computed colour
  for (const name of ['Åbn menuen', 'Kontomenu'])
    expect(screen.getByRole('button', { name }).classList.contains('MuiIconButton-colorInherit')).toBe(true);
  return { fetch, colours };
}

/** The same colour however it is written (#rrggbb or rgb(…)): equal when the contrast between them is 1. */
const sameColour = (a: string, b: string) => getContrastRatio(a, b) === 1;

const primary = buildTheme('da').palette.primary;

beforeEach(async () => {
  await setLanguage('da');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('TopBar on a partner host', () => {
  it.each([
    ['a light partner colour (black text)', '#ffd700'],
    ['a dark partner colour (white text)', '#1d4f91'],
    ['a middle grey (the closer call)', '#777777'],
  ])('%s: the bar has the partner colour, its text and icons stay ≥ 4.5:1', async (_name, colour) => {
    const { colours } = renderBar(colour);
    await waitFor(() => expect(sameColour(colours().background, colour)).toBe(true));
    const { background, ...onBar } = colours();
    expect(sameColour(background, primary.main)).toBe(false);
    expect(sameColour(onBar.text, textColorOn(colour))).toBe(true);
    for (const fg of Object.values(onBar)) expect(getContrastRatio(background, fg)).toBeGreaterThanOrEqual(4.5);
  });

  it('the default host keeps the theme colour, with its text ≥ 4.5:1', async () => {
    const { fetch, colours } = renderBar(null);
    // the answer (no partner) has reached the bar: it must not change
    await screen.findByTestId(answered(['site']));
    expect(fetch).toHaveBeenCalledWith('/api/site', expect.anything());
    const { background, ...onBar } = colours();
    expect(sameColour(background, primary.main)).toBe(true);
    expect(sameColour(onBar.text, primary.contrastText)).toBe(true);
    for (const fg of Object.values(onBar)) expect(getContrastRatio(background, fg)).toBeGreaterThanOrEqual(4.5);
  });
});
