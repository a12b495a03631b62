// @vitest-environment happy-dom
/**
 * The shell's accessibility rules (docs/architecture.md "Accessibility"): menus hold only menu items, drawer links sit in list
 * items, the skip link comes first, every page sets its own title, headings take focus after a
 * navigation (not on the first page load), and confirmations open on Cancel.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, useNavigate } from 'react-router';
import type { SessionUser } from '@udlejning/shared/accounts/user';
import '../lib/i18n';
import { setLanguage } from '../lib/i18n';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { AppShell } from './AppShell';
import { PageHeading, resetFirstLocation } from './PageHeading';
import { Root } from './Root';
import { renderRoutes, sessionUser } from './test-utils';

type MockSession = { user: SessionUser | null; token: string | null; isAdmin: boolean; isLoading: boolean; signOut: () => void };
const session = vi.hoisted(() => ({ current: null as unknown as MockSession }));
vi.mock('../modules/accounts/session', () => ({ useSession: () => session.current }));

function NextLink({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(to)}>
      {`go ${to}`}
    </button>
  );
}

const routes = [
  {
    element: <Root />,
    children: [
      {
        element: <AppShell />,
        children: [
          { path: '/dashboard', element: <PageHeading title="Oversigt" /> },
          {
            path: '/dwellings/',
            element: (
              <>
                <PageHeading title="Mine boliger" />
                <NextLink to="/profile" />
              </>
            ),
          },
          { path: '/profile', element: <PageHeading title="Min konto" /> },
        ],
      },
      { path: '/plain', element: <Outlet /> },
    ],
  },
];

beforeEach(async () => {
  await setLanguage('da');
  resetFirstLocation();
  session.current = { user: sessionUser(), token: 't', isAdmin: false, isLoading: false, signOut: vi.fn() };
  (window as unknown as { happyDOM: { setViewport: (v: { width: number; height: number }) => void } }).happyDOM.setViewport({
    width: 1280,
    height: 800,
  });
});
afterEach(() => {
  cleanup();
  document.title = '';
});

describe('shell accessibility', () => {
  it('puts the skip link first; it moves focus to main', async () => {
    renderRoutes(routes, '/dashboard');
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Gå til indhold' });
    expect(document.activeElement).toBe(skip);
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('titles every page "<heading> – Udlejning" and leaves focus alone on the first page load', async () => {
    renderRoutes(routes, '/dwellings/');
    expect(document.title).toBe('Mine boliger – Udlejning');
    await new Promise((r) => requestAnimationFrame(r));
    expect(document.activeElement).toBe(document.body);
  });

  it('moves focus to the new page heading after a navigation', async () => {
    renderRoutes(routes, '/dwellings/');
    await userEvent.click(screen.getByRole('button', { name: 'go /profile' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Min konto' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(document.title).toBe('Min konto – Udlejning');
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('keeps only menu items inside the account menu, the user outside it', async () => {
    renderRoutes(routes, '/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Kontomenu' }));
    const menu = await screen.findByRole('menu');
    expect([...menu.children].map((c) => c.getAttribute('role'))).toEqual(['menuitem', 'menuitem']);
    expect(within(menu).queryByText('Ulla Udlejer')).toBeNull();
    expect(screen.getByText('Ulla Udlejer', { selector: 'p' })).toBeTruthy();
    expect(document.querySelector('[role="menu"] h6, [role="menu"] h1, [role="menu"] h2')).toBeNull();
  });

  it('puts every drawer entry, Sign Out too, in its own list item', () => {
    renderRoutes(routes, '/dashboard');
    const lists = screen.getAllByRole('list');
    for (const list of lists) for (const child of list.children) expect(child.tagName).toBe('LI');
    expect(screen.getByRole('button', { name: 'Log ud' }).tagName).toBe('BUTTON');
  });

  it('opens the sign-out confirmation on Cancel', async () => {
    renderRoutes(routes, '/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Log ud' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Annuller' })));
  });

  it('opens a destructive confirmation on Cancel, so Enter does not delete', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <ConfirmDialog open title="Slet billedet permanent?" confirmLabel="Slet" onConfirm={onConfirm} onCancel={onCancel} />
          ),
        },
      ],
      '/',
    );
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Annuller' })));
    await act(() => userEvent.keyboard('{Enter}'));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).toHaveBeenCalled();
  });
});
