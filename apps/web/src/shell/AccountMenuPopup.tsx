import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Box, Divider, ListItemIcon, MenuItem, MenuList, Popover, Typography } from '@mui/material';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import LogoutIcon from '@mui/icons-material/Logout';
import LoginIcon from '@mui/icons-material/Login';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import type { SessionUser } from '@udlejning/shared/accounts/user';

type Props = {
  anchor: HTMLElement | null;
  user: SessionUser | null;
  onClose: () => void;
  /** Sign Out was chosen; the shell asks for confirmation. */
  onSignOut: () => void;
};

/**
 * The account menu's popup, loaded on the first click of the account button: MUI's Popover, Modal
 * and MenuList then stay off the sign-in page (docs/architecture.md "Front-end loading"). Who is signed in shows above the menu,
 * outside it: a `role="menu"` may hold only menu items (WCAG 4.1.2), so this is a popover around a
 * header and a MenuList.
 */
export function AccountMenuPopup({ anchor, user, onClose, onSignOut }: Props) {
  const { t } = useTranslation();
  const close = onClose;
  const items = user
    ? [
        <MenuItem key="account" component={Link} to="/profile" onClick={close}>
          <ListItemIcon>
            <ManageAccountsIcon fontSize="small" />
          </ListItemIcon>
          {t('menu.myAccount')}
        </MenuItem>,
        <MenuItem
          key="signout"
          onClick={() => {
            close();
            onSignOut();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('menu.signOut')}
        </MenuItem>,
      ]
    : [
        <MenuItem key="signup" component={Link} to="/signup" onClick={close}>
          <ListItemIcon>
            <PersonAddIcon fontSize="small" />
          </ListItemIcon>
          {t('menu.newLandlord')}
        </MenuItem>,
        <MenuItem key="signin" component={Link} to="/" onClick={close}>
          <ListItemIcon>
            <LoginIcon fontSize="small" />
          </ListItemIcon>
          {t('menu.signIn')}
        </MenuItem>,
      ];

  return (
    <Popover
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { minWidth: 220 } } }}
    >
      {user && (
        <>
          <Box sx={{ px: 2, py: 1 }}>
            <Typography variant="subtitle2" component="p" noWrap>
              {user.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {user.email}
            </Typography>
          </Box>
          <Divider />
        </>
      )}
      {/* as in MUI's Menu: the first item takes focus, Tab closes the menu */}
      <MenuList
        id="account-menu"
        autoFocusItem={Boolean(anchor)}
        aria-label={t('accountMenu')}
        onKeyDown={(e) => {
          if (e.key === 'Tab') {
            e.preventDefault();
            close();
          }
        }}
      >
        {items}
      </MenuList>
    </Popover>
  );
}
