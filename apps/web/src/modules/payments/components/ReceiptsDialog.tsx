/**
 * The landlord's receipts of one dwelling (docs/architecture.md "Payments": the owner downloads them as PDF from the
 * list; listings(dwellingId).receipts[].url), opened from the list's row menu:
 * every receipt and credit note, newest payment first, each downloadable as PDF.
 */
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useListings } from '../api';
import { ReceiptLinks } from './ReceiptLinks';

export type ReceiptsDialogProps = {
  /** The dwelling whose receipts are shown; null: closed. */
  target: { uuid: string; address: string } | null;
  onClose: () => void;
};

export function ReceiptsDialog({ target, onClose }: ReceiptsDialogProps) {
  const { t } = useTranslation('payments');
  const listings = useListings(target?.uuid ?? null);
  const receipts = (listings.data ?? []).flatMap((p) => p.receipts ?? []);
  let body;
  if (listings.isPending) body = <LinearProgress />;
  else if (listings.isError) body = <Alert severity="error">{t('receipts.loadFailed')}</Alert>;
  else if (receipts.length === 0) body = <Typography>{t('receipts.none')}</Typography>;
  else body = <ReceiptLinks receipts={receipts} />;
  return (
    <Dialog open={target !== null} onClose={onClose} aria-labelledby="receipts-title" fullWidth maxWidth="xs">
      <DialogTitle id="receipts-title">{t('receipts.title', { address: target?.address ?? '' })}</DialogTitle>
      <DialogContent>{body}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('receipts.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
