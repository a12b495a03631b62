import { useId, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

export type ConfirmDialogProps = {
  open: boolean;
  title: ReactNode;
  text?: ReactNode;
  confirmLabel: ReactNode;
  /** The safe choice; default 'Annuller' / 'Cancel'. */
  cancelLabel?: ReactNode;
  onConfirm: () => void;
  /** Cancel, Escape or a click outside. */
  onCancel: () => void;
  /**
   * The confirmed action deletes or loses something (delete an image, deactivate, leave without
   * saving, sign out): the confirm button is red. Either way the dialog opens on the safe choice.
   */
  isDestructive?: boolean;
  /** Disables the buttons (and Escape) while the confirmed action runs. */
  isBusy?: boolean;
  /** A third, optional button between cancel and confirm (e.g. 'Kassér ændringer'). */
  extra?: { label: ReactNode; onClick: () => void };
};

/**
 * A yes/no confirmation (docs/architecture.md "Accessibility", WCAG 2.1: 3.3.4 error prevention, 2.4.3 focus order). It opens
 * with keyboard focus on the safe choice (Cancel), so Enter never confirms by accident; the dialog
 * is named by its title and described by its text for screen readers.
 */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  isDestructive = false,
  isBusy = false,
  extra,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={isBusy ? undefined : onCancel}
      aria-labelledby={`${id}-title`}
      aria-describedby={text ? `${id}-text` : undefined}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      {text && (
        <DialogContent>
          <DialogContentText id={`${id}-text`}>{text}</DialogContentText>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onCancel} disabled={isBusy} autoFocus>
          {cancelLabel ?? t('cancel')}
        </Button>
        {extra && (
          <Button onClick={extra.onClick} disabled={isBusy}>
            {extra.label}
          </Button>
        )}
        <Button variant="contained" color={isDestructive ? 'error' : 'primary'} onClick={onConfirm} disabled={isBusy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
