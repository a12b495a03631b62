import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Box, Button, Stack } from '@mui/material';
import {
  changePasswordFormSchema,
  type ChangePasswordForm as ChangePasswordValues,
} from '@udlejning/shared/accounts/password.schema';
import { GENERIC_ERROR } from '@udlejning/shared/errors';
import { ApiError } from '../../../lib/api';
import { tMessage } from '../../../lib/i18n';
import { useSession } from '../session';
import { useChangePassword } from '../api';
import { applyFieldIssues } from '../../../ui/form-errors';
import { useTitledToast } from '../use-titled-toast';
import { FormTextField } from '../../../ui/FormTextField';

const EMPTY: ChangePasswordValues = { oldPassword: '', password: '', passwordRepeat: '' };

/** The change-password form of My Account (doc 1 §5); toasts under 'Change password' (doc 1 §8). */
export function ChangePasswordForm() {
  const { t } = useTranslation('accounts');
  const { setSession } = useSession();
  const change = useChangePassword();
  const toast = useTitledToast();
  const { control, handleSubmit, setError, reset, formState } = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async ({ oldPassword, password }) => {
    try {
      setSession(await change.mutateAsync({ oldPassword, password }));
      reset(EMPTY);
      toast(t('changePassword.toastTitle'), t('changePassword.changed'), 'success');
    } catch (err) {
      const isServerAnswer = err instanceof ApiError && err.status > 0 && err.status < 500;
      if (err instanceof ApiError) applyFieldIssues(setError, err.issues, { fields: ['oldPassword', 'password'] });
      toast(t('changePassword.toastTitle'), tMessage(isServerAnswer ? err.message : GENERIC_ERROR));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t('changePassword.title')}>
      <Stack spacing={2}>
        <FormTextField
          control={control}
          name="oldPassword"
          label={t('changePassword.oldPassword')}
          isPassword
          autoComplete="current-password"
        />
        <FormTextField
          control={control}
          name="password"
          label={t('changePassword.password')}
          isPassword
          autoComplete="new-password"
          deps={['passwordRepeat']}
        />
        <FormTextField
          control={control}
          name="passwordRepeat"
          label={t('changePassword.passwordRepeat')}
          isPassword
          autoComplete="new-password"
        />
        <Box>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {t('changePassword.submit')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
