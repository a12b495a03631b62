/**
 * Step 4, description (doc 2 §5 step 4): headline (max 50, a counter that says how many are too many; never cut), description (min 100, 500
 * recommended, counter), contact name/e-mail/phone (typed any common way, grouped on blur; stored in E.164 by the
 * server, docs/architecture.md "Phone numbers")/website link (http:// prefixed on blur), contact options
 * (chat/e-mail/phone), terms and facilities.
 */
import { useEffect } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { FormControl, FormControlLabel, FormGroup, FormLabel, Grid, Stack, Switch, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DESCRIPTION_MIN, DESCRIPTION_RECOMMENDED, HEADLINE_MAX } from '@udlejning/shared/dwellings/enums';
import { normalizeLink, type DwellingContent } from '@udlejning/shared/dwellings/form-schema';
import { formatPhone } from '@udlejning/shared/phone';
import { FieldErrorText } from '../../../ui/FieldErrorText';
import { FormTextField, emptyToNull } from '../../../ui/FormTextField';
import { TermsFields } from './TermsFields';

/** A typed phone number grouped ("22334455" → "+45 22 33 44 55"); one that is not a possible number stays as typed for the rule. */
const groupPhone = (raw: string) => (raw.trim() ? formatPhone(raw) : undefined);

const OPTIONS = ['chatable', 'emailable', 'phoneable'] as const;

export function DescriptionStep({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation('dwellings');
  const { control, formState, getValues, getFieldState, resetField } = useFormContext<DwellingContent>();
  // a stored or prefilled number (E.164, "+4522334455") is shown grouped like a typed one, without making the
  // form changed (docs/architecture.md "Phone numbers")
  useEffect(() => {
    const phone = getValues('contact.phone');
    if (!phone || getFieldState('contact.phone').isDirty) return;
    const grouped = formatPhone(phone);
    if (grouped !== phone) resetField('contact.phone', { defaultValue: grouped });
  }, [getValues, getFieldState, resetField]);
  const fromFacebook = Boolean(useWatch({ control, name: 'fromFacebook' }));
  const optionError = formState.errors.chatable;
  const headlineCounter = (count: number) =>
    count > HEADLINE_MAX
      ? t('description.headlineOver', { count, max: HEADLINE_MAX, over: count - HEADLINE_MAX })
      : t('description.headlineCounter', { count, max: HEADLINE_MAX });

  return (
    <Stack spacing={3}>
      <FormTextField
        control={control}
        parse={emptyToNull}
        name="headline"
        label={t('description.headline')}
        required
        disabled={readOnly}
        // no maxLength: a pasted or typed headline is never cut silently; the counter says how far over it is (doc 2 §5 step 4)
        helperText={(value) => headlineCounter((value ?? '').trim().length)}
      />
      <FormTextField
        control={control}
        parse={emptyToNull}
        name="description"
        label={t('description.description')}
        required
        multiline
        minRows={6}
        disabled={readOnly}
        helperText={(value) =>
          t('description.descriptionCounter', {
            count: (value ?? '').trim().length,
            min: DESCRIPTION_MIN,
            recommended: DESCRIPTION_RECOMMENDED,
          })
        }
      />

      <Typography variant="subtitle1" component="h3">
        {t('description.contact')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            parse={emptyToNull}
            name="contact.name"
            label={t('description.contactName')}
            required={!fromFacebook}
            disabled={readOnly}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            parse={emptyToNull}
            name="contact.email"
            label={t('description.contactEmail')}
            type="email"
            required={!fromFacebook}
            disabled={readOnly}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            name="contact.phone"
            label={t('description.contactPhone')}
            type="tel"
            parse={emptyToNull}
            normalizeOnBlur={groupPhone}
            autoComplete="tel"
            required={!fromFacebook}
            disabled={readOnly}
            slotProps={{ htmlInput: { inputMode: 'tel' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormTextField
            control={control}
            parse={emptyToNull}
            name="contact.link"
            label={t('description.contactLink')}
            normalizeOnBlur={normalizeLink}
            disabled={readOnly}
          />
        </Grid>
      </Grid>

      <FormControl component="fieldset" error={Boolean(optionError)}>
        <FormLabel component="legend">{t('description.contactOptions')}</FormLabel>
        <FormGroup row>
          {OPTIONS.map((name) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Switch
                      checked={Boolean(field.value)}
                      onChange={(e) => field.onChange(e.target.checked)}
                      disabled={readOnly}
                    />
                  }
                  label={t(`description.${name}`)}
                />
              )}
            />
          ))}
        </FormGroup>
        <FieldErrorText error={optionError} />
      </FormControl>

      <TermsFields readOnly={readOnly} />
    </Stack>
  );
}
