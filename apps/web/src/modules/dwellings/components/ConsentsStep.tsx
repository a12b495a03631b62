/**
 * Step 5, preview and consents (doc 2 §5 step 5): the compact summary and the three consents
 * TERMS_OF_AGREEMENT, TERMS_OF_SERVICE and COPYRIGHT (stored in CONSENT_KEYS order).
 */
import { useFormContext } from 'react-hook-form';
import { FormControl, FormGroup, FormLabel, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CONSENT_KEYS } from '@udlejning/shared/dwellings/enums';
import type { DwellingContent, DwellingStep } from '@udlejning/shared/dwellings/dwelling-form';
import { FormCheckbox } from '../../../ui/FormCheckbox';
import { FormSummary } from './FormSummary';

export function ConsentsStep({ readOnly, onJump }: { readOnly: boolean; onJump?: (step: DwellingStep) => void }) {
  const { t } = useTranslation('dwellings');
  const { control } = useFormContext<DwellingContent>();
  return (
    <Stack spacing={3}>
      <FormSummary onJump={onJump} />
      <FormControl component="fieldset" disabled={readOnly}>
        {/* a disabled legend keeps body-text contrast (WCAG 1.4.3, 4.5:1): it still names the group */}
        <FormLabel component="legend" sx={{ '&.Mui-disabled': { color: 'text.secondary' } }}>
          {t('summary.consents')}
        </FormLabel>
        <FormGroup>
          {CONSENT_KEYS.map((key, index) => (
            <FormCheckbox
              key={key}
              control={control}
              name={`consents.${index}.value`}
              label={t(`consent.${key}`)}
              disabled={readOnly}
            />
          ))}
        </FormGroup>
      </FormControl>
    </Stack>
  );
}
