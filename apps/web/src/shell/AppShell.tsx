import { Suspense, useCallback, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Box, Drawer, LinearProgress, Toolbar, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useSession } from '../modules/accounts/session';
import { DRAWER_WIDTH } from '../theme';
import { TopBar } from './TopBar';
import { SideMenu } from './SideMenu';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { ErrorBoundary } from './ErrorBoundary';
import { MAIN_ID } from './SkipLink';

type Props = {
  /**
   * The page may be shown without a login (the token-based status page, doc 2 §2): a logged-out
   * visitor gets the top bar only, with New landlord and Sign In in the account menu.
   */
  optionalAuth?: boolean;
};

/**
 * The application shell (doc 1 §2): app bar, a side drawer with the menu for the role (permanent,
 * 250 px, from the 'desk' breakpoint; temporary behind a menu button below it), a confirmed
 * Sign Out, and an error boundary around the page that reports render errors.
 */
export function AppShell({ optionalAuth = false }: Props) {
  const { t } = useTranslation();
  const { user, isAdmin, signOut } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // read synchronously, so desktop never flashes the small-screen layout
  const isDesk = useMediaQuery((theme: Theme) => theme.breakpoints.up('desk'), { noSsr: true });
  const [isMenuOpen, setMenuOpen] = useState(false);
  const [isSignOutOpen, setSignOutOpen] = useState(false);

  const requestSignOut = useCallback(() => {
    setMenuOpen(false);
    setSignOutOpen(true);
  }, []);
  const handleConfirmSignOut = () => {
    setSignOutOpen(false);
    signOut('user');
    void navigate('/', { replace: true });
  };

  // RequireAuth normally guarantees the user here; never show a members' page without one
  if (!user && !optionalAuth) return <LinearProgress aria-label={t('loading')} />;
  // a logged-out visitor (optionalAuth: the status page) gets no menu
  const hasDrawer = Boolean(user);
  const menu = user && (
    <SideMenu
      user={user}
      isAdmin={isAdmin}
      onSignOut={requestSignOut}
      onNavigate={() => setMenuOpen(false)}
      showTitle={!isDesk}
    />
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <TopBar user={user} onOpenMenu={hasDrawer && !isDesk ? () => setMenuOpen(true) : undefined} onSignOut={requestSignOut} />
      {hasDrawer &&
        (isDesk ? (
          <Drawer
            variant="permanent"
            sx={{ width: DRAWER_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
          >
            {menu}
          </Drawer>
        ) : (
          // Mounted only while open: a menu link held by the leave guard (docs/architecture.md "Web app: shared pieces and
          // layout") opened its dialog while this drawer was still closing, and MUI's modal manager left the dialog
          // aria-hidden (Chromium 156: no dialog for screen readers, phone.landlord.spec). Unmounting takes the drawer
          // out of the manager in the same commit, before the dialog is added.
          isMenuOpen && (
            <Drawer
              variant="temporary"
              open
              onClose={() => setMenuOpen(false)}
              sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
              aria-label={t('menu.label')}
            >
              {menu}
            </Drawer>
          )
        ))}
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, px: { xs: 2, sm: 3, desk: 4 }, pb: 4, '&:focus': { outline: 'none' } }}
      >
        <Toolbar sx={{ mb: { xs: 2, sm: 3 } }} />
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<LinearProgress aria-label={t('loading')} />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </Box>
      {/* doc 1 §2: 'Are you sure, you want to sign out?', focus on Cancel */}
      <ConfirmDialog
        open={isSignOutOpen}
        title={t('menu.signOut')}
        text={t('signOutConfirm')}
        confirmLabel={t('menu.signOut')}
        onCancel={() => setSignOutOpen(false)}
        onConfirm={handleConfirmSignOut}
      />
    </Box>
  );
}
