/**
 * Step 4, description (doc 2 §5 step 4): headline (max 50, counter), description (min 100, 500
 * recommended, counter), contact name/e-mail/phone (digits and plus)/website link (http://
 * prefixed on blur), contact options (chat/e-mail/phone), terms and facilities.
 */
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import {
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Grid,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DESCRIPTION_MIN, DESCRIPTION_RECOMMENDED, HEADLINE_MAX } from '@udlejning/shared/dwellings/enums';
import { normalizeLink, type DwellingContent } from '@udlejning/shared/dwellings/dwelling-form';
import { errorProps } from '../form-helpers';
import { tMessage } from '../../../lib/i18n';
import { TermsFields } from './TermsFields';

type ContactName = 'contact.name' | 'contact.email' | 'contact.phone' | 'contact.link';

function ContactField({
  name,
  label,
  readOnly,
  required,
  type,
}: {
  name: ContactName;
  label: string;
  readOnly: boolean;
  required?: boolean;
  type?: string;
}) {
  const { control } = useFormContext<DwellingContent>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          type={type}
          value={field.value ?? ''}
          onChange={(e) => {
            // phone numbers: digits and plus only (doc 2 §5)
            const v = name === 'contact.phone' ? e.target.value.replace(/[^\d+]/g, '') : e.target.value;
            field.onChange(v || null);
          }}
          onBlur={(e) => {
            if (name === 'contact.link') field.onChange(normalizeLink(e.target.value));
            field.onBlur();
          }}
          inputRef={field.ref}
          required={required}
          fullWidth
          disabled={readOnly}
          slotProps={{ htmlInput: name === 'contact.phone' ? { inputMode: 'tel' } : undefined }}
          {...errorProps(fieldState.error)}
        />
      )}
    />
  );
}

const OPTIONS = ['chatable', 'emailable', 'phoneable'] as const;

export function DescriptionStep({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation('dwellings');
  const { control, formState } = useFormContext<DwellingContent>();
  const fromFacebook = Boolean(useWatch({ control, name: 'fromFacebook' }));
  const optionError = formState.errors.chatable?.message;

  return (
    <Stack spacing={3}>
      <Controller
        control={control}
        name="headline"
        render={({ field, fieldState }) => (
          <TextField
            label={t('description.headline')}
            value={field.value ?? ''}
            onChange={(e) => field.onChange(e.target.value || null)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            required
            fullWidth
            disabled={readOnly}
            slotProps={{ htmlInput: { maxLength: HEADLINE_MAX } }}
            {...errorProps(fieldState.error, t('description.counter', { count: (field.value ?? '').length, max: HEADLINE_MAX }))}
          />
        )}
      />
      <Controller
        control={control}
        name="description"
        render={({ field, fieldState }) => (
          <TextField
            label={t('description.description')}
            value={field.value ?? ''}
            onChange={(e) => field.onChange(e.target.value || null)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            required
            fullWidth
            multiline
            minRows={6}
            disabled={readOnly}
            {...errorProps(
              fieldState.error,
              t('description.descriptionCounter', {
                count: (field.value ?? '').trim().length,
                min: DESCRIPTION_MIN,
                recommended: DESCRIPTION_RECOMMENDED,
              }),
            )}
          />
        )}
      />

      <Typography variant="subtitle1" component="h3">
        {t('description.contact')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ContactField name="contact.name" label={t('description.contactName')} readOnly={readOnly} required={!fromFacebook} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ContactField
            name="contact.email"
            label={t('description.contactEmail')}
            readOnly={readOnly}
            required={!fromFacebook}
            type="email"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ContactField
            name="contact.phone"
            label={t('description.contactPhone')}
            readOnly={readOnly}
            required={!fromFacebook}
            type="tel"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <ContactField name="contact.link" label={t('description.contactLink')} readOnly={readOnly} />
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
        {optionError && <FormHelperText>{tMessage(optionError)}</FormHelperText>}
      </FormControl>

      <TermsFields readOnly={readOnly} />
    </Stack>
  );
}
