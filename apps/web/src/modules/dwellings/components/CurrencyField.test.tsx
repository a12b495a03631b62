// @vitest-environment happy-dom
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../../lib/i18n';
import { CurrencyField, formatTypedKr } from './CurrencyField';

afterEach(cleanup);

function Harness({ initial = null, onValue }: { initial?: number | null; onValue?: (v: number | null) => void }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <CurrencyField
        label="Husleje"
        value={value}
        onChange={(v) => {
          setValue(v);
          onValue?.(v);
        }}
      />
      <button type="button" onClick={() => setValue(300_000)}>
        set
      </button>
      <output data-testid="ore">{String(value)}</output>
    </>
  );
}

describe('formatTypedKr', () => {
  it.each([
    ['12500', '12.500'],
    ['1234567', '1.234.567'],
    ['12.500', '12.500'],
    ['1234,5', '1.234,5'],
    ['1,2,3', '1,23'],
    ['12a3 kr', '123'],
    ['007', '7'],
    [',5', '0,5'],
    ['', ''],
  ])('%j → %j', (typed, shown) => {
    expect(formatTypedKr(typed)).toBe(shown);
  });
});

describe('CurrencyField', () => {
  it('shows dot thousands while typing and reports øre', async () => {
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    const input = screen.getByLabelText('Husleje');
    await userEvent.type(input, '12500');
    expect(input).toHaveProperty('value', '12.500');
    expect(screen.getByTestId('ore').textContent).toBe('1250000');
    expect(onValue).toHaveBeenLastCalledWith(1_250_000);
  });

  it('accepts one comma with two decimals and ignores letters', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Husleje');
    await userEvent.type(input, '1a234,5,67');
    expect(input).toHaveProperty('value', '1.234,56');
    expect(screen.getByTestId('ore').textContent).toBe('123456');
  });

  it('clearing the field gives null', async () => {
    render(<Harness initial={850_000} />);
    const input = screen.getByLabelText('Husleje');
    expect(input).toHaveProperty('value', '8.500');
    await userEvent.clear(input);
    expect(screen.getByTestId('ore').textContent).toBe('null');
  });

  it('shows a value set from outside (e.g. the deposit helper) and the kr. suffix', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'set' }));
    expect(screen.getByLabelText('Husleje')).toHaveProperty('value', '3.000');
    expect(screen.getByText('kr.')).toBeTruthy();
  });
});
