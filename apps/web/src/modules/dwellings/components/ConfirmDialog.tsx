import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

export type ConfirmDialogProps = {
  open: boolean;
  title: ReactNode;
  text?: ReactNode;
  confirmLabel: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  /** Disables the buttons while the confirmed action runs. */
  isBusy?: boolean;
  /** A third, optional button between cancel and confirm. */
  extra?: { label: ReactNode; onClick: () => void };
};

/**
 * A yes/no confirmation dialog (image deletion, (de)activation, admin save confirmation). It opens
 * with focus on Cancel, the safe choice, so Enter never confirms by accident (issue 8 §4).
 */
export function ConfirmDialog({ open, title, text, confirmLabel, onConfirm, onCancel, isBusy, extra }: ConfirmDialogProps) {
  const { t } = useTranslation('dwellings');
  return (
    <Dialog open={open} onClose={isBusy ? undefined : onCancel} aria-labelledby="confirm-title" maxWidth="xs" fullWidth>
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      {text && (
        <DialogContent>
          <DialogContentText>{text}</DialogContentText>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onCancel} disabled={isBusy} autoFocus>
          {t('form.cancel')}
        </Button>
        {extra && (
          <Button onClick={extra.onClick} disabled={isBusy}>
            {extra.label}
          </Button>
        )}
        <Button variant="contained" onClick={onConfirm} disabled={isBusy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
