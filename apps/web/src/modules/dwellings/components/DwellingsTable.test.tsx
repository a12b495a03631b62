// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../../lib/i18n';
import { DwellingsTable } from './DwellingsTable';

afterEach(cleanup);

const renderPager = (totalCount: number, totalCountIsExact: boolean, hasNextPage?: boolean) =>
  render(
    <I18nextProvider i18n={i18n}>
      <DwellingsTable
        label="Boliger"
        columns={[]}
        rows={[]}
        totalCount={totalCount}
        totalCountIsExact={totalCountIsExact}
        hasNextPage={hasNextPage}
        page={1}
        pageSize={25}
        onPageChange={() => {}}
        onPageSizeChange={() => {}}
      />
    </I18nextProvider>,
  );

/** The pager of the dwelling lists with the server's capped count (docs/architecture.md "Paging": "10.000+"). */
describe('DwellingsTable pager', () => {
  it.each([
    ['da', 1234, true, '26–50 af 1.234'],
    ['da', 10_000, false, '26–50 af flere end 10.000'],
    ['en', 1234, true, '26–50 of 1,234'],
    ['en', 10_000, false, '26–50 of more than 10,000'],
  ] as const)('%s, %d rows, exact %s: "%s"', async (lang, total, exact, text) => {
    await i18n.changeLanguage(lang);
    renderPager(total, exact);
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('a capped count leaves Next enabled (the list goes on past the count)', async () => {
    await i18n.changeLanguage('da');
    renderPager(50, false);
    const next = screen.getAllByRole('button').find((b) => /næste|next/i.test(b.getAttribute('aria-label') ?? ''));
    expect(next?.hasAttribute('disabled')).toBe(false);
  });

  it('a capped count still ends on the last page (pageInfo.hasNextPage false)', async () => {
    await i18n.changeLanguage('da');
    renderPager(10_000, false, false);
    const next = screen.getAllByRole('button').find((b) => /næste|next/i.test(b.getAttribute('aria-label') ?? ''));
    expect(next?.hasAttribute('disabled')).toBe(true);
  });
});
