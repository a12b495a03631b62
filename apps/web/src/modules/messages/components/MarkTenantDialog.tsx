/**
 * Marking a thread's seeker as the new tenant (docs/architecture.md "Letting"), in two steps of one dialog:
 * 1. the survey's rating (1-5, required as in the deactivation survey, doc 2 §3 Feedback) and a comment →
 *    POST /api/chat/thread/{id}/tenant: the listing comes down;
 * 2. when other threads of the listing are open: one message to all of them, prefilled and editable →
 *    POST /api/dwellings/{uuid}/let-notice, or "Skip".
 * `onDone(name)` runs once the let is recorded and the dialog closes (the page moves focus to its result).
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX_LENGTH } from '@udlejning/shared/messages/enums';
import { MESSAGE_MESSAGES } from '@udlejning/shared/messages/thread';
import { markTenantSchema, type LetView, type MarkTenantInput } from '@udlejning/shared/letting/letting';
import { ApiError } from '../../../lib/api';
import { tMessage } from '../../../lib/i18n';
import { useSnackbar } from '../../../ui/toast/toast';
import { RatingField } from '../../feedback/components/RatingField';
import { FormTextField } from '../../../ui/FormTextField';
import { useMarkTenant, useSendLetNotice } from '../api';

export type MarkTenantDialogProps = {
  open: boolean;
  threadId: string;
  seekerName: string;
  dwelling: { uuid: string; address: string | null };
  onClose: () => void;
  onDone: (tenantName: string) => void;
};

export function MarkTenantDialog({ open, threadId, seekerName, dwelling, onClose, onDone }: MarkTenantDialogProps) {
  const { t } = useTranslation('chat');
  const { enqueueSnackbar } = useSnackbar();
  const mark = useMarkTenant(threadId);
  const notice = useSendLetNotice(dwelling.uuid);
  const [let_, setLet] = useState<LetView | null>(null);
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<string | null>(null);
  const { control, handleSubmit } = useForm<MarkTenantInput>({
    resolver: zodResolver(markTenantSchema),
    defaultValues: { rating: undefined, comment: '' },
  });

  const finish = (view: LetView) => {
    onDone(view.tenant.name);
    onClose();
  };

  const submitMark = handleSubmit(async (values) => {
    try {
      const view = await mark.mutateAsync(values);
      if (view.otherOpenThreads === 0) return finish(view);
      setText(dwelling.address ? t('letting.noticeDefault', { address: dwelling.address }) : t('letting.noticeDefaultNoAddress'));
      setLet(view);
    } catch {
      // the error shows in the dialog (mark.error)
    }
  });

  const submitNotice = async () => {
    if (!let_) return;
    if (!text.trim()) {
      setTextError(tMessage(MESSAGE_MESSAGES.textMissing));
      return;
    }
    try {
      const { sent } = await notice.mutateAsync(text);
      enqueueSnackbar(t('letting.noticeSent', { count: sent }), { variant: 'success' });
      finish(let_);
    } catch {
      // shown below the text (notice.error)
    }
  };

  const errorText = (err: unknown) => (err instanceof ApiError ? tMessage(err.message) : t('letting.failed'));
  const busy = mark.isPending || notice.isPending;
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : let_ ? () => finish(let_) : onClose}
      aria-labelledby="mark-tenant-title"
      maxWidth="sm"
      fullWidth
    >
      {!let_ ? (
        <form onSubmit={submitMark} noValidate>
          <DialogTitle id="mark-tenant-title">{t('letting.title', { name: seekerName })}</DialogTitle>
          <DialogContent>
            <Stack spacing={2}>
              <DialogContentText>{t('letting.intro')}</DialogContentText>
              <RatingField control={control} name="rating" label={t('letting.rating')} id="mark-tenant-rating" />
              <FormTextField control={control} name="comment" label={t('letting.comment')} multiline minRows={2} />
              {mark.isError && <Alert severity="error">{errorText(mark.error)}</Alert>}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={busy}>
              {t('letting.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={busy}>
              {t('letting.confirm')}
            </Button>
          </DialogActions>
        </form>
      ) : (
        <>
          <DialogTitle id="mark-tenant-title">{t('letting.noticeTitle')}</DialogTitle>
          <DialogContent>
            <Stack spacing={2}>
              <Alert severity="success">{t('letting.done', { name: let_.tenant.name })}</Alert>
              <DialogContentText id="let-notice-intro">
                {t('letting.noticeIntro', { count: let_.otherOpenThreads })}
              </DialogContentText>
              <TextField
                label={t('letting.noticeLabel')}
                multiline
                minRows={4}
                value={text}
                onChange={(e) => {
                  setText(e.target.value);
                  setTextError(null);
                }}
                error={Boolean(textError)}
                helperText={textError ?? undefined}
                slotProps={{ htmlInput: { maxLength: MESSAGE_MAX_LENGTH, 'aria-describedby': 'let-notice-intro' } }}
                autoFocus
                fullWidth
              />
              {notice.isError && <Alert severity="error">{errorText(notice.error)}</Alert>}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => finish(let_)} disabled={busy}>
              {t('letting.noticeSkip')}
            </Button>
            <Button variant="contained" onClick={() => void submitNotice()} disabled={busy}>
              {t('letting.noticeSend')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
