import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

type Props = {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Asks 'Are you sure, you want to sign out?' before signing out (doc 1 §2); focus starts on Cancel, the safe choice. */
export function SignOutDialog({ open, onCancel, onConfirm }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="sign-out-title" aria-describedby="sign-out-text" maxWidth="xs" fullWidth>
      <DialogTitle id="sign-out-title">{t('menu.signOut')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="sign-out-text">{t('signOutConfirm')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          {t('cancel')}
        </Button>
        <Button onClick={onConfirm} variant="contained">
          {t('menu.signOut')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
