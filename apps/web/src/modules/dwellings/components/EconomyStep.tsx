/**
 * Step 2, economy (doc 2 §5 step 2): rent, prepaid rent, deposit with 1/2/3-months helpers and
 * the 'Maksimalt 3 x huslejen eksklusiv forbrug' warning, utilities (disabled when inclusive),
 * and for BUSINESS owners social housing (housing type, downpayment) and a website. Øre throughout.
 */
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Alert, Button, ButtonGroup, FormControlLabel, Grid, Stack, Switch, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { HOUSING_TYPES } from '@udlejning/shared/dwellings/enums';
import { depositSuggestions, depositWarning, type DwellingContent } from '@udlejning/shared/dwellings/dwelling-form';
import { formatKr } from '../../../ui/format';
import { errorProps, fieldErrorText } from '../../../ui/form-errors';
import { tMessage } from '../../../lib/i18n';
import { CurrencyField } from './CurrencyField';
import { FormSelectField } from '../../../ui/FormSelectField';
import { FormTextField, emptyToNull } from '../../../ui/FormTextField';
import { UtilitiesFields } from './UtilitiesFields';

type MoneyName = 'economy.rent' | 'economy.prepaid' | 'economy.deposit' | 'economy.downpayment';

function MoneyField({
  name,
  label,
  readOnly,
  required,
}: {
  name: MoneyName;
  label: string;
  readOnly: boolean;
  required?: boolean;
}) {
  const { control } = useFormContext<DwellingContent>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CurrencyField
          label={label}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={readOnly}
          required={required}
          {...errorProps(fieldState.error)}
        />
      )}
    />
  );
}

/** On blur: a website without a scheme gets http:// (undefined = leave as typed). */
const withScheme = (raw: string): string | undefined => {
  const v = raw.trim();
  return v && !/^[a-z][a-z0-9+.-]*:\/\//i.test(v) ? `http://${v}` : undefined;
};

export type EconomyStepProps = { readOnly: boolean; isBusiness: boolean };

export function EconomyStep({ readOnly, isBusiness }: EconomyStepProps) {
  const { t } = useTranslation('dwellings');
  const { control, setValue } = useFormContext<DwellingContent>();
  const economy = useWatch({ control, name: 'economy' });
  const fromFacebook = useWatch({ control, name: 'fromFacebook' });
  const warning = depositWarning(economy);
  const suggestions = depositSuggestions(economy?.rent);
  const isSocial = Boolean(economy?.socialHousing);

  return (
    <Stack spacing={3}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <MoneyField name="economy.rent" label={t('economy.rent')} readOnly={readOnly} required />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <MoneyField
            name="economy.prepaid"
            label={t('economy.prepaid')}
            readOnly={readOnly}
            required={!isSocial && !fromFacebook}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <MoneyField
            name="economy.deposit"
            label={t('economy.deposit')}
            readOnly={readOnly}
            required={!isSocial && !fromFacebook}
          />
          {suggestions.length > 0 && (
            <ButtonGroup
              size="small"
              variant="outlined"
              aria-label={t('economy.depositHelpers')}
              sx={{ mt: 1 }}
              disabled={readOnly}
            >
              {suggestions.map((amount, i) => (
                <Button
                  key={i}
                  title={formatKr(amount)}
                  onClick={() => setValue('economy.deposit', amount, { shouldDirty: true, shouldValidate: true })}
                >
                  {t('economy.depositMonths', { count: i + 1 })}
                </Button>
              ))}
            </ButtonGroup>
          )}
        </Grid>
      </Grid>
      {warning && <Alert severity="warning">{tMessage(warning)}</Alert>}

      <Controller
        control={control}
        name="economy.inclusive"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Switch checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} disabled={readOnly} />
            }
            label={t('economy.inclusive')}
          />
        )}
      />
      <Typography variant="subtitle1" component="h3">
        {t('economy.utilities')}
      </Typography>
      <UtilitiesFields disabled={readOnly || Boolean(economy?.inclusive)} />

      {isBusiness && (
        <Stack spacing={2}>
          <Controller
            control={control}
            name="economy.socialHousing"
            render={({ field, fieldState }) => (
              <Stack>
                <FormControlLabel
                  control={
                    <Switch
                      checked={Boolean(field.value)}
                      onChange={(e) => field.onChange(e.target.checked)}
                      disabled={readOnly}
                    />
                  }
                  label={t('economy.socialHousing')}
                />
                {fieldState.error && <Alert severity="error">{fieldErrorText(fieldState.error)}</Alert>}
              </Stack>
            )}
          />
          {isSocial && (
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormSelectField
                  control={control}
                  name="economy.housingType"
                  label={t('economy.housingType')}
                  options={HOUSING_TYPES.map((type) => ({ value: type, label: t(`housingType.${type}`) }))}
                  required
                  disabled={readOnly}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <MoneyField name="economy.downpayment" label={t('economy.downpayment')} readOnly={readOnly} required />
              </Grid>
            </Grid>
          )}
          <FormTextField
            control={control}
            parse={emptyToNull}
            name="economy.website"
            label={t('economy.website')}
            type="url"
            normalizeOnBlur={withScheme}
            disabled={readOnly}
          />
        </Stack>
      )}
    </Stack>
  );
}
