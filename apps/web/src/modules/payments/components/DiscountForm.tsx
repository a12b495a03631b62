/**
 * The /discounts add form (doc 2 §2 Discounts page, §5 Discount creation): code with a 'Generér'
 * button (8 random characters), flat kr. (sent as øre), percentage, listing type, user (a picker by
 * name or e-mail; sent as the user's id), start and
 * end. The shared createDiscountSchema checks it first and its messages ('Missing discount code',
 * 'Missing flat discount or percentage discount', 'Discount can only be flat discount or percentage
 * discount', 'Missing start date and/or end date') show at their fields, as the server's 400 issues do.
 */
import { Controller, useForm } from 'react-hook-form';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LISTING_TYPES } from '@udlejning/shared/dwellings/listing-type';
import { createDiscountSchema } from '@udlejning/shared/payments/discount';
import { ApiError } from '../../../lib/api';
import { DateField } from '../../../ui/DateField';
import { applyFieldIssues, fieldErrorText } from '../../../ui/form-errors';
import { FormSelectField } from '../../../ui/FormSelectField';
import { FormTextField } from '../../../ui/FormTextField';
import { useSnackbar } from '../../../ui/toast/toast';
import { useCreateDiscount } from '../api';
import { UserPicker } from '../../users/components/UserPicker';
import { EMPTY_DISCOUNT_FORM, generateDiscountCode, toDiscountInput, type DiscountFormValues } from '../discount-code';

const FIELDS = ['code', 'flat', 'percentage', 'listingType', 'user', 'start', 'end'] as const;

export function DiscountForm() {
  const { t } = useTranslation('payments');
  const { t: td } = useTranslation('dwellings');
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateDiscount();
  const { control, handleSubmit, setError, setValue, reset, clearErrors } = useForm<DiscountFormValues>({
    defaultValues: EMPTY_DISCOUNT_FORM,
  });

  const submit = handleSubmit((values) => {
    clearErrors();
    const input = toDiscountInput(values);
    const checked = createDiscountSchema.safeParse(input);
    if (!checked.success) {
      applyFieldIssues(
        setError,
        checked.error.issues.map((i) => ({ path: i.path.map(String), message: i.message })),
        { fields: [...FIELDS] },
      );
      return;
    }
    create.mutate(input, {
      onSuccess: () => {
        enqueueSnackbar(t('discounts.created'), { variant: 'success' });
        reset(EMPTY_DISCOUNT_FORM);
      },
      onError: (err) => {
        if (err instanceof ApiError && err.code === 'DISCOUNT_EXISTS') setError('code', { message: t('discounts.exists') });
        else if (!(err instanceof ApiError) || applyFieldIssues(setError, err.issues, { fields: [...FIELDS] }) === 0)
          enqueueSnackbar(t('discounts.failed'), { variant: 'error' });
      },
    });
  });

  const dateField = (name: 'start' | 'end', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateField
          label={label}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          required
          error={Boolean(fieldState.error)}
          helperText={fieldErrorText(fieldState.error)}
        />
      )}
    />
  );

  return (
    <Paper variant="outlined" component="section" aria-labelledby="discount-add-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2" id="discount-add-title">
            {t('discounts.addTitle')}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <FormTextField
              control={control}
              name="code"
              label={t('discounts.code')}
              required
              slotProps={{ htmlInput: { maxLength: 40 } }}
            />
            <Button
              variant="outlined"
              sx={{ mt: 1, flexShrink: 0 }}
              onClick={() => setValue('code', generateDiscountCode(), { shouldDirty: true, shouldValidate: false })}
            >
              {t('discounts.generate')}
            </Button>
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormTextField control={control} name="flat" label={t('discounts.flat')} inputMode="decimal" />
            <FormTextField
              control={control}
              name="percentage"
              label={t('discounts.percentage')}
              inputMode="decimal"
              helperText={t('discounts.percentageHelp')}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormSelectField
              control={control}
              name="listingType"
              label={t('discounts.listingType')}
              options={LISTING_TYPES.filter((l) => l !== 'STANDARD').map((l) => ({ value: l, label: td(`listingType.${l}`) }))}
              emptyOption={t('discounts.anyListingType')}
            />
            <Controller
              control={control}
              name="user"
              render={({ field, fieldState }) => (
                <Box sx={{ flex: 1 }}>
                  <UserPicker
                    label={t('discounts.user')}
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                    helperText={t('discounts.userHelp')}
                  />
                </Box>
              )}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {dateField('start', t('discounts.start'))}
            {dateField('end', t('discounts.end'))}
          </Stack>
          <Box>
            <Button type="submit" variant="contained" disabled={create.isPending}>
              {t('discounts.add')}
            </Button>
          </Box>
        </Stack>
      </Box>
    </Paper>
  );
}
