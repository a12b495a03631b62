/**
 * The landlord's reply in a thread (GraphQL sendMessage with `thread`, doc 1 §6). An admin does not
 * reply in the thread view: they send by dwelling id (AdminSendForm). The typed reply is kept as a
 * draft of this thread until it is sent (lib/form-draft.ts). After sending, keyboard focus goes to
 * the result ('sent' or the error), not to <body> with the now disabled Send button (WCAG 2.4.3).
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX_LENGTH } from '@udlejning/shared/messages/enums';
import { ApiError } from '../../../lib/api';
import { tMessage } from '../../../lib/i18n';
import { useSendMessage } from '../api';
import { useDraft } from '../../../lib/form-draft';
import { DraftRestoredAlert } from '../../../ui/DraftRestoredAlert';

export function ReplyForm({ threadId }: { threadId: string }) {
  const { t } = useTranslation('chat');
  const send = useSendMessage();
  const [text, setText] = useState('');
  const [isSent, setSent] = useState(false);
  const resultRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (isSent || send.isError) resultRef.current?.focus();
  }, [isSent, send.isError]);
  // kept per thread, so an ended session does not lose the reply (docs/architecture.md "Form drafts")
  const draft = useDraft(`thread:${threadId}`, text, '', setText);
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    setSent(false);
    send.mutate(
      { text, thread: threadId },
      {
        onSuccess: () => {
          setText('');
          draft.clear();
          setSent(true);
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
        onChange={(e) => {
          setText(e.target.value);
          setSent(false);
        }}
        slotProps={{ htmlInput: { maxLength: MESSAGE_MAX_LENGTH } }}
        fullWidth
      />
      {send.isError && (
        <Alert severity="error" tabIndex={-1} ref={resultRef}>
          {send.error instanceof ApiError ? tMessage(send.error.message) : t('thread.sendFailed')}
        </Alert>
      )}
      {isSent && !send.isError && (
        <Alert severity="success" role="status" tabIndex={-1} ref={resultRef}>
          {t('thread.sent')}
        </Alert>
      )}
      <Stack direction="row">
        <Button type="submit" variant="contained" disabled={send.isPending || !text.trim()}>
          {t('thread.send')}
        </Button>
      </Stack>
    </Stack>
  );
}
