/**
 * Lease terms of step 4 (doc 2 §3 terms[{key, value, comment}]): PETS as Yes/No/Ask landlord,
 * the other terms as switches (NONPROFIT follows the social-housing switch of step 2), and the
 * facilities as toggle chips.
 */
import { useFormContext, useWatch } from 'react-hook-form';
import { Chip, FormControl, FormControlLabel, FormLabel, Grid, Stack, Switch } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { TERM_KEYS, type TermKey } from '@udlejning/shared/dwellings/enums';
import type { DwellingContent } from '@udlejning/shared/dwellings/dwelling-form';
import { SelectField } from '../../../ui/SelectField';
import { FACILITIES } from '../facilities';

type TermValue = DwellingContent['terms'][number]['value'];
const SWITCH_TERMS = TERM_KEYS.filter((k) => k !== 'PETS' && k !== 'NONPROFIT');
const PET_OPTIONS = ['true', 'false', 'unknown'] as const;

export function TermsFields({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation(['dwellings', 'common']);
  const { control, getValues, setValue } = useFormContext<DwellingContent>();
  const terms = useWatch({ control, name: 'terms' }) ?? [];
  const facilities = useWatch({ control, name: 'facilities' }) ?? [];
  const valueOf = (key: TermKey) => terms.find((x) => x.key === key)?.value ?? null;

  function setTerm(key: TermKey, value: TermValue) {
    const rest = (getValues('terms') ?? []).filter((x) => x.key !== key);
    const next = value === null || value === false ? rest : [...rest, { key, value, comment: null }];
    next.sort((a, b) => TERM_KEYS.indexOf(a.key) - TERM_KEYS.indexOf(b.key));
    setValue('terms', next, { shouldDirty: true });
  }

  function toggleFacility(key: string) {
    const list = getValues('facilities') ?? [];
    setValue('facilities', list.includes(key) ? list.filter((f) => f !== key) : [...list, key], { shouldDirty: true });
  }

  const pets = valueOf('PETS');
  const extraFacilities = facilities.filter((f) => !(FACILITIES as readonly string[]).includes(f));

  return (
    <Stack spacing={2}>
      <FormLabel component="legend">{t('description.terms')}</FormLabel>
      <Grid container spacing={1}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectField
            label={t('description.pets')}
            value={pets === null ? null : (String(pets) as (typeof PET_OPTIONS)[number])}
            onChange={(v) => setTerm('PETS', v === null ? null : v === 'unknown' ? 'unknown' : v === 'true')}
            options={PET_OPTIONS.map((o) => ({ value: o, label: t(`pets.${o}`) }))}
            emptyOption={t('common:notSpecified')}
            disabled={readOnly}
          />
        </Grid>
        <Grid size={{ sm: 6 }} sx={{ display: { xs: 'none', sm: 'block' } }} />
        {SWITCH_TERMS.map((key) => (
          <Grid key={key} size={{ xs: 12, sm: 6, md: 4 }}>
            <FormControlLabel
              control={
                <Switch checked={valueOf(key) === true} onChange={(e) => setTerm(key, e.target.checked)} disabled={readOnly} />
              }
              label={t(`term.${key}`)}
            />
          </Grid>
        ))}
      </Grid>
      <FormControl component="fieldset">
        <FormLabel component="legend" sx={{ mb: 1 }}>
          {t('description.facilities')}
        </FormLabel>
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
          {[...FACILITIES, ...extraFacilities].map((key) => {
            const on = facilities.includes(key);
            return (
              <Chip
                key={key}
                label={t(`facility.${key}`, { defaultValue: key })}
                color={on ? 'primary' : 'default'}
                variant={on ? 'filled' : 'outlined'}
                onClick={readOnly ? undefined : () => toggleFacility(key)}
                aria-pressed={on}
                role="button"
              />
            );
          })}
        </Stack>
      </FormControl>
    </Stack>
  );
}
