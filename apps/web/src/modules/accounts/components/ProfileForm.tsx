import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Stack } from '@mui/material';
import { isEmailChange, profileSchemaFor, type Profile, type ProfileInput } from '@udlejning/shared/accounts/profile.schema';
import type { SessionUser } from '@udlejning/shared/accounts/user';
import { formatPhone } from '@udlejning/shared/phone';
import { ApiError } from '../../../lib/api';
import { tMessage } from '../../../lib/i18n';
import { useSession } from '../session';
import { useUpdateProfile } from '../api';
import { applyFieldIssues } from '../../../ui/form-errors';
import { useTitledToast } from '../use-titled-toast';
import { FormTextField } from '../../../ui/FormTextField';
import { FormDraftNotice } from '../../../ui/FormDraftNotice';

const FIELDS = ['firstname', 'lastname', 'email', 'phone', 'company', 'companyAddress', 'cvr', 'currentPassword'] as const;

const valuesOf = (u: SessionUser): ProfileInput => ({
  firstname: u.firstname,
  lastname: u.lastname,
  email: u.email,
  // grouped as shown everywhere; saved in E.164 (docs/architecture.md "Phone numbers")
  phone: formatPhone(u.phone),
  company: u.company ?? '',
  companyAddress: u.companyAddress ?? '',
  cvr: u.cvr ?? '',
  currentPassword: '',
});

type Props = { user: SessionUser; isAdmin: boolean };

/**
 * The My Account profile form (doc 1 §5): save stays disabled until something changed; cvr is
 * read-only for non-admins; BUSINESS users need company and company address; a new e-mail asks
 * for the current password (docs/architecture.md "Auth and sessions"). Failures toast under 'Edit account' and show in the form.
 */
export function ProfileForm({ user, isAdmin }: Props) {
  const { t } = useTranslation('accounts');
  const { setSession } = useSession();
  const update = useUpdateProfile();
  const toast = useTitledToast();
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => profileSchemaFor(user.type, user.email), [user.type, user.email]);
  const { control, handleSubmit, setError, reset, formState } = useForm<ProfileInput, unknown, Profile>({
    resolver: zodResolver(schema),
    defaultValues: valuesOf(user),
  });
  const isChangingEmail = isEmailChange(user.email, useWatch({ control, name: 'email' }));
  const hasCompany = user.type !== 'PERSONAL' || Boolean(user.company || user.companyAddress || user.cvr);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      // the password goes to the server only with a new e-mail, the one change that needs it
      const reply = await update.mutateAsync(isChangingEmail ? values : { ...values, currentPassword: undefined });
      setSession(reply);
      reset(valuesOf(reply));
      toast(t('profile.toastTitle'), t('profile.saved'), 'success');
    } catch (err) {
      const message = err instanceof ApiError && err.status > 0 && err.status < 500 ? tMessage(err.message) : t('profile.failed');
      if (err instanceof ApiError) applyFieldIssues(setError, err.issues, { fields: FIELDS });
      setFailure(message);
      toast(t('profile.toastTitle'), message);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('profile.details')}>
      <Stack spacing={2}>
        {/* an ended session keeps what was typed, never the password (docs/architecture.md "Form drafts") */}
        <FormDraftNotice draftKey={`profile:${user.id}`} control={control} reset={reset} omit={['currentPassword']} />
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField control={control} name="firstname" label={t('firstname')} required autoComplete="given-name" />
          <FormTextField control={control} name="lastname" label={t('lastname')} required autoComplete="family-name" />
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <FormTextField control={control} name="email" label={t('email')} required type="email" autoComplete="email" />
          <FormTextField control={control} name="phone" label={t('phone')} required type="tel" autoComplete="tel" />
        </Stack>
        {isChangingEmail && (
          <FormTextField
            control={control}
            name="currentPassword"
            label={t('profile.currentPassword')}
            helperText={t('profile.currentPasswordHelp')}
            required
            isPassword
            autoComplete="current-password"
          />
        )}
        {hasCompany && (
          <>
            <FormTextField
              control={control}
              name="company"
              label={t('company')}
              required={user.type === 'BUSINESS'}
              autoComplete="organization"
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField
                control={control}
                name="companyAddress"
                label={t('companyAddress')}
                required={user.type === 'BUSINESS'}
              />
              <FormTextField
                control={control}
                name="cvr"
                label={t('cvr')}
                helperText={isAdmin ? undefined : t('profile.cvrAdminOnly')}
                slotProps={{ input: { readOnly: !isAdmin } }}
                disabled={!isAdmin}
              />
            </Stack>
          </>
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={!formState.isDirty || formState.isSubmitting}>
            {t('profile.save')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
