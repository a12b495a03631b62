// @vitest-environment happy-dom
/** The headline's limit (doc 2 §5 step 4, §9: max 50) is a counter, never a silent cut. */
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { emptyDwellingForm, type DwellingContent } from '@udlejning/shared/dwellings/dwelling-form';
import { i18n } from '../../../lib/i18n';
import { DescriptionStep } from './DescriptionStep';

afterEach(cleanup);
beforeEach(async () => {
  await i18n.changeLanguage('da');
});

function Harness({ children }: { children: ReactNode }) {
  const form = useForm<DwellingContent>({ defaultValues: emptyDwellingForm() });
  return <FormProvider {...form}>{children}</FormProvider>;
}

describe('DescriptionStep headline', () => {
  it('counts up to 50 and says how many are too many instead of cutting', async () => {
    render(
      <Harness>
        <DescriptionStep readOnly={false} />
      </Harness>,
    );
    const headline = await screen.findByRole('textbox', { name: /Overskrift/ });
    await userEvent.type(headline, 'Lys treværelses lejlighed');
    expect(screen.getByText('25 af 50 tegn')).toBeTruthy();
    await userEvent.type(headline, ' med altan og udsigt over havnen');
    expect((headline as HTMLInputElement).value).toBe('Lys treværelses lejlighed med altan og udsigt over havnen');
    expect(screen.getByText('57 af 50 tegn – 7 for mange')).toBeTruthy();
  });
});
