/**
 * The landlord's reply in a thread (GraphQL sendMessage with `thread`, doc 1 §6). An admin does not
 * reply in the thread view: they send by dwelling id (AdminSendForm). The typed reply is kept as a
 * draft of this thread until it is sent (lib/form-draft.ts).
 */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../ui/toast/toast';
import { MESSAGE_MAX_LENGTH } from '@udlejning/shared/messages/enums';
import { ApiError } from '../../../lib/api';
import { tMessage } from '../../../lib/i18n';
import { useSendMessage } from '../api';
import { useDraft } from '../../../lib/form-draft';
import { DraftRestoredAlert } from '../../../ui/DraftRestoredAlert';

export function ReplyForm({ threadId }: { threadId: string }) {
  const { t } = useTranslation('chat');
  const { enqueueSnackbar } = useSnackbar();
  const send = useSendMessage();
  const [text, setText] = useState('');
  // kept per thread, so an ended session does not lose the reply (docs/architecture.md "Form drafts")
  const draft = useDraft(`thread:${threadId}`, text, '', setText);
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    send.mutate(
      { text, thread: threadId },
      {
        onSuccess: () => {
          setText('');
          draft.clear();
          enqueueSnackbar(t('thread.sent'), { variant: 'success' });
        },
      },
    );
  };
  return (
    <Stack component="form" onSubmit={handleSubmit} spacing={1.5}>
      {draft.restored && <DraftRestoredAlert onClose={draft.dismiss} />}
      <TextField
        label={t('thread.reply')}
        multiline
        minRows={3}
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { maxLength: MESSAGE_MAX_LENGTH } }}
        fullWidth
      />
      {send.isError && (
        <Alert severity="error">{send.error instanceof ApiError ? tMessage(send.error.message) : t('thread.sendFailed')}</Alert>
      )}
      <Stack direction="row">
        <Button type="submit" variant="contained" disabled={send.isPending || !text.trim()}>
          {t('thread.send')}
        </Button>
      </Stack>
    </Stack>
  );
}
