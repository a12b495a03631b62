import { describe, expect, it } from 'vitest';
import { dwellings } from '@udlejning/shared/i18n/da/dwellings';
import { activationTextKey } from './activation-text';

describe('activationTextKey', () => {
  it.each([
    ['APPROVED', 'Annoncen er aktiv og vises for boligsøgere. Er boligen udlejet, kan du deaktivere den.'],
    [
      'PENDING_REVIEW',
      'Annoncen vises for boligsøgere, når den er godkendt. Er boligen allerede udlejet, kan du deaktivere den.',
    ],
    [
      'DOCUMENTATION_REQUESTED',
      'Annoncen vises for boligsøgere, når den er godkendt. Er boligen allerede udlejet, kan du deaktivere den.',
    ],
    ['DRAFT', 'Annoncen er en kladde og vises ikke for boligsøgere, før den er sendt til godkendelse og godkendt.'],
    ['REJECTED', 'Annoncen er afvist og vises ikke for boligsøgere.'],
    ['DEACTIVATED', 'Annoncen er deaktiveret og vises ikke for boligsøgere.'],
  ] as const)('%s -> %s', (status, text) => {
    expect(dwellings.activationText[activationTextKey(status)]).toBe(text);
  });

  it('never calls a listing that is not approved active', () => {
    for (const status of ['PENDING_REVIEW', 'DOCUMENTATION_REQUESTED', 'DRAFT', 'REJECTED', 'DEACTIVATED'] as const) {
      expect(dwellings.activationText[activationTextKey(status)]).not.toMatch(/er aktiv/);
    }
  });
});
