import { describe, expect, it } from 'vitest';
import { addressAlias, addressQueryTokens, addressQueryWords, addressTokens, foldAddressText } from './normalize';

describe('foldAddressText', () => {
  it.each([
    ['Højbjerg', 'hojbjerg'],
    ['Hoejbjerg', 'hojbjerg'],
    ['hojbjerg', 'hojbjerg'],
    ['Århus', 'arhus'],
    ['Aarhus', 'arhus'],
    ['arhus', 'arhus'],
    ['Næstved', 'nestved'],
    ['Naestved', 'nestved'],
    ['Nestved', 'nestved'],
    ['Åen', 'en'],
    ['Aaen', 'en'],
    ['Østre Stationsvej 41N', 'ostre stationsvej 41n'],
    ['Ridehusgade 49, 2. th, 5000 Odense C', 'ridehusgade 49 2 th 5000 odense c'],
    ['Brønshøj-Husum', 'bronshoj husum'],
    ['Allé Café', 'alle cafe'],
    ['ridehusgade49', 'ridehusgade 49'],
    ['  Kongens   Nytorv  ', 'kongens nytorv'],
    ['', ''],
  ])('%s → %s', (input, folded) => {
    expect(foldAddressText(input)).toBe(folded);
  });

  it('gives the same result whichever spelling of å, ø, æ is typed', () => {
    const spellings = ['Sønderbæk Ådal', 'Soenderbaek Aadal', 'Sonderbek Adal', 'SØNDERBÆK ÅDAL'];
    expect(new Set(spellings.map((s) => foldAddressText(s))).size).toBe(1);
  });

  it('is idempotent', () => {
    for (const s of ['Æblehaven 3, st. tv', 'Vesterbrogade 1A, 1620 København V', 'Aaboulevarden 22']) {
      expect(foldAddressText(foldAddressText(s))).toBe(foldAddressText(s));
    }
  });
});

describe('addressTokens / addressQueryTokens', () => {
  it('splits into folded words', () => {
    expect(addressTokens('Holmens Kanal 2, 1., 1060 København K')).toEqual([
      'holmens',
      'kanal',
      '2',
      '1',
      '1060',
      'kobenhavn',
      'k',
    ]);
    expect(addressTokens(' , ')).toEqual([]);
  });

  it('removes repeated words and caps the number of words', () => {
    expect(addressQueryTokens('odense odense 5000')).toEqual(['odense', '5000']);
    expect(addressQueryTokens('a b c d e f g h i j').length).toBe(8);
  });

  it('keeps a light form without the digraph step for the typo search', () => {
    expect(foldAddressText('Ved Kaalen', { digraphs: false })).toBe('ved kaalen');
    expect(addressQueryWords('Ved Kaalen 9 Århus')).toEqual([
      { word: 'ved', light: 'ved' },
      { word: 'kalen', light: 'kaalen' },
      { word: '9', light: '9' },
      { word: 'arhus', light: 'arhus' },
    ]);
  });

  it('knows common abbreviations, which are matched in addition to the word itself', () => {
    expect(addressQueryTokens('kongens nytorv 11 kbh')).toEqual(['kongens', 'nytorv', '11', 'kbh']);
    expect(addressAlias('kbh')).toBe('kobenhavn');
    expect(addressAlias('gl')).toBe('gammel');
    expect(addressAlias('vej')).toBeUndefined();
    expect(addressAlias('constructor')).toBeUndefined();
  });
});
