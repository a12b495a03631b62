// @vitest-environment happy-dom
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { FieldError } from 'react-hook-form';
import { setLanguage } from '../lib/i18n';
import { applyFieldIssues, errorProps, fieldErrorText, issueFieldName } from './form-errors';

beforeAll(() => setLanguage('da'));

type Form = { email: string; password: string; economy: { rent: number } };

describe('applyFieldIssues (400 VALIDATION_FAILED issues onto form fields, doc 1 §8)', () => {
  const issues = [
    { path: ['email'], message: 'Email is not valid' },
    { path: ['economy', 'rent'], message: 'Skriv huslejen' },
    { path: [], message: 'Some fields were not properly filled out!' },
  ];

  it('sets every issue with a path on the field named by the whole path, focusing the first', () => {
    const setError = vi.fn();
    expect(applyFieldIssues<Form>(setError, issues)).toBe(2);
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'Email is not valid' }, { shouldFocus: true }],
      ['economy.rent', { type: 'server', message: 'Skriv huslejen' }, { shouldFocus: false }],
    ]);
  });

  it('keeps to the given fields and can leave focus alone', () => {
    const setError = vi.fn();
    expect(applyFieldIssues<Form>(setError, issues, { fields: ['economy.rent'], shouldFocus: false })).toBe(1);
    expect(setError).toHaveBeenCalledExactlyOnceWith(
      'economy.rent',
      { type: 'server', message: 'Skriv huslejen' },
      { shouldFocus: false },
    );
  });

  it('names array items by index', () => {
    expect(issueFieldName({ path: ['images', 0, 'name'], message: 'x' })).toBe('images.0.name');
  });
});

describe('field error texts', () => {
  const error: FieldError = { type: 'server', message: 'Email is not valid' };

  it('translate the message (keyed by the spec text) and fall back to the helper', () => {
    expect(fieldErrorText(error)).toBe('E-mailadressen er ikke gyldig');
    expect(fieldErrorText(undefined)).toBeUndefined();
    expect(errorProps(error, 'hjælp')).toEqual({ error: true, helperText: 'E-mailadressen er ikke gyldig' });
    expect(errorProps(undefined, 'hjælp')).toEqual({ error: false, helperText: 'hjælp' });
  });
});
