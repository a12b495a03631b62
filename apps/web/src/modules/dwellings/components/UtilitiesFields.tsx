/**
 * The utilities of step 2 (doc 2 §3 utilities[{key, value}], øre): one amount per utility key;
 * an empty amount removes the line. The total (SUM) is shown, not typed.
 */
import { useFormContext, useWatch } from 'react-hook-form';
import { Grid, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { UTILITY_KEYS, type UtilityKey } from '@udlejning/shared/dwellings/enums';
import type { DwellingContent } from '@udlejning/shared/dwellings/dwelling-form';
import { formatKr } from '../../../ui/format';
import { CurrencyField } from './CurrencyField';

const EDITABLE_KEYS = UTILITY_KEYS.filter((k) => k !== 'SUM');

export function UtilitiesFields({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('dwellings');
  const { control, setValue, getValues } = useFormContext<DwellingContent>();
  const utilities = useWatch({ control, name: 'economy.utilities' }) ?? [];
  const total = utilities.filter((u) => u.key !== 'SUM').reduce((sum, u) => sum + (u.value ?? 0), 0);

  function handleChange(key: UtilityKey, value: number | null) {
    const rest = (getValues('economy.utilities') ?? []).filter((u) => u.key !== key);
    const next = value === null ? rest : [...rest, { key, value }];
    next.sort((a, b) => UTILITY_KEYS.indexOf(a.key) - UTILITY_KEYS.indexOf(b.key));
    setValue('economy.utilities', next, { shouldDirty: true });
  }

  return (
    <Grid container spacing={2}>
      {EDITABLE_KEYS.map((key) => (
        <Grid key={key} size={{ xs: 6, sm: 4 }}>
          <CurrencyField
            label={t(`utility.${key}`)}
            value={utilities.find((u) => u.key === key)?.value ?? null}
            onChange={(v) => handleChange(key, v)}
            disabled={disabled}
          />
        </Grid>
      ))}
      <Grid size={12}>
        <Typography variant="body2" color="text.secondary">
          {t('utility.SUM')}: {formatKr(total)}
        </Typography>
      </Grid>
    </Grid>
  );
}
