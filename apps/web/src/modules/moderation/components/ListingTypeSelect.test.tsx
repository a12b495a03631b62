// @vitest-environment happy-dom
/** The admin's listing-type selector offers the current tier and upgrades only (doc 2 §1: no downgrade). */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ListingType } from '@udlejning/shared/dwellings/listing-type';
import { i18n } from '../../../lib/i18n';
import { ListingTypeSelect } from './ListingTypeSelect';

function renderSelect(value: ListingType) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ListingTypeSelect uuid="d-listing-type" value={value} />
    </QueryClientProvider>,
  );
}

async function offered(): Promise<string[]> {
  await userEvent.click(await screen.findByRole('combobox', { name: 'Annoncetype' }));
  return within(await screen.findByRole('listbox'))
    .getAllByRole('option')
    .map((o) => o.textContent ?? '');
}

beforeEach(async () => {
  await i18n.changeLanguage('da');
});
afterEach(cleanup);

describe('ListingTypeSelect', () => {
  it.each([
    ['STANDARD', ['Standard', 'Plus', 'Premium annonce']],
    ['PLUS', ['Plus', 'Premium annonce']],
    ['PREMIUM', ['Premium annonce']],
  ] as const)('%s offers %j', async (value, options) => {
    renderSelect(value);
    expect(await offered()).toEqual(options);
  });
});
