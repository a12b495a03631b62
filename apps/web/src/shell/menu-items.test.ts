import { describe, expect, it } from 'vitest';
import { activeMenuPath, menuItemsFor } from './menu-items';

describe('activeMenuPath', () => {
  const admin = menuItemsFor(true);
  it.each([
    ['/dwellings', '/dwellings/'],
    ['/dwellings/', '/dwellings/'],
    ['/dwellings/abc/preview', '/dwellings/'],
    ['/dwellings/create', '/dwellings/create'],
    ['/users/', '/users/'],
    ['/statistics', '/statistics'],
    ['/outbox', '/outbox'],
    ['/dashboard', null],
    ['/', null],
    ['/usersx', null],
  ])('%s -> %s', (pathname, expected) => {
    expect(activeMenuPath(pathname, admin)).toBe(expected);
  });

  it('does not offer /profile to admins (doc 1 §2: hidden from the menu for admins)', () => {
    expect(admin.map((i) => i.to)).not.toContain('/profile');
    expect(menuItemsFor(false).map((i) => i.to)).toContain('/profile');
  });
});
