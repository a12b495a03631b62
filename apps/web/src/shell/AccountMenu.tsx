import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import type { SessionUser } from '@udlejning/shared/accounts/user';

const AccountMenuPopup = lazy(async () => ({ default: (await import('./AccountMenuPopup')).AccountMenuPopup }));

type Props = {
  user: SessionUser | null;
  /** Sign Out was chosen; the shell asks for confirmation. */
  onSignOut: () => void;
};

/**
 * The top bar's account menu: My Account and Sign Out when logged in, New landlord and Sign In
 * otherwise (doc 1 §2). The popup's code loads on the first click and then stays mounted (for its
 * closing transition).
 */
export function AccountMenu({ user, onSignOut }: Props) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wasOpened, setWasOpened] = useState(false);

  return (
    <>
      <IconButton
        color="inherit"
        onClick={(e) => {
          setAnchor(e.currentTarget);
          setWasOpened(true);
        }}
        aria-label={t('accountMenu')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'account-menu' : undefined}
        edge="end"
      >
        <AccountCircleIcon />
      </IconButton>
      {wasOpened && (
        <Suspense fallback={null}>
          <AccountMenuPopup anchor={anchor} user={user} onClose={() => setAnchor(null)} onSignOut={onSignOut} />
        </Suspense>
      )}
    </>
  );
}
