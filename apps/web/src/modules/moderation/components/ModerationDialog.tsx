/**
 * The admin approve/reject dialog (doc 2 §4, §5 Moderation, §8): a reason (required, shared
 * `moderationFormSchema`) and, for approve, two mail switches (approval mail default off,
 * follow-up default on). Posts POST /api/dwellings/:uuid/status through useChangeDwellingStatus,
 * which refreshes the dwelling and the lists. Toasts 'Status opdateret' (or, when the server says the
 * approval's capture is still pending at the payment provider, 'Godkendt – betalingen hæves') or
 * 'Error : Something went wrong..'.
 */
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  Stack,
  Switch,
} from '@mui/material';
import { useSnackbar } from '../../../ui/toast/toast';
import { useTranslation } from 'react-i18next';
import { moderationFormSchema, type ModerationForm } from '@udlejning/shared/dwellings/dwelling';
import { useChangeDwellingStatus } from '../../dwellings/api';
import { FormTextField } from '../../../ui/FormTextField';

export type ModerationDialogProps = {
  open: boolean;
  onClose: () => void;
  uuid: string;
  /** From the dwelling's abilities; the server enforces them again. */
  canApprove: boolean;
  canReject: boolean;
  onDone?: (status: 'APPROVED' | 'REJECTED') => void;
};

type Decision = 'APPROVED' | 'REJECTED';

const DEFAULTS: ModerationForm = { reason: '', mails: { approval: false, followUp: true } };

export function ModerationDialog({ open, onClose, uuid, canApprove, canReject, onDone }: ModerationDialogProps) {
  const { t } = useTranslation('dwellings');
  const { enqueueSnackbar } = useSnackbar();
  const change = useChangeDwellingStatus();
  const [decision, setDecision] = useState<Decision>(canApprove ? 'APPROVED' : 'REJECTED');
  const { control, handleSubmit, reset } = useForm<ModerationForm>({
    resolver: zodResolver(moderationFormSchema),
    defaultValues: DEFAULTS,
  });

  const submit = handleSubmit(({ reason, mails }) => {
    change.mutate(
      { uuid, status: decision, reason, ...(decision === 'APPROVED' ? { mails } : {}) },
      {
        onSuccess: (reply) => {
          const message = reply?.capturePending ? 'moderation.approvedCapturePending' : 'moderation.statusUpdated';
          enqueueSnackbar(t(message), { variant: 'success' });
          reset(DEFAULTS);
          onDone?.(decision);
          onClose();
        },
        onError: () => enqueueSnackbar(t('moderation.error'), { variant: 'error' }),
      },
    );
  });

  return (
    <Dialog
      open={open}
      onClose={change.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="moderation-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="moderation-title">{t('moderation.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <RadioGroup
              row
              aria-label={t('moderation.decision')}
              value={decision}
              onChange={(e) => setDecision(e.target.value as Decision)}
            >
              <FormControlLabel value="APPROVED" control={<Radio />} label={t('moderation.approve')} disabled={!canApprove} />
              <FormControlLabel value="REJECTED" control={<Radio />} label={t('moderation.reject')} disabled={!canReject} />
            </RadioGroup>
            <FormTextField
              control={control}
              name="reason"
              label={t('moderation.reason')}
              required
              multiline
              minRows={3}
              helperText={t(decision === 'REJECTED' ? 'moderation.reasonRejectHelp' : 'moderation.reasonApproveHelp')}
            />
            {decision === 'APPROVED' && (
              <Stack>
                <Controller
                  control={control}
                  name="mails.approval"
                  render={({ field }) => (
                    <FormControlLabel
                      control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                      label={t('moderation.approvalMail')}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name="mails.followUp"
                  render={({ field }) => (
                    <FormControlLabel
                      control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                      label={t('moderation.followUp')}
                    />
                  )}
                />
              </Stack>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={change.isPending}>
            {t('form.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={decision === 'REJECTED' ? 'error' : 'primary'}
            disabled={change.isPending || (!canApprove && !canReject)}
          >
            {t(decision === 'REJECTED' ? 'moderation.reject' : 'moderation.approve')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
