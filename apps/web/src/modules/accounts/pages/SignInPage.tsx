import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { Login } from '@udlejning/shared/accounts/login.schema';
import { GENERIC_ERROR } from '@udlejning/shared/errors';
import { ApiError } from '../../../lib/api';
import { tMessage } from '../../../lib/i18n';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { AuthLayout } from '../components/AuthLayout';
import { FormTextField } from '../../../ui/FormTextField';
import { useLogin } from '../api';
import { useCompleteSignIn } from '../use-complete-sign-in';
import { applyFieldIssues } from '../../../ui/form-errors';
import { nextFromSearch } from '../next-path';

// zod loads when the visitor starts typing, not with the page (docs/architecture.md "Front-end loading")
const loginValidation = lazyZodResolver(async () => (await import('@udlejning/shared/accounts/login.schema')).loginSchema);

/**
 * / (logged out): sign in with e-mail and password; success stores the session and goes to /dashboard
 * (doc 1 §2), or back to the page a `?next=` names (docs/architecture.md "Sign-in and mail links").
 */
export function SignInPage() {
  const { t } = useTranslation('accounts');
  const next = nextFromSearch(useLocation().search);
  const login = useLogin();
  const completeSignIn = useCompleteSignIn();
  const [failure, setFailure] = useState<{ message: string } | null>(null);
  // a failure without a field to fix takes focus: the Submit button was disabled while waiting, so
  // focus would otherwise fall to <body> (WCAG 2.4.3); a field issue focuses its field instead
  const failureRef = useRef<HTMLDivElement>(null);
  const focusFailure = useRef(false);
  useEffect(() => {
    if (failure && focusFailure.current) failureRef.current?.focus();
  }, [failure]);
  const { control, handleSubmit, setError } = useForm<Login>({
    resolver: loginValidation.resolver,
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      completeSignIn(await login.mutateAsync(values), next ?? '/dashboard');
    } catch (err) {
      // doc 1 §8: the server's message translated, otherwise the generic text
      const fieldCount = err instanceof ApiError ? applyFieldIssues(setError, err.issues, { fields: ['email', 'password'] }) : 0;
      focusFailure.current = fieldCount === 0;
      // a new object each time, so a repeated failure takes focus again
      setFailure({ message: err instanceof ApiError && err.status > 0 && err.status < 500 ? err.message : GENERIC_ERROR });
    }
  });

  return (
    <AuthLayout
      title={t('signIn.title')}
      intro={t('signIn.intro')}
      footer={
        <>
          {t('signIn.noAccount')}{' '}
          <Link component={RouterLink} to="/signup">
            {t('signIn.signupLink')}
          </Link>
        </>
      }
    >
      <Box component="form" noValidate onSubmit={onSubmit} onInput={loginValidation.preload}>
        <Stack spacing={2}>
          {next && !failure && (
            <Alert severity="info" role="status">
              {t('signIn.continue')}
            </Alert>
          )}
          {failure && (
            <Alert severity="error" role="alert" tabIndex={-1} ref={failureRef}>
              {tMessage(failure.message)}
            </Alert>
          )}
          <FormTextField control={control} name="email" label={t('email')} type="email" autoComplete="email" autoFocus />
          <FormTextField control={control} name="password" label={t('password')} isPassword autoComplete="current-password" />
          <Button type="submit" variant="contained" size="large" disabled={login.isPending}>
            {t('signIn.submit')}
          </Button>
          <Link component={RouterLink} to="/forgot-password" variant="body2" sx={{ alignSelf: 'center' }}>
            {t('signIn.forgot')}
          </Link>
        </Stack>
      </Box>
    </AuthLayout>
  );
}
