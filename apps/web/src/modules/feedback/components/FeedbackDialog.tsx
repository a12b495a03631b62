import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
} from '@mui/material';
import { useSnackbar } from '../../../ui/toast/toast';
import { useTranslation } from 'react-i18next';
import { LEASED_BY_AB, feedbackSchema, type FeedbackInput } from '@udlejning/shared/feedback/feedback';
import { tMessage } from '../../../lib/i18n';
import { ApiError, isRateLimited } from '../../../lib/api';
import { useSubmitFeedback } from '../api';
import { RatingField } from './RatingField';
import { FormTextField } from '../../../ui/FormTextField';

export type FeedbackDialogProps = {
  open: boolean;
  /** The deactivated dwelling's uuid. */
  dwellingId: string;
  /** The status-page token when the holder is not logged in. */
  token?: string | null;
  onClose: () => void;
};

/**
 * The survey after deactivating a non-draft listing (doc 2 §2 Dialogs, §3 Feedback): rating 1-5
 * (required), leased through us YES/NO/DONT_KNOW (optional) and a comment → POST /api/feedbacks.
 * "Skip" closes without sending.
 */
export function FeedbackDialog({ open, dwellingId, token, onClose }: FeedbackDialogProps) {
  const { t } = useTranslation('lifecycle');
  const { enqueueSnackbar } = useSnackbar();
  const submit = useSubmitFeedback();
  const { control, handleSubmit } = useForm<FeedbackInput>({
    resolver: zodResolver(feedbackSchema),
    defaultValues: { rating: undefined, leasedByAB: null, comment: '', dwellingId },
  });

  const send = handleSubmit(async (values) => {
    try {
      await submit.mutateAsync({ ...values, token });
      enqueueSnackbar(t('toast.feedbackThanks'), { variant: 'success' });
      onClose();
    } catch (err) {
      // this deactivation has its answer already (another tab): say so and close, nothing to retry
      if (err instanceof ApiError && err.code === 'FEEDBACK_GIVEN') {
        enqueueSnackbar(tMessage(err.message), { variant: 'info' });
        onClose();
        return;
      }
      enqueueSnackbar(isRateLimited(err) ? tMessage(err.message) : t('toast.failed'), { variant: 'error' });
      console.warn(err);
    }
  });

  return (
    <Dialog open={open} onClose={submit.isPending ? undefined : onClose} aria-labelledby="survey-title" maxWidth="sm" fullWidth>
      <form onSubmit={send} noValidate>
        <DialogTitle id="survey-title">{t('survey.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{t('survey.intro')}</DialogContentText>
            <RatingField control={control} name="rating" label={t('survey.rating')} id="survey-rating" />
            <FormControl>
              <FormLabel id="survey-leased">{t('survey.leasedByAB')}</FormLabel>
              <Controller
                control={control}
                name="leasedByAB"
                render={({ field }) => (
                  <RadioGroup
                    row
                    aria-labelledby="survey-leased"
                    value={field.value ?? ''}
                    onChange={(e) => field.onChange(e.target.value || null)}
                  >
                    {LEASED_BY_AB.map((v) => (
                      <FormControlLabel key={v} value={v} control={<Radio />} label={t(`leasedByAB.${v}`)} />
                    ))}
                  </RadioGroup>
                )}
              />
            </FormControl>
            <FormTextField control={control} name="comment" label={t('survey.comment')} multiline minRows={3} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={submit.isPending}>
            {t('survey.skip')}
          </Button>
          <Button type="submit" variant="contained" disabled={submit.isPending}>
            {t('survey.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
