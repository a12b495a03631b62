/**
 * Vacant-from date and rental period of step 1 (doc 2 §5 step 1): the date is at most 365 days
 * ahead, past days are disabled, empty = as soon as possible; the period is UNLIMITED, DATE (an
 * end date after the vacant-from date) or RANGE (a 0-49 month slider, 0 = Min, 49 = Maks).
 * Dates are stored as UTC-midnight ISO strings; the fields are the browser's date input (ui/DateField).
 */
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import {
  Box,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Grid,
  Radio,
  RadioGroup,
  Slider,
  Stack,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { AVAILABLE_MAX_DAYS, RANGE_MAX, RANGE_MIN, TIMEFRAME_TYPES, type TimeframeType } from '@udlejning/shared/dwellings/enums';
import type { DwellingContent } from '@udlejning/shared/dwellings/dwelling-form';
import { errorProps } from '../../../ui/form-errors';
import { FieldErrorText } from '../../../ui/FieldErrorText';
import { tMessage } from '../../../lib/i18n';
import { DateField, isoToDay, localDay } from '../../../ui/DateField';

export function VacancyFields({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation('dwellings');
  const { control, formState } = useFormContext<DwellingContent>();
  const type = useWatch({ control, name: 'timeframe.type' });
  const available = useWatch({ control, name: 'available' });
  const today = localDay();
  const maxAvailable = localDay(AVAILABLE_MAX_DAYS);
  const availableDay = isoToDay(available);
  const minEnd = localDay(1, availableDay > today ? availableDay : today);
  const rangeError = formState.errors.timeframe?.min ?? formState.errors.timeframe?.max;

  return (
    <Stack spacing={3}>
      <Grid container>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            control={control}
            name="available"
            render={({ field, fieldState }) => (
              <DateField
                label={t('lease.available')}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                min={today}
                max={maxAvailable}
                disabled={readOnly}
                ref={field.ref}
                clearLabel={t('lease.clearAvailable')}
                {...errorProps(fieldState.error, t('lease.availableHelper'))}
              />
            )}
          />
        </Grid>
      </Grid>

      <Controller
        control={control}
        name="timeframe.type"
        render={({ field, fieldState }) => (
          <FormControl error={Boolean(fieldState.error)} disabled={readOnly}>
            <FormLabel id="timeframe-label">{t('lease.timeframe')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="timeframe-label"
              value={field.value ?? ''}
              onChange={(e) => field.onChange(e.target.value as TimeframeType)}
            >
              {TIMEFRAME_TYPES.map((value) => (
                <FormControlLabel key={value} value={value} control={<Radio />} label={t(`timeframeType.${value}`)} />
              ))}
            </RadioGroup>
            <FieldErrorText error={fieldState.error} />
          </FormControl>
        )}
      />

      {type === 'DATE' && (
        <Grid container>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              control={control}
              name="timeframe.date"
              render={({ field, fieldState }) => (
                <DateField
                  label={t('lease.timeframeDate')}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  min={minEnd}
                  disabled={readOnly}
                  required
                  ref={field.ref}
                  {...errorProps(fieldState.error)}
                />
              )}
            />
          </Grid>
        </Grid>
      )}

      {type === 'RANGE' && <RangeSlider readOnly={readOnly} error={rangeError?.message} />}
    </Stack>
  );
}

function RangeSlider({ readOnly, error }: { readOnly: boolean; error?: string }) {
  const { t } = useTranslation('dwellings');
  const { control, setValue } = useFormContext<DwellingContent>();
  const min = useWatch({ control, name: 'timeframe.min' }) ?? RANGE_MIN;
  const max = useWatch({ control, name: 'timeframe.max' }) ?? RANGE_MAX;
  const label = (v: number) => (v === RANGE_MIN ? t('lease.rangeMin') : v === RANGE_MAX ? t('lease.rangeMax') : String(v));
  return (
    <FormControl error={Boolean(error)} disabled={readOnly} fullWidth>
      <FormLabel id="timeframe-range-label">
        {t('lease.timeframeRange')}: {t('lease.rangeValue', { min: label(min), max: label(max) })} {t('lease.months')}
      </FormLabel>
      <Box sx={{ px: 2, pt: 1 }}>
        <Slider
          value={[min, max]}
          onChange={(_e, v) => {
            const [lo, hi] = v as number[];
            setValue('timeframe.min', lo, { shouldDirty: true });
            setValue('timeframe.max', hi, { shouldDirty: true });
          }}
          min={RANGE_MIN}
          max={RANGE_MAX}
          step={1}
          disableSwap
          disabled={readOnly}
          valueLabelDisplay="auto"
          valueLabelFormat={label}
          getAriaLabel={(i) => (i === 0 ? t('lease.rangeMin') : t('lease.rangeMax'))}
          getAriaValueText={label}
          marks={[
            { value: RANGE_MIN, label: t('lease.rangeMin') },
            { value: RANGE_MAX, label: t('lease.rangeMax') },
          ]}
        />
      </Box>
      {error && <FormHelperText>{tMessage(error)}</FormHelperText>}
    </FormControl>
  );
}
