// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { setLanguage } from '../lib/i18n';
import { FormCheckbox } from './FormCheckbox';
import { FormSelectField } from './FormSelectField';
import { SelectField } from './SelectField';

type Kind = 'APARTMENT' | 'HOUSE';
type Form = { kind: Kind | null; terms: boolean };
const OPTIONS = [
  { value: 'APARTMENT', label: 'Lejlighed' },
  { value: 'HOUSE', label: 'Hus' },
] as const;

let form: UseFormReturn<Form>;

function Fields() {
  form = useForm<Form>({ defaultValues: { kind: null, terms: false } });
  return (
    <>
      <FormSelectField
        control={form.control}
        name="kind"
        label="Boligtype"
        options={OPTIONS}
        emptyOption="Ikke angivet"
        required
      />
      <FormCheckbox control={form.control} name="terms" label="Jeg accepterer vilkårene" />
    </>
  );
}

beforeEach(() => setLanguage('da'));
afterEach(cleanup);

describe('SelectField', () => {
  it('is a combobox named by its label; picking reports the value, the empty choice null', async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <SelectField label="Kæledyr" value={null} onChange={onChange} options={OPTIONS} emptyOption="Ikke angivet" />,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Kæledyr' }));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Ikke angivet', 'Lejlighed', 'Hus']);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Hus' }));
    expect(onChange).toHaveBeenLastCalledWith('HOUSE');
    rerender(<SelectField label="Kæledyr" value="HOUSE" onChange={onChange} options={OPTIONS} emptyOption="Ikke angivet" />);
    expect(screen.getByRole('combobox', { name: 'Kæledyr' }).textContent).toBe('Hus');
    await userEvent.click(screen.getByRole('combobox', { name: 'Kæledyr' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ikke angivet' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('can be named by aria-label alone (a filter under a column header), showing the empty choice', () => {
    render(
      <SelectField label="Filtrer Status" hideLabel value={undefined} onChange={() => {}} options={OPTIONS} emptyOption="Alle" />,
    );
    const combobox = screen.getByRole('combobox', { name: 'Filtrer Status' });
    expect(combobox.textContent).toBe('Alle');
    expect(screen.queryByText('Filtrer Status')).toBeNull();
  });
});

describe('FormSelectField and FormCheckbox (bound to react-hook-form)', () => {
  it('store the picked value and the checked state', async () => {
    render(<Fields />);
    await userEvent.click(screen.getByRole('combobox', { name: /Boligtype/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Lejlighed' }));
    expect(form.getValues('kind')).toBe('APARTMENT');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Jeg accepterer vilkårene' }));
    expect(form.getValues('terms')).toBe(true);
  });

  it('show their errors translated, the select described by its message', async () => {
    render(<Fields />);
    act(() => {
      form.setError('kind', { type: 'server', message: 'type must be filled' });
      form.setError('terms', { type: 'server', message: 'Du skal acceptere vilkårene' });
    });
    const message = await screen.findByText('Vælg en udlejertype');
    expect(screen.getByRole('combobox', { name: /Boligtype/ }).getAttribute('aria-describedby')).toBe(message.id);
    expect(screen.getByText('Du skal acceptere vilkårene').className).toMatch(/Mui-error/);
  });
});
