// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { emptyDwellingForm, type DwellingContent } from '@udlejning/shared/dwellings/dwelling-form';
import { i18n } from '../../../lib/i18n';
import { FormSummary } from './FormSummary';

function Summary({ location }: { location: Partial<DwellingContent['location']> }) {
  const value = emptyDwellingForm();
  const form = useForm<DwellingContent>({ defaultValues: { ...value, location: { ...value.location, ...location } } });
  return (
    <FormProvider {...form}>
      <FormSummary />
    </FormProvider>
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('da');
});
afterEach(cleanup);

describe('FormSummary', () => {
  it('does not repeat the unit that the address already names', () => {
    render(<Summary location={{ address: 'Ridehusgade 49, 2. th, 5000 Odense C', floor: '2', door: 'th' }} />);
    expect(screen.getByText('Ridehusgade 49, 2. th, 5000 Odense C')).toBeTruthy();
    expect(screen.queryByText(/Odense C, 2 th/)).toBeNull();
  });

  it('adds a typed unit to an access address', () => {
    render(<Summary location={{ address: 'Ridehusgade 49, 5000 Odense C', floor: '2', door: 'th' }} />);
    expect(screen.getByText('Ridehusgade 49, 5000 Odense C, 2 th')).toBeTruthy();
  });
});
