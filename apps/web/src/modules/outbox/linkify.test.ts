import { describe, expect, it } from 'vitest';
import { linkifyText } from './linkify';

describe('linkifyText', () => {
  it('turns http(s) links into link parts and keeps the rest as text', () => {
    expect(linkifyText('Reset here: http://localhost:3000/reset-password?token=a.b-c_d.\nBye')).toEqual([
      { kind: 'text', text: 'Reset here: ' },
      { kind: 'link', href: 'http://localhost:3000/reset-password?token=a.b-c_d' },
      { kind: 'text', text: '.\nBye' },
    ]);
  });

  it('handles several links and text without links', () => {
    expect(linkifyText('a https://x.dk/1 b (https://y.dk/2)')).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'link', href: 'https://x.dk/1' },
      { kind: 'text', text: ' b (' },
      { kind: 'link', href: 'https://y.dk/2' },
      { kind: 'text', text: ')' },
    ]);
    expect(linkifyText('no links')).toEqual([{ kind: 'text', text: 'no links' }]);
    expect(linkifyText('')).toEqual([]);
  });

  it('never makes javascript: links', () => {
    expect(linkifyText('javascript:alert(1)')).toEqual([{ kind: 'text', text: 'javascript:alert(1)' }]);
  });
});
