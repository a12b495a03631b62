import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Link, Stack } from '@mui/material';
import type { z } from 'zod';
import { requestResetSchema } from '@udlejning/shared/accounts/reset.schema';
import { AuthLayout } from '../components/AuthLayout';
import { FormTextField } from '../../../ui/FormTextField';
import { useRequestPasswordReset } from '../api';
import { isRateLimited } from '../../../lib/api';
import { tMessage } from '../../../lib/i18n';

type RequestReset = z.output<typeof requestResetSchema>;

/** /forgot-password: request a reset mail; afterwards always says a mail is sent if the address is known (doc 1 §8). */
export function ForgotPasswordPage() {
  const { t } = useTranslation('accounts');
  const request = useRequestPasswordReset();
  const [isSent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit } = useForm<RequestReset>({
    resolver: zodResolver(requestResetSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await request.mutateAsync(email);
    } catch (err) {
      // too many requests from this address (docs/architecture.md "Rate limits"): says nothing about the e-mail address
      if (isRateLimited(err)) return setFailure(tMessage(err.message));
      // any other result is never shown, so the page does not reveal which addresses exist
    }
    setSent(true);
  });

  return (
    <AuthLayout
      title={t('forgot.title')}
      intro={isSent ? undefined : t('forgot.intro')}
      footer={
        <Link component={RouterLink} to="/">
          {t('forgot.back')}
        </Link>
      }
    >
      {isSent ? (
        <Alert severity="success" role="status">
          {t('forgot.sent')}
        </Alert>
      ) : (
        <Box component="form" noValidate onSubmit={onSubmit}>
          <Stack spacing={2}>
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            <FormTextField control={control} name="email" label={t('email')} type="email" autoComplete="email" autoFocus />
            <Button type="submit" variant="contained" size="large" disabled={request.isPending}>
              {t('forgot.submit')}
            </Button>
          </Stack>
        </Box>
      )}
    </AuthLayout>
  );
}
