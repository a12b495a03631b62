/**
 * "Skriv til" from the seeker list (doc 1 §6 seeker list; GraphQL sendMessage with agentUnique = the
 * chosen dwelling and seekerId = the seeker's externalId): the landlord writes the first message to a
 * seeker the list matched to their listing; on success the conversation opens (/messages/{id}). A
 * refusal is shown in the dialog (e.g. a closed conversation: 'Samtalen er lukket: åbn den for at svare').
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { MESSAGE_MAX_LENGTH } from '@udlejning/shared/messages/enums';
import { ApiError } from '../../../lib/api';
import { tMessage } from '../../../lib/i18n';
import { useSnackbar } from '../../../ui/toast/toast';
import { useSendMessage } from '../../messages/api';

type Props = {
  /** The dwelling the seeker list is for. */
  dwellingUuid: string;
  /** The seeker to write to; null: closed. */
  seeker: { name: string; externalId: string } | null;
  onClose: () => void;
};

export function WriteToSeekerDialog({ dwellingUuid, seeker, onClose }: Props) {
  const { t } = useTranslation('seekers');
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const send = useSendMessage();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setText('');
    setError(null);
    onClose();
  };
  const handleSubmit = async () => {
    if (!seeker || !text.trim()) return;
    setError(null);
    try {
      const { sendMessage } = await send.mutateAsync({ text: text.trim(), agentUnique: dwellingUuid, seekerId: seeker.externalId });
      enqueueSnackbar(t('write.sent'), { variant: 'success' });
      close();
      void navigate(`/messages/${encodeURIComponent(sendMessage.id)}`);
    } catch (err) {
      setError(err instanceof ApiError && err.message ? tMessage(err.message) : t('write.failed'));
    }
  };
  const titleId = 'write-to-seeker-title';
  return (
    <Dialog open={seeker !== null} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('write.title', { name: seeker?.name ?? '' })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('write.intro')}</DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <TextField
          label={t('write.text')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          multiline
          minRows={4}
          fullWidth
          required
          autoFocus
          slotProps={{ htmlInput: { maxLength: MESSAGE_MAX_LENGTH } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('write.cancel')}</Button>
        <Button variant="contained" onClick={() => void handleSubmit()} disabled={!text.trim() || send.isPending}>
          {send.isPending ? t('write.sending') : t('write.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
