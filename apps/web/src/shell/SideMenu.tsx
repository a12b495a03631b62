import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  Avatar,
  Badge,
  Box,
  Divider,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Toolbar,
  Typography,
} from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import type { SessionUser } from '@udlejning/shared/accounts/user';
import { activeMenuPath, menuItemsFor, menuPathOf, type MenuItem } from './menu-items';
import { useUnreadCount } from '../modules/messages/api';
import { HelpBox } from './HelpBox';
import { useDevRoutes, usePartner } from './use-site';

type Props = {
  user: SessionUser;
  isAdmin: boolean;
  /** Called after a menu item is chosen (closes the temporary drawer). */
  onNavigate?: () => void;
  /** Sign Out was chosen; the shell asks for confirmation. */
  onSignOut: () => void;
  /** Show the app title in the drawer's top bar (temporary drawer, which covers the app bar). */
  showTitle?: boolean;
};

const initials = (user: SessionUser) =>
  `${user.firstname.charAt(0)}${user.lastname.charAt(0)}`.toUpperCase() || user.email.charAt(0).toUpperCase();

/** The drawer's content: who is signed in, the menu for the role (doc 1 §2), and Sign Out. */
export function SideMenu({ user, isAdmin, onNavigate, onSignOut, showTitle = false }: Props) {
  const { t } = useTranslation();
  const { t: tc } = useTranslation('chat');
  const location = useLocation();
  const partner = usePartner();
  // the dev outbox only where the server serves it (DEV_ROUTES; never by default in production)
  const devRoutes = useDevRoutes();
  const items = menuItemsFor(isAdmin).filter((i) => devRoutes || !i.isDev);
  const active = activeMenuPath(menuPathOf(location), items);
  const main = items.filter((i) => !i.isDev);
  const dev = items.filter((i) => i.isDev);
  // the messages item shows how many threads have an unread seeker message (docs/architecture.md "Messages and the public listing page")
  const unread = useUnreadCount().data?.count ?? 0;

  const renderItem = (item: MenuItem) => {
    const Icon = item.icon;
    const selected = item.to === active;
    // each link in its own <li>: a list may hold only list items (WCAG 1.3.1)
    return (
      <ListItem key={item.labelKey} disablePadding>
        <ListItemButton
          component={Link}
          to={item.to}
          selected={selected}
          aria-current={selected ? 'page' : undefined}
          onClick={onNavigate}
          sx={{ borderRadius: 2, mx: 1, mb: 0.25, py: 0.75 }}
        >
          <ListItemIcon sx={{ minWidth: 40 }}>
            <Icon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t(item.labelKey)} />
          {item.badge === 'unread' && unread > 0 && (
            <Badge
              badgeContent={unread}
              max={99}
              color="error"
              aria-label={tc('unreadCount', { count: unread })}
              sx={{ mr: 1.5, '& .MuiBadge-badge': { position: 'static', transform: 'none' } }}
            />
          )}
        </ListItemButton>
      </ListItem>
    );
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Toolbar>
        {showTitle && (
          <Typography variant="h6" component="span" color="primary" sx={{ fontWeight: 700 }}>
            {t('appTitle')}
          </Typography>
        )}
      </Toolbar>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.5 }}>
        <Avatar sx={{ bgcolor: 'primary.main', width: 36, height: 36, fontSize: 15 }} aria-hidden>
          {initials(user)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2" noWrap title={user.name}>
            {user.name || user.email}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {t(isAdmin ? 'roles.admin' : 'roles.landlord')}
          </Typography>
        </Box>
      </Box>
      <Divider />
      <Box component="nav" aria-label={t('menu.label')} sx={{ flexGrow: 1, overflowY: 'auto', py: 1 }}>
        <List disablePadding>{main.map(renderItem)}</List>
        {dev.length > 0 && (
          <List
            disablePadding
            subheader={
              <ListSubheader disableSticky sx={{ lineHeight: '32px', bgcolor: 'transparent' }}>
                {t('menu.developer')}
              </ListSubheader>
            }
          >
            {dev.map(renderItem)}
          </List>
        )}
      </Box>
      {/* a partner host shows its support e-mail and hours (doc 1 §1) */}
      {partner && <HelpBox email={partner.supportEmail} />}
      <Divider />
      <List disablePadding sx={{ py: 1 }}>
        <ListItem disablePadding>
          <ListItemButton component="button" onClick={onSignOut} sx={{ borderRadius: 2, mx: 1, width: 'auto', flexGrow: 1 }}>
            <ListItemIcon sx={{ minWidth: 40 }}>
              <LogoutIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t('menu.signOut')} />
          </ListItemButton>
        </ListItem>
      </List>
    </Box>
  );
}
