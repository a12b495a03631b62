// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '../../../ui/toast/toast';
import type { ActivityEntry } from '@udlejning/shared/activity/entry';
import { i18n } from '../../../lib/i18n';
import { stubFetch, type FakeApi } from '../../accounts/test-utils';
import { ActivityLogDialog } from './ActivityLogDialog';

const UUID = 'd1';
const entry = (over: Partial<ActivityEntry>): ActivityEntry => ({
  _id: Math.random().toString(36),
  action: 'dwelling/update',
  actor: 'Anne Admin',
  actorId: 1,
  target: UUID,
  targetType: 'dwelling',
  timestamp: '2026-11-23T10:00:00.000Z',
  data: {},
  ...over,
});

/** The text of every diff line on screen ("label: before → after"). */
const changeLines = () =>
  screen
    .queryAllByRole('list', { name: 'Ændringer' })
    .flatMap((list) => within(list).queryAllByRole('listitem'))
    .map((li) => li.textContent);

function renderDialog(api: FakeApi) {
  const fetchMock = stubFetch(api);
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false }, queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <>
        <Toaster />
        <ActivityLogDialog open uuid={UUID} onClose={() => undefined} />
      </>
    </QueryClientProvider>,
  );
  return fetchMock;
}

beforeEach(async () => {
  await i18n.changeLanguage('da');
});
afterEach(cleanup);

describe('ActivityLogDialog', () => {
  it('lists action, actor, reason, diff and publish errors as "Error : {message}" (da "Fejl : {message}")', async () => {
    const results = [
      entry({
        action: 'dwelling/rejected',
        data: { reason: 'Mangler billeder', diff: { status: ['PENDING_REVIEW', 'REJECTED'] } },
      }),
      entry({ action: 'dwelling/publish_error', actor: 'system', data: { error: 'Facebook svarede 500' } }),
    ];
    renderDialog({ [`GET /api/dwellings/${UUID}/audit`]: () => ({ body: { results } }) });
    // the action's label, and the new status in the diff
    expect(await screen.findAllByText('Afvist')).toHaveLength(2);
    expect(screen.getByText('Mangler billeder')).toBeTruthy();
    // the field name and the status labels in the UI language
    expect(changeLines()).toEqual(['Status: Afventer godkendelse → Afvist']);
    expect(screen.getByText('Fejl : Facebook svarede 500')).toBeTruthy();
  });

  it('shows a diff readably: kroner, Danish dates, labels, Ja/Nej and image thumbnails', async () => {
    const economy = { rent: 1250000, deposit: 3750000, inclusive: false, utilities: [] };
    const results = [
      entry({
        action: 'dwelling/update',
        data: {
          diff: {
            economy: [economy, { ...economy, rent: 1300000 }],
            chatable: [true, false],
            available: [null, '2026-12-01T00:00:00.000Z'],
            images: [
              ['gammel.webp', 'stue.webp'],
              ['stue.webp', 'koekken.webp'],
            ],
          },
        },
      }),
    ];
    renderDialog({ [`GET /api/dwellings/${UUID}/audit`]: () => ({ body: { results } }) });
    expect(await screen.findByText('Opdateret')).toBeTruthy();
    // four changes fold into a summary that names the fields, in the form's order
    expect(screen.getByText('Ændringer (4): Ledig fra, Økonomi, Billeder, Chat')).toBeTruthy();
    expect(changeLines()).toEqual([
      'Ledig fra: Hurtigst muligt → 1. december 2026',
      'Økonomi › Månedlig husleje: 12.500 kr. → 13.000 kr.',
      // thumbnails only: no file name is shown as text
      'Billeder: Tilføjet:Fjernet:',
      'Chat: Ja → Nej',
    ]);
    const added = screen.getByRole('img', { name: 'Billede koekken.webp' });
    expect(added.getAttribute('src')).toBe('/api/dwellings/images/koekken.webp?size=thumb');
    expect(screen.getByRole('img', { name: 'Billede gammel.webp' }).getAttribute('src')).toBe(
      '/api/dwellings/images/gammel.webp?size=thumb',
    );
    // the unchanged image is not repeated
    expect(screen.queryByRole('img', { name: 'Billede stue.webp' })).toBeNull();
  });

  it("shows 'Something went wrong...' (da 'Noget gik galt...') when the log cannot load", async () => {
    renderDialog({
      [`GET /api/dwellings/${UUID}/audit`]: () => ({ status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } }),
    });
    expect(await screen.findByText('Noget gik galt...')).toBeTruthy();
  });

  it('adds a note (action notes) and refuses an empty one', async () => {
    let results: ActivityEntry[] = [];
    const fetchMock = renderDialog({
      [`GET /api/dwellings/${UUID}/audit`]: () => ({ body: { results } }),
      [`POST /api/dwellings/${UUID}/audit`]: (body) => {
        results = [entry({ action: 'dwelling/notes', data: { reason: (body as { reason: string }).reason } })];
        return { status: 201, body: { results } };
      },
    });
    expect(await screen.findByText('Ingen aktivitet endnu')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Tilføj kommentar' }));
    expect(await screen.findByText('Du mangler at udfylde feltet')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: /Kommentar/ }), 'Ringet op');
    await userEvent.click(screen.getByRole('button', { name: 'Tilføj kommentar' }));
    await waitFor(() => expect(screen.getByText('Ringet op')).toBeTruthy());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ action: 'notes', reason: 'Ringet op' });
  });
});
