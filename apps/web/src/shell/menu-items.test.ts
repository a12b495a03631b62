import { describe, expect, it } from 'vitest';
import { activeMenuPath, menuItemsFor, menuPathOf } from './menu-items';

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
    ['/organizations', '/organizations'],
    ['/organizations/invitation', '/organizations'],
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

  it('offers /organizations to landlords and admins', () => {
    expect(admin.map((i) => i.to)).toContain('/organizations');
    expect(menuItemsFor(false).map((i) => i.to)).toContain('/organizations');
  });
});

describe('menuPathOf', () => {
  it('highlights Create dwelling while the create flow sits on /dwellings/:uuid', () => {
    const items = menuItemsFor(false);
    const afterFirstSave = { pathname: '/dwellings/abc', state: { formKey: 'create:k', menuPath: '/dwellings/create' } };
    expect(activeMenuPath(menuPathOf(afterFirstSave), items)).toBe('/dwellings/create');
    expect(activeMenuPath(menuPathOf({ pathname: '/dwellings/abc', state: null }), items)).toBe('/dwellings/');
  });
});
