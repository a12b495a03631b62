import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AppBar, Box, IconButton, Toolbar, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import type { SessionUser } from '@udlejning/shared/accounts/user';
import { LanguageMenu } from './LanguageMenu';
import { AccountMenu } from './AccountMenu';
import { usePartner } from './use-site';

type Props = {
  user: SessionUser | null;
  /** Shows the hamburger button that opens the temporary drawer (small screens). */
  onOpenMenu?: () => void;
  onSignOut: () => void;
};

/** The app bar: menu button on small screens, the title 'Udlejning', the language switch and the account menu. */
export function TopBar({ user, onOpenMenu, onSignOut }: Props) {
  const { t } = useTranslation();
  const partner = usePartner();
  return (
    // above the permanent drawer on desktop; below the temporary one (which has its own title) on small screens
    <AppBar
      position="fixed"
      // a partner host has its own bar colour, with black or white text for AA contrast (doc 1 §1)
      sx={(theme) => ({
        zIndex: { desk: theme.zIndex.drawer + 1 },
        ...(partner ? { bgcolor: partner.appBarColor, color: partner.appBarTextColor } : {}),
      })}
    >
      <Toolbar sx={{ gap: 1 }}>
        {onOpenMenu && (
          <IconButton color="inherit" edge="start" onClick={onOpenMenu} aria-label={t('menu.open')}>
            <MenuIcon />
          </IconButton>
        )}
        <Typography
          variant="h6"
          component={Link}
          to={user ? '/dashboard' : '/'}
          sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, letterSpacing: 0.3 }}
        >
          {t('appTitle')}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <LanguageMenu />
        <AccountMenu user={user} onSignOut={onSignOut} />
      </Toolbar>
    </AppBar>
  );
}
