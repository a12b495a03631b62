/**
 * The activity log dialog (doc 2 §2 Dialogs, §3, §8): a dwelling's entries, newest first, with
 * action, actor, timestamp, reason and field diff, and a comment box that adds a 'notes' entry.
 * Loading failure shows 'Something went wrong...'. Used by the preview's admin bar and the admin
 * list's row menu: <ActivityLogDialog open uuid={…} onClose={…} />.
 */
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  LinearProgress,
  List,
  ListItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useSnackbar } from '../../../ui/toast/toast';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { auditNoteSchema } from '@udlejning/shared/activity/note.schema';
import { tMessage } from '../../../lib/i18n';
import { formatDateTime } from '../../dwellings/format';
import { useAddNote, useDwellingAudit } from '../api';
import { ActivityEntryDetails } from '../../activity/components/ActivityEntryDetails';

export type ActivityLogDialogProps = { open: boolean; uuid: string; onClose: () => void };

const noteFormSchema = auditNoteSchema.pick({ reason: true });
type NoteForm = z.input<typeof noteFormSchema>;

export function ActivityLogDialog({ open, uuid, onClose }: ActivityLogDialogProps) {
  const { t, i18n } = useTranslation(['activity', 'moderation']);
  const { enqueueSnackbar } = useSnackbar();
  const audit = useDwellingAudit(uuid, open);
  const addNote = useAddNote();
  const { register, handleSubmit, reset, formState } = useForm<NoteForm>({
    resolver: zodResolver(noteFormSchema),
    defaultValues: { reason: '' },
  });

  const submit = handleSubmit(({ reason }) =>
    addNote.mutate(
      { uuid, reason },
      {
        onSuccess: () => {
          reset({ reason: '' });
          enqueueSnackbar(t('moderation:toast.noteAdded'), { variant: 'success' });
        },
        onError: () => enqueueSnackbar(t('moderation:toast.failed'), { variant: 'error' }),
      },
    ),
  );
  const noteError = formState.errors.reason?.message;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="activity-log-title"
      // on a phone the default 32 px margins leave the diffs ~280 px; 8 px keep the backdrop visible
      slotProps={{ paper: { sx: { m: { xs: 1, sm: 4 }, width: { xs: 'calc(100% - 16px)', sm: 'calc(100% - 64px)' } } } }}
    >
      <DialogTitle id="activity-log-title" sx={{ px: { xs: 2, sm: 3 } }}>
        {t('log.title')}
      </DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 2, sm: 3 } }}>
        <form onSubmit={submit} noValidate>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, alignItems: { sm: 'flex-start' } }}>
            <TextField
              {...register('reason')}
              label={t('log.comment')}
              required
              multiline
              minRows={2}
              fullWidth
              error={Boolean(noteError)}
              helperText={noteError ? tMessage(noteError) : ' '}
            />
            <Button type="submit" variant="contained" disabled={addNote.isPending} sx={{ flexShrink: 0, mt: { sm: 1 } }}>
              {t('log.addComment')}
            </Button>
          </Stack>
        </form>
        <Divider />
        {audit.isPending && <LinearProgress sx={{ mt: 2 }} />}
        {audit.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t('log.loadFailed')}
          </Alert>
        )}
        {audit.data && audit.data.length === 0 && <Typography sx={{ mt: 2 }}>{t('log.empty')}</Typography>}
        {audit.data && audit.data.length > 0 && (
          <List aria-label={t('log.title')}>
            {audit.data.map((entry) => (
              <ListItem key={entry._id} divider sx={{ display: 'block', px: 0 }}>
                <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}>
                  <Typography variant="subtitle2" component="span">
                    {t(`actions.${entry.action}`, { defaultValue: entry.action })}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" component="span">
                    {entry.actor} · {formatDateTime(entry.timestamp, i18n.language)}
                  </Typography>
                </Stack>
                <ActivityEntryDetails entry={entry} />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('log.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
