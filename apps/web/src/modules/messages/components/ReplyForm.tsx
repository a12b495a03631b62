/**
 * Sends a message with GraphQL sendMessage: a landlord's reply in the thread (`thread`), or an
 * admin's message by dwelling id (`agentUnique`) to the thread's seeker (doc 1 §6).
 */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../ui/toast/toast';
import { MESSAGE_MAX_LENGTH } from '@udlejning/shared/messages/enums';
import { ApiError } from '../../../lib/api';
import { tMessage } from '../../../lib/i18n';
import { useSendMessage } from '../api';

type Props = { mode: 'reply'; threadId: string } | { mode: 'admin'; agentUnique: string; seekerId: string };

export function ReplyForm(props: Props) {
  const { t } = useTranslation('chat');
  const { enqueueSnackbar } = useSnackbar();
  const send = useSendMessage();
  const [text, setText] = useState('');
  const label = props.mode === 'reply' ? t('thread.reply') : t('thread.adminSend');
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    const input =
      props.mode === 'reply'
        ? { text, thread: props.threadId }
        : { text, agentUnique: props.agentUnique, seekerId: props.seekerId };
    send.mutate(input, {
      onSuccess: () => {
        setText('');
        enqueueSnackbar(t(props.mode === 'reply' ? 'thread.sent' : 'thread.adminSent'), { variant: 'success' });
      },
    });
  };
  return (
    <Stack component="form" onSubmit={handleSubmit} spacing={1.5}>
      <TextField
        label={label}
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
          {props.mode === 'reply' ? t('thread.send') : t('thread.adminSend')}
        </Button>
      </Stack>
    </Stack>
  );
}
