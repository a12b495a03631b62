// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { i18n, setLanguage } from '../../../lib/i18n';
import { UserPicker } from './UserPicker';

type Sent = { query: string; variables: { query: string; first?: number } };
let sent: Sent[];

const NINA = { id: '17', uuid: '7d7e3a52-3c1a-4c36-9a4e-0a3c1f2b5d01', name: 'Nina Nielsen', email: 'nina@example.dk', phone: '+4522334455' };
const BO = { id: '18', uuid: '8d7e3a52-3c1a-4c36-9a4e-0a3c1f2b5d02', name: 'Bo Berg', email: 'bo@example.dk', phone: '+4533445566' };

beforeEach(async () => {
  await setLanguage('da');
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit = {}) => {
      const body = JSON.parse(String(init.body)) as Sent;
      sent.push(body);
      const q = body.variables.query.toLowerCase();
      const hits = [NINA, BO].filter((u) => u.name.toLowerCase().includes(q) || u.email.includes(q) || u.id === q || u.uuid === q);
      const data = { userConnection: { edges: hits.map((node) => ({ node })) } };
      return new Response(JSON.stringify({ data }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Harness({ initial = '', onValue }: { initial?: string; onValue: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <UserPicker
      label="Bruger"
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue(v);
      }}
    />
  );
}

const renderPicker = (initial?: string) => {
  const onValue = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={i18n}>
        <Harness initial={initial} onValue={onValue} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { onValue };
};

describe('UserPicker (the admin user fields: search by name or e-mail, the value is the user id)', () => {
  it('searches once typing pauses, offers name and e-mail, and gives the chosen user id', async () => {
    const user = userEvent.setup();
    const { onValue } = renderPicker();
    const field = screen.getByRole('combobox', { name: 'Bruger' });
    await user.type(field, 'nina');
    const option = await screen.findByRole('option', { name: /Nina Nielsen/ });
    expect(option.textContent).toContain('nina@example.dk');
    // debounced: one search for the whole word, none per key
    expect(sent.map((s) => s.variables.query)).toEqual(['nina']);
    expect(sent[0]?.query).toContain('userConnection');
    await user.click(option);
    expect(onValue).toHaveBeenLastCalledWith('17');
    expect((field as HTMLInputElement).value).toBe('Nina Nielsen · nina@example.dk');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('does not search a single character and says how many to type', async () => {
    const user = userEvent.setup();
    renderPicker();
    await user.type(screen.getByRole('combobox', { name: 'Bruger' }), 'n');
    expect(await screen.findByText('Skriv mindst 2 tegn')).toBeTruthy();
    await act(() => new Promise((r) => setTimeout(r, 400)));
    expect(sent).toEqual([]);
  });

  it('says when nobody matches', async () => {
    const user = userEvent.setup();
    renderPicker();
    await user.type(screen.getByRole('combobox', { name: 'Bruger' }), 'zzz');
    expect(await screen.findByText('Ingen brugere fundet')).toBeTruthy();
  });

  it('shows a prefilled id by name, and emptying the field gives an empty value', async () => {
    const user = userEvent.setup();
    const { onValue } = renderPicker('18');
    const field = screen.getByRole('combobox', { name: 'Bruger' }) as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe('Bo Berg · bo@example.dk'));
    await user.clear(field);
    expect(onValue).toHaveBeenLastCalledWith('');
    expect(field.value).toBe('');
  });
});
