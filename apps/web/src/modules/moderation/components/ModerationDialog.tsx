/**
 * The admin approve/reject dialog (doc 2 §4, §5 Moderation, §8): a reason (required, shared
 * `moderationFormSchema`) and, for approve, two mail switches (approval mail default off,
 * follow-up default on). Posts POST /api/dwellings/:uuid/status through useChangeDwellingStatus,
 * which refreshes the dwelling and the lists. Toasts 'Status opdateret' (or, when the server says the
 * approval's capture is still pending at the payment provider, 'Godkendt – betalingen hæves') or
 * 'Error : Something went wrong..'. A listing flagged "Mulig dublet" shows the other listing beside it
 * (DuplicateComparison), and rejecting it prefills the reason with that listing's link.
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
import { moderationFormSchema, type DwellingView, type ModerationForm } from '@udlejning/shared/dwellings/dwelling';
import { useChangeDwellingStatus } from '../../dwellings/api';
import { FormTextField } from '../../../ui/FormTextField';
import { DuplicateComparison } from './DuplicateComparison';

export type ModerationDialogProps = {
  open: boolean;
  onClose: () => void;
  uuid: string;
  /** From the dwelling's abilities; the server enforces them again. */
  canApprove: boolean;
  canReject: boolean;
  onDone?: (status: 'APPROVED' | 'REJECTED') => void;
  /**
   * The dwelling, when loaded: if it is flagged "Mulig dublet" the other listing is shown beside it and a
   * rejection's reason starts as a link to that listing (editable; docs/architecture.md "One listing per home").
   */
  dwelling?: DwellingView;
};

type Decision = 'APPROVED' | 'REJECTED';

const DEFAULTS: ModerationForm = { reason: '', mails: { approval: false, followUp: true } };

export function ModerationDialog({ open, onClose, uuid, canApprove, canReject, onDone, dwelling }: ModerationDialogProps) {
  const { t } = useTranslation('dwellings');
  const { enqueueSnackbar } = useSnackbar();
  const change = useChangeDwellingStatus();
  const initialDecision: Decision = canApprove ? 'APPROVED' : 'REJECTED';
  const [decision, setDecision] = useState<Decision>(initialDecision);
  const other = dwelling?.possibleDuplicateOf ?? null;
  /**
   * A rejection of a flagged listing starts with the other listing's public page (the admin may edit it): the
   * reason goes to the rejected landlord, who cannot open another landlord's preview (docs/architecture.md
   * "One listing per home").
   */
  const duplicateReason = () =>
    other ? t('moderation.rejectDuplicate', { link: `${window.location.origin}/bolig/${other.uuid}` }) : '';
  const { control, handleSubmit, reset, getValues, setValue } = useForm<ModerationForm>({
    resolver: zodResolver(moderationFormSchema),
    defaultValues: { ...DEFAULTS, reason: initialDecision === 'REJECTED' ? duplicateReason() : '' },
  });

  /** Rejecting a flagged listing prefills the reason, unless the admin already wrote one. */
  function handleDecision(next: Decision) {
    setDecision(next);
    if (next !== 'REJECTED' || !other || getValues('reason').trim()) return;
    setValue('reason', duplicateReason(), { shouldDirty: true });
  }

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
      maxWidth={other ? 'md' : 'sm'}
      aria-labelledby="moderation-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="moderation-title">{t('moderation.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {dwelling && other && <DuplicateComparison dwelling={dwelling} other={other} />}
            <RadioGroup
              row
              aria-label={t('moderation.decision')}
              value={decision}
              onChange={(e) => handleDecision(e.target.value as Decision)}
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
