// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { DateField, dayToIso, isoToDay, localDay } from './DateField';

describe('DateField (the browser date input)', () => {
  afterEach(cleanup);

  it('shows the stored day and reports a picked day as its UTC-midnight ISO string', () => {
    const onChange = vi.fn();
    render(
      <DateField label="Ledig fra" name="available" value="2026-12-01T00:00:00.000Z" onChange={onChange} min="2026-11-24" />,
    );
    const input = screen.getByLabelText('Ledig fra');
    expect(input).toHaveProperty('type', 'date');
    expect(input).toHaveProperty('value', '2026-12-01');
    expect(input.getAttribute('min')).toBe('2026-11-24');
    fireEvent.change(input, { target: { value: '2027-01-15' } });
    expect(onChange).toHaveBeenLastCalledWith('2027-01-15T00:00:00.000Z');
  });

  it('offers a clear button only when a day is set, and clearing reports null', () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <DateField label="Ledig fra" name="available" value={null} onChange={onChange} clearLabel="Ryd datoen" />,
    );
    expect(screen.queryByRole('button', { name: 'Ryd datoen' })).toBeNull();
    rerender(
      <DateField
        label="Ledig fra"
        name="available"
        value="2026-12-01T00:00:00.000Z"
        onChange={onChange}
        clearLabel="Ryd datoen"
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Ryd datoen' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('maps days and ISO strings both ways and counts local days across month ends', () => {
    expect(isoToDay('2026-02-28T00:00:00.000Z')).toBe('2026-02-28');
    expect(isoToDay(null)).toBe('');
    expect(isoToDay('garbage')).toBe('');
    expect(dayToIso('2026-02-28')).toBe('2026-02-28T00:00:00.000Z');
    expect(dayToIso('')).toBeNull();
    expect(localDay(1, '2026-02-28')).toBe('2026-03-01');
    expect(localDay(365, '2026-11-24')).toBe('2027-11-24');
  });
});
