import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AppBar, Badge, Box, IconButton, Toolbar, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import type { SessionUser } from '@udlejning/shared/accounts/user';
import { LanguageMenu } from './LanguageMenu';
import { AccountMenu } from './AccountMenu';
import { usePartner } from './use-site';
import { useUnreadCount } from '../modules/messages/api';

type Props = {
  user: SessionUser | null;
  /** Shows the hamburger button that opens the temporary drawer (small screens). */
  onOpenMenu?: () => void;
  onSignOut: () => void;
};

/** The app bar: menu button on small screens (with the unread conversations as a badge), the title 'Udlejning', the language switch and the account menu. */
export function TopBar({ user, onOpenMenu, onSignOut }: Props) {
  const { t } = useTranslation();
  const { t: tChat } = useTranslation('chat');
  const partner = usePartner();
  // on a phone the side menu (and its Messages badge) is hidden: the menu button carries the unread count
  const unread = useUnreadCount(Boolean(user && onOpenMenu)).data?.count ?? 0;
  const menuLabel = unread > 0 ? `${t('menu.open')}, ${tChat('unreadCount', { count: unread })}` : t('menu.open');
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
          <IconButton color="inherit" edge="start" onClick={onOpenMenu} aria-label={menuLabel}>
            <Badge badgeContent={unread} max={99} color="error" invisible={unread === 0}>
              <MenuIcon />
            </Badge>
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
