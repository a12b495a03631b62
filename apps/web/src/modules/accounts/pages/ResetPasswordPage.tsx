import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, AlertTitle, Box, Button, Link, Stack } from '@mui/material';
import { resetPasswordFormSchema, type ResetPasswordForm } from '@udlejning/shared/accounts/reset.schema';
import { GENERIC_ERROR } from '@udlejning/shared/errors';
import { ApiError } from '../../../lib/api';
import { tMessage } from '../../../lib/i18n';
import { tokenStorage } from '../../../lib/token-storage';
import { AuthLayout } from '../components/AuthLayout';
import { FormTextField } from '../../../ui/FormTextField';
import { useResetPassword } from '../api';
import { useCompleteSignIn } from '../use-complete-sign-in';
import { useSession } from '../session';
import { applyFieldIssues } from '../../../ui/form-errors';
import { isExpired, readResetLink } from '../token-payload';

/**
 * /reset-password?token=…: set a new password (doc 1 §4). userId, e-mail and exp come from the
 * token's payload; an expired (or already used) link hides the form and offers a new one.
 * Success stores the session and goes to /dwellings. Signed in, the form still shows, saying whose password it sets:
 * saving signs in as the link's account (docs/architecture.md "Sign-in and mail links").
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('accounts');
  const [params] = useSearchParams();
  const token = params.get('token');
  const link = useMemo(() => readResetLink(token), [token]);
  const [isServerExpired, setServerExpired] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const reset = useResetPassword();
  const completeSignIn = useCompleteSignIn();
  const { user } = useSession();
  const { control, handleSubmit, setError } = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', passwordRepeat: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    if (!link || !token) return;
    setFailure(null);
    try {
      completeSignIn(await reset.mutateAsync({ password, userId: link.userId, email: link.email, token }), '/dwellings');
    } catch (err) {
      tokenStorage.clear();
      if (err instanceof ApiError && err.code === 'TOKEN_EXPIRED') return setServerExpired(true);
      if (err instanceof ApiError) applyFieldIssues(setError, err.issues, { fields: ['password'] });
      setFailure(err instanceof ApiError && err.status > 0 && err.status < 500 ? err.message : GENERIC_ERROR);
    }
  });

  if (!link || isExpired(link.exp) || isServerExpired) {
    return (
      <AuthLayout title={t('reset.title')}>
        <Alert severity="warning" role="alert">
          <AlertTitle>{link ? t('reset.expired') : t('reset.invalid')}</AlertTitle>
          {t('reset.expiredHelp')}
        </Alert>
        <Button component={RouterLink} to="/forgot-password" variant="contained" sx={{ mt: 3 }} fullWidth>
          {t('reset.requestNew')}
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('reset.title')} intro={t('reset.intro', { email: link.email })}>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={2}>
          {user && (
            <Alert severity="info">
              {user.email.toLowerCase() === link.email.toLowerCase()
                ? t('reset.signedInSame')
                : t('reset.signedInOther', { current: user.email, email: link.email })}{' '}
              <Link component={RouterLink} to="/dashboard">
                {t('reset.toDashboard')}
              </Link>
            </Alert>
          )}
          {failure && (
            <Alert severity="error" role="alert">
              {tMessage(failure)}
            </Alert>
          )}
          <FormTextField
            control={control}
            name="password"
            label={t('password')}
            isPassword
            autoComplete="new-password"
            autoFocus
            deps={['passwordRepeat']}
          />
          <FormTextField
            control={control}
            name="passwordRepeat"
            label={t('passwordRepeat')}
            isPassword
            autoComplete="new-password"
          />
          <Button type="submit" variant="contained" size="large" disabled={reset.isPending}>
            {t('reset.submit')}
          </Button>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
