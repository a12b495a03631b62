/**
 * "Tilføj fremvisning" / "Ret fremvisning": date, start time, length (15–120 minutes), the open-house
 * switch (off: one seeker; on: 2–50 places) and an optional note ("Ring på hos Jensen"), all in
 * Europe/Copenhagen. The form's own rules show at their fields (slot-form.ts), so do the server's 400
 * issues; 409 VIEWING_NOT_APPROVED and other failures show above the buttons. A saved slot closes the
 * dialog with a toast; MUI's dialog gives focus back to the button that opened it.
 */
import { useEffect, useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormHelperText,
  Stack,
  Switch,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import { tMessage } from '../../../lib/i18n';
import { DateField, dayToIso, isoToDay } from '../../../ui/DateField';
import { applyFieldIssues, fieldErrorText, issueFieldName } from '../../../ui/form-errors';
import { FormSelectField } from '../../../ui/FormSelectField';
import { FormTextField } from '../../../ui/FormTextField';
import { useSnackbar } from '../../../ui/toast/toast';
import { useCreateViewing, useUpdateViewing, type ViewingSlot } from '../api';
import { copenhagenToday } from '../format';
import {
  EMPTY_SLOT_FORM,
  NOTE_MAX_LENGTH,
  SLOT_FIELDS,
  VIEWING_DURATIONS,
  slotFormSchema,
  slotFormValues,
  toSlotInput,
  type SlotFormValues,
} from '../slot-form';

export type ViewingSlotDialogProps = {
  open: boolean;
  /** The listing the slot belongs to. */
  dwellingUuid: string;
  /** The slot to edit; null adds a new one. */
  slot: ViewingSlot | null;
  onClose: () => void;
};

export function ViewingSlotDialog({ open, dwellingUuid, slot, onClose }: ViewingSlotDialogProps) {
  const { t } = useTranslation('viewings');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateViewing(dwellingUuid);
  const update = useUpdateViewing();
  const id = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const resolver = useMemo(() => zodResolver(slotFormSchema(t)), [t]);
  const { control, handleSubmit, reset, setError } = useForm<SlotFormValues>({
    resolver,
    defaultValues: EMPTY_SLOT_FORM,
  });
  const openHouse = useWatch({ control, name: 'openHouse' });
  const isEdit = slot !== null;

  // each opening starts from the slot (or an empty form), not from what was typed last time
  useEffect(() => {
    if (!open) return;
    reset(slot ? slotFormValues(slot) : EMPTY_SLOT_FORM);
    setFormError(null);
  }, [open, slot, reset]);

  const durations = useMemo(() => {
    const values: string[] = [...VIEWING_DURATIONS];
    if (slot && !values.includes(String(slot.durationMinutes))) values.push(String(slot.durationMinutes));
    return values.map((value) => ({ value, label: t('form.minutes', { count: Number(value) }) }));
  }, [slot, t]);

  const isPending = create.isPending || update.isPending;
  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const input = toSlotInput(values, isEdit);
    try {
      if (slot) await update.mutateAsync({ id: slot.id, input });
      else await create.mutateAsync(input);
      enqueueSnackbar(t(isEdit ? 'form.saved' : 'form.created'), { variant: 'success' });
      onClose();
    } catch (err) {
      if (!(err instanceof ApiError)) return setFormError(t('form.failed'));
      if (err.code === 'VIEWING_NOT_APPROVED') return setFormError(t('form.notApproved'));
      // the places field is hidden without open house: an issue on it is said above the buttons
      const fields = values.openHouse ? SLOT_FIELDS : SLOT_FIELDS.filter((f) => f !== 'capacity');
      applyFieldIssues(setError, err.issues, { fields });
      const elsewhere = err.issues.filter((i) => !(fields as readonly string[]).includes(issueFieldName(i)));
      if (elsewhere.length > 0) setFormError(elsewhere.map((i) => tMessage(i.message)).join(' '));
      else if (err.issues.length === 0)
        setFormError(err.status >= 500 || err.status === 0 ? t('form.failed') : tMessage(err.message));
    }
  });

  const switchHelpId = `${id}-open-house-help`;
  return (
    <Dialog
      open={open}
      onClose={isPending ? undefined : onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby={`${id}-title`}
    >
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'contents' }}>
        <DialogTitle id={`${id}-title`}>{t(isEdit ? 'form.editTitle' : 'form.addTitle')}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            {isEdit && slot.booked > 0 && (
              <Alert severity="info" role="note">
                {t('form.bookedNotice')}
              </Alert>
            )}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Controller
                control={control}
                name="date"
                render={({ field, fieldState }) => (
                  <DateField
                    label={t('form.date')}
                    name={field.name}
                    value={dayToIso(field.value)}
                    onChange={(iso) => field.onChange(isoToDay(iso))}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    min={copenhagenToday()}
                    required
                    error={Boolean(fieldState.error)}
                    helperText={fieldErrorText(fieldState.error)}
                  />
                )}
              />
              <Controller
                control={control}
                name="start"
                render={({ field, fieldState }) => (
                  <TextField
                    type="time"
                    label={t('form.start')}
                    name={field.name}
                    value={field.value}
                    onChange={(e) => field.onChange(e.target.value)}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    required
                    fullWidth
                    error={Boolean(fieldState.error)}
                    helperText={fieldErrorText(fieldState.error)}
                    slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
                  />
                )}
              />
            </Stack>
            <FormSelectField control={control} name="durationMinutes" label={t('form.duration')} options={durations} required />
            <Box>
              <Controller
                control={control}
                name="openHouse"
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Switch
                        checked={field.value}
                        onChange={(e) => field.onChange(e.target.checked)}
                        onBlur={field.onBlur}
                        name={field.name}
                        slotProps={{ input: { ref: field.ref, 'aria-describedby': switchHelpId } }}
                      />
                    }
                    label={t('openHouse')}
                  />
                )}
              />
              <FormHelperText id={switchHelpId} sx={{ mt: 0 }}>
                {t('form.openHouseHelp')}
              </FormHelperText>
            </Box>
            {openHouse && (
              <FormTextField
                control={control}
                name="capacity"
                label={t('form.capacity')}
                inputMode="numeric"
                required
                helperText={t('form.capacityHelp')}
              />
            )}
            <FormTextField
              control={control}
              name="note"
              label={t('form.note')}
              multiline
              minRows={2}
              helperText={(value: string) => t('form.noteHelp', { count: value.length, max: NOTE_MAX_LENGTH })}
            />
            {formError && (
              <Alert severity="error" role="alert">
                {formError}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isPending}>
            {t('cancel', { ns: 'common' })}
          </Button>
          <Button type="submit" variant="contained" disabled={isPending}>
            {isPending ? t('form.saving') : t(isEdit ? 'form.save' : 'form.create')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
