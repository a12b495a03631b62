// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { DebouncedTextField } from './DebouncedTextField';

afterEach(cleanup);

describe('DebouncedTextField (doc 2 §9: filter typing applied after a pause, through use-debounce)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('commits once, the delay after the last key, with the trimmed text', () => {
    const onCommit = vi.fn();
    render(<DebouncedTextField value="" onCommit={onCommit} delayMs={900} label="Filtrer Adresse" hideLabel />);
    const input = screen.getByRole('textbox', { name: 'Filtrer Adresse' });
    fireEvent.change(input, { target: { value: 'Nør' } });
    act(() => {
      vi.advanceTimersByTime(500);
    });
    fireEvent.change(input, { target: { value: 'Nørre ' } });
    act(() => {
      vi.advanceTimersByTime(899);
    });
    expect(onCommit).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith('Nørre');
  });

  it('keeps digits only for an amount and commits at once on Enter', () => {
    const onCommit = vi.fn();
    render(<DebouncedTextField value="" onCommit={onCommit} delayMs={900} label="Husleje fra (kr.)" digitsOnly />);
    const input = screen.getByRole('textbox', { name: 'Husleje fra (kr.)' });
    fireEvent.change(input, { target: { value: '7.5a00' } });
    expect(input).toHaveProperty('value', '7500');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith('7500');
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(onCommit).toHaveBeenCalledTimes(1);
  });

  it('does not commit the applied value again, and follows an outside change of it (clear filters)', () => {
    const onCommit = vi.fn();
    const { rerender } = render(<DebouncedTextField value="8000" onCommit={onCommit} delayMs={900} label="Filtrer Postnr." />);
    const input = screen.getByRole('textbox', { name: 'Filtrer Postnr.' });
    expect(input).toHaveProperty('value', '8000');
    fireEvent.change(input, { target: { value: '8000 ' } });
    act(() => {
      vi.advanceTimersByTime(900);
    });
    expect(onCommit).not.toHaveBeenCalled();
    rerender(<DebouncedTextField value="" onCommit={onCommit} delayMs={900} label="Filtrer Postnr." />);
    expect(input).toHaveProperty('value', '');
  });

  it('drops a pending commit when it unmounts', () => {
    const onCommit = vi.fn();
    const { unmount } = render(<DebouncedTextField value="" onCommit={onCommit} delayMs={900} label="Filtrer By" />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Filtrer By' }), { target: { value: 'Vejle' } });
    unmount();
    act(() => {
      vi.advanceTimersByTime(900);
    });
    expect(onCommit).not.toHaveBeenCalled();
  });
});
