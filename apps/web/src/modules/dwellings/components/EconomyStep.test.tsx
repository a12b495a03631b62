// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { emptyDwellingForm, type DwellingContent } from '@udlejning/shared/dwellings/dwelling-form';
import { i18n } from '../../../lib/i18n';
import { EconomyStep } from './EconomyStep';

afterEach(cleanup);
beforeEach(async () => {
  await i18n.changeLanguage('da');
});

let current: () => DwellingContent = () => emptyDwellingForm();

function Harness({ children }: { children: ReactNode }) {
  const form = useForm<DwellingContent>({ defaultValues: emptyDwellingForm() });
  current = () => form.getValues();
  return <FormProvider {...form}>{children}</FormProvider>;
}

describe('EconomyStep', () => {
  it('fills the deposit with 1-3 months of rent and warns above 3 x rent', async () => {
    render(
      <Harness>
        <EconomyStep readOnly={false} isBusiness={false} />
      </Harness>,
    );
    await userEvent.type(screen.getByLabelText(/Månedlig husleje/), '8500');
    await userEvent.click(screen.getByRole('button', { name: '3 md.' }));
    expect(screen.getByRole('textbox', { name: /^Depositum/ })).toHaveProperty('value', '25.500');
    expect(current().economy.deposit).toBe(2_550_000);
    expect(screen.queryByText('Maksimalt 3 x huslejen eksklusiv forbrug')).toBeNull();

    await userEvent.clear(screen.getByRole('textbox', { name: /^Depositum/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /^Depositum/ }), '30000');
    expect(screen.getByText('Maksimalt 3 x huslejen eksklusiv forbrug')).toBeTruthy();
  });

  it('keeps utilities as øre lines and disables them when inclusive', async () => {
    render(
      <Harness>
        <EconomyStep readOnly={false} isBusiness={false} />
      </Harness>,
    );
    await userEvent.type(screen.getByLabelText('Varme'), '600');
    await userEvent.type(screen.getByLabelText('Vand'), '250,5');
    expect(current().economy.utilities).toEqual([
      { key: 'WATER', value: 25_050 },
      { key: 'HEAT', value: 60_000 },
    ]);
    await userEvent.click(screen.getByLabelText('Forbrug er inkluderet i huslejen'));
    expect(screen.getByLabelText('Vand')).toHaveProperty('disabled', true);
  });

  it('offers social housing and a website only to BUSINESS owners', async () => {
    const { unmount } = render(
      <Harness>
        <EconomyStep readOnly={false} isBusiness={false} />
      </Harness>,
    );
    expect(screen.queryByLabelText('Almen bolig')).toBeNull();
    unmount();
    render(
      <Harness>
        <EconomyStep readOnly={false} isBusiness />
      </Harness>,
    );
    await userEvent.click(screen.getByLabelText('Almen bolig'));
    expect(screen.getByLabelText(/Indskud/)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Hjemmeside (boligselskab)'), 'boligselskab.dk');
    await userEvent.tab();
    expect(current().economy.website).toBe('http://boligselskab.dk');
  });
});
