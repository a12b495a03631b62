// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SeekerAvatar } from './SeekerAvatar';

afterEach(cleanup);

describe('SeekerAvatar (doc 1 §2: the cached picture or a hash-based avatar, height 90)', () => {
  it("shows our cached copy of the seeker's picture, and the hash avatar if it does not load", () => {
    render(<SeekerAvatar seed="mp-1" picture="/api/seekers/pictures/0b7c.webp" alt="Profilbillede af Mona" />);
    const img = screen.getByRole('img', { name: 'Profilbillede af Mona' });
    expect(img.getAttribute('src')).toBe('/api/seekers/pictures/0b7c.webp');
    expect(img.getAttribute('height')).toBe('90');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });

  it('draws the hash avatar when there is no picture', () => {
    render(<SeekerAvatar seed="mp-1" picture={null} alt="Profilbillede af Mona" />);
    expect(screen.getByRole('img', { name: 'Profilbillede af Mona' }).getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });
});
