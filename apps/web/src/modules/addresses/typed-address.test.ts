import { describe, expect, it } from 'vitest';
import { splitTypedAddress } from './typed-address';

describe('splitTypedAddress', () => {
  it.each([
    ['vestergade 12 vejle', { street: 'Vestergade', house: '12' }],
    ['øster allé 41n, 2. th', { street: 'Øster allé', house: '41N' }],
    ['Gammel Kongevej', { street: 'Gammel Kongevej', house: null }],
    ['7100', { street: null, house: null }],
    ['storgade 7100 vejle', { street: 'Storgade', house: null }],
    ['  ', { street: null, house: null }],
  ])('"%s" → %o', (text, parts) => {
    expect(splitTypedAddress(text)).toEqual(parts);
  });

  it('leaves out the town of the chosen postal code', () => {
    expect(splitTypedAddress('storgade vejle øst', 'Vejle Øst')).toEqual({ street: 'Storgade', house: null });
    expect(splitTypedAddress('storgade 3 vejle', 'Vejle')).toEqual({ street: 'Storgade', house: '3' });
  });
});
