// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { setLanguage } from '../lib/i18n';
import { applyFieldIssues } from './form-errors';
import { FormTextField, emptyToNull } from './FormTextField';

type Form = { email: string; password: string; note: string | null; link: string | null; rooms: number | null };
const DEFAULTS: Form = { email: '', password: '', note: null, link: null, rooms: null };

let form: UseFormReturn<Form>;

function Fields() {
  form = useForm<Form>({ defaultValues: DEFAULTS });
  const { control } = form;
  return (
    <form>
      <FormTextField control={control} name="email" label="E-mail" type="email" required autoComplete="email" />
      <FormTextField control={control} name="password" label="Adgangskode" isPassword />
      <FormTextField
        control={control}
        name="note"
        label="Overskrift"
        parse={emptyToNull}
        helperText={(value) => `${(value ?? '').length}/50`}
        slotProps={{ htmlInput: { maxLength: 50 } }}
      />
      <FormTextField
        control={control}
        name="link"
        label="Link"
        parse={emptyToNull}
        normalizeOnBlur={(raw) => (raw && !raw.startsWith('http') ? `http://${raw}` : undefined)}
      />
      <FormTextField
        control={control}
        name="rooms"
        label="Værelser"
        type="number"
        parse={(raw) => (raw === '' ? null : Number(raw))}
      />
    </form>
  );
}

beforeEach(() => setLanguage('da'));
afterEach(cleanup);

describe('FormTextField (a text field bound to react-hook-form)', () => {
  it('is labelled, marks required fields and stores what is typed', async () => {
    render(<Fields />);
    const email = screen.getByLabelText(/^E-mail/);
    expect(email.hasAttribute('required')).toBe(true);
    expect(email.getAttribute('autocomplete')).toBe('email');
    await userEvent.type(email, 'a@b.dk');
    expect(form.getValues('email')).toBe('a@b.dk');
  });

  it('stores parse(text): null for an empty optional text, a number for a number field', async () => {
    render(<Fields />);
    const note = screen.getByLabelText('Overskrift');
    await userEvent.type(note, 'Hej');
    expect(form.getValues('note')).toBe('Hej');
    await userEvent.clear(note);
    expect(form.getValues('note')).toBeNull();
    fireEvent.change(screen.getByLabelText('Værelser'), { target: { value: '3' } });
    expect(form.getValues('rooms')).toBe(3);
  });

  it('shows a helper computed from the value (a counter) and the input attributes', async () => {
    render(<Fields />);
    const note = screen.getByLabelText('Overskrift');
    expect(note.getAttribute('maxlength')).toBe('50');
    await userEvent.type(note, 'Lys');
    expect(screen.getByText('3/50')).toBeTruthy();
    expect(note.getAttribute('aria-describedby')).toBe(screen.getByText('3/50').id);
  });

  it('normalises on blur', async () => {
    render(<Fields />);
    const link = screen.getByLabelText('Link');
    await userEvent.type(link, 'udlejning.dk');
    fireEvent.blur(link);
    expect(form.getValues('link')).toBe('http://udlejning.dk');
  });

  it('shows/hides the password with a labelled toggle', async () => {
    render(<Fields />);
    const password = screen.getByLabelText('Adgangskode');
    expect(password.getAttribute('type')).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Vis adgangskode' }));
    expect(password.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Skjul adgangskode' })).toBeTruthy();
  });

  it('shows a server issue on its field, translated, described by the helper text and marked invalid', async () => {
    render(<Fields />);
    act(() => {
      applyFieldIssues(form.setError, [{ path: ['email'], message: 'Email is not valid' }]);
    });
    const email = screen.getByLabelText(/^E-mail/);
    const message = await screen.findByText('E-mailadressen er ikke gyldig');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe(message.id);
    expect(document.activeElement).toBe(email);
  });

  it('translates the message in English too', async () => {
    await setLanguage('en');
    render(<Fields />);
    act(() => {
      form.setError('password', { type: 'server', message: 'Password must be at least 6 characters' });
    });
    expect(await screen.findByText('Password must be at least 6 characters')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeTruthy();
  });
});
