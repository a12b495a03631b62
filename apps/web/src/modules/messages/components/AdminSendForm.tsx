/**
 * The admin's message by dwelling id (doc 1 §5 "an admin must give a dwelling id", §6; GraphQL
 * sendMessage with agentUnique 'rentals-<id>'): the dwelling, the seeker (id, or e-mail and a name
 * for someone new) and the text. On /messages/ it starts empty; in a thread view it starts with that
 * thread's dwelling and seeker, both editable. Success and failure are toasts; a field the server
 * refuses shows its own message, and a link opens the conversation the message went to.
 */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Grid, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  adminSendFieldOf,
  adminSendMessageDefaults,
  adminSendMessageFormSchema,
  adminSendMessageInput,
  type AdminSendMessageForm,
} from '@udlejning/shared/messages/admin-send';
import { MESSAGE_MAX_LENGTH } from '@udlejning/shared/messages/enums';
import { FormTextField } from '../../../ui/FormTextField';
import { useSnackbar } from '../../../ui/toast/toast';
import { ApiError } from '../../../lib/api';
import { tMessage } from '../../../lib/i18n';
import { useSendMessage } from '../api';
import { applyFieldIssues } from '../../../ui/form-errors';

type Props = {
  /** The thread view's dwelling and seeker, to start from. */
  prefill?: { dwellingId: number | null; seekerId: string };
  /** The thread on screen: no link to it after sending there. */
  threadId?: string;
  /** Shows the form's title as a heading of this level (false: the caller shows it, e.g. an accordion). */
  heading?: 'h2' | 'h3' | false;
};

export function AdminSendForm({ prefill, threadId, heading = 'h3' }: Props) {
  const { t } = useTranslation('chat');
  const { enqueueSnackbar } = useSnackbar();
  const send = useSendMessage();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { control, handleSubmit, reset, setError } = useForm<AdminSendMessageForm>({
    resolver: zodResolver(adminSendMessageFormSchema),
    defaultValues: adminSendMessageDefaults(prefill ?? {}),
  });

  const failureText = (err: unknown) => {
    if (!(err instanceof ApiError)) return t('adminSend.failed');
    if (err.code === 'NOT_FOUND') return t('adminSend.notFound');
    // the fields show their own messages
    if (err.issues.length > 0) return t('adminSend.failed');
    return `${t('adminSend.failed')}: ${tMessage(err.message)}`;
  };

  const onSubmit = handleSubmit(async (form) => {
    setSentTo(null);
    try {
      const sendMessage = (await send.mutateAsync(adminSendMessageInput(form))).sendMessage;
      // the same dwelling and seeker stay for a next message
      reset({ ...form, text: '' });
      setSentTo(sendMessage.id);
      enqueueSnackbar(t('adminSend.sent'), { variant: 'success' });
    } catch (err) {
      // the server's paths onto the form's fields (agentUnique is the dwelling id field)
      const issues = (err instanceof ApiError ? err.issues : []).flatMap((issue) => {
        const field = adminSendFieldOf(issue.path);
        return field ? [{ ...issue, path: [field] }] : [];
      });
      applyFieldIssues(setError, issues);
      enqueueSnackbar(failureText(err), { variant: 'error' });
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('adminSend.title')}>
      <Stack spacing={2}>
        {heading && (
          <Typography component={heading} variant="subtitle1" sx={{ fontWeight: 500 }}>
            {t('adminSend.title')}
          </Typography>
        )}
        <Box sx={{ typography: 'body2', color: 'text.secondary' }}>{t('adminSend.intro')}</Box>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="dwellingId"
              label={t('adminSend.dwellingId')}
              helperText={t('adminSend.dwellingIdHelp')}
              required
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="seekerId"
              label={t('adminSend.seekerId')}
              helperText={t('adminSend.seekerIdHelp')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name="seekerEmail" label={t('adminSend.seekerEmail')} type="email" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              control={control}
              name="seekerName"
              label={t('adminSend.seekerName')}
              helperText={t('adminSend.seekerNameHelp')}
            />
          </Grid>
        </Grid>
        <FormTextField
          control={control}
          name="text"
          label={t('adminSend.text')}
          multiline
          minRows={3}
          required
          slotProps={{ htmlInput: { maxLength: MESSAGE_MAX_LENGTH } }}
        />
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={send.isPending}>
            {send.isPending ? t('adminSend.sending') : t('adminSend.send')}
          </Button>
          {sentTo && sentTo !== threadId && (
            <Link component={RouterLink} to={`/messages/${encodeURIComponent(sentTo)}`}>
              {t('adminSend.openThread')}
            </Link>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
