import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SPEC_MESSAGES, errorBodyIn, messageIn } from './reply-language';
import { resources } from './index';

const specDir = fileURLToPath(new URL('../../../../../shared/spec/', import.meta.url));
const specFiles = ['accounts-messages-statistics.md', 'dwellings.md'].map((f) => specDir + f);

describe('reply language (docs/architecture.md "Translations" → "Reply language")', () => {
  it.runIf(specFiles.every((f) => existsSync(f)))('lists exactly the catalogue messages the spec writes out', () => {
    const spec = specFiles.map((f) => readFileSync(f, 'utf8')).join('\n');
    const inSpec = Object.keys(resources.da.messages).filter((m) => spec.includes(m));
    expect([...SPEC_MESSAGES].sort()).toEqual(inSpec.sort());
  });

  it('translates our own messages and keeps the spec texts as written', () => {
    expect(messageIn('da', 'The listing is locked')).toBe(resources.da.messages['The listing is locked']);
    expect(messageIn('da', 'The listing is locked')).not.toBe('The listing is locked');
    expect(messageIn('en', 'Teksten er for lang')).toBe(resources.en.messages['Teksten er for lang']);
    // spec texts: Danish ones stay Danish in English replies, English ones stay English in Danish replies
    expect(messageIn('en', 'Ugyldig telefon nummer')).toBe('Ugyldig telefon nummer');
    expect(messageIn('da', 'Missing phone')).toBe('Missing phone');
    // a message outside the catalogue (one with a value in it) is left alone
    expect(messageIn('da', 'Something 42 unknown')).toBe('Something 42 unknown');
  });

  it('puts an error body and each of its issues into one language', () => {
    const body = errorBodyIn('en', {
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Some fields were not properly filled out!',
        issues: [
          { path: ['headline'], message: 'Teksten er for lang' },
          { path: ['contact', 'phone'], message: 'Ugyldig telefon nummer' },
        ],
      },
    });
    expect(body).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Some fields were not properly filled out!',
        issues: [
          { path: ['headline'], message: resources.en.messages['Teksten er for lang'] },
          { path: ['contact', 'phone'], message: 'Ugyldig telefon nummer' },
        ],
      },
    });
    expect(errorBodyIn('da', { error: { code: 'NOT_FOUND', message: 'Not found' } })).toEqual({
      error: { code: 'NOT_FOUND', message: resources.da.messages['Not found'] },
    });
  });
});
