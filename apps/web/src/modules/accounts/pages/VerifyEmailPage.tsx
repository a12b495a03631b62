import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { ApiError, isRateLimited } from '../../../lib/api';
import { tMessage } from '../../../lib/i18n';
import { useSession, SESSION_QUERY_KEY } from '../session';
import { verifyEmailRequest } from '../api';
import { PageHeading } from '../../../shell/PageHeading';

/** /verify-email?token=…: confirms the address from the mailed link (doc 1 §4); works logged in or out. */
export function VerifyEmailPage() {
  const { t } = useTranslation('accounts');
  const [params] = useSearchParams();
  const token = params.get('token');
  const { user } = useSession();
  const queryClient = useQueryClient();
  // a query, not an effect, so React's double mount in development sends one request
  const verification = useQuery({
    queryKey: ['verify-email', token],
    queryFn: () => verifyEmailRequest(token ?? ''),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
  });
  const isVerified = verification.isSuccess;

  useEffect(() => {
    if (isVerified) void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  }, [isVerified, queryClient]);

  const error = verification.error;
  const isExpired = error instanceof ApiError && error.code === 'TOKEN_EXPIRED';

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 2, sm: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, width: '100%', maxWidth: 480, borderRadius: 3 }}>
        <PageHeading title={t('verify.title')} variant="h5" gutterBottom sx={{ fontWeight: 600 }} />
        {!token && <Alert severity="error">{t('verify.missing')}</Alert>}
        {token && verification.isPending && (
          <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
            <CircularProgress size={24} />
            <Typography>{t('verify.verifying')}</Typography>
          </Stack>
        )}
        {isVerified && (
          <Alert severity="success" role="status">
            {t('verify.success')}
          </Alert>
        )}
        {error && (
          <Alert severity="error">
            {isExpired ? t('verify.expired') : isRateLimited(error) ? tMessage(error.message) : t('verify.failed')}
          </Alert>
        )}
        {(isVerified || error || !token) && (
          <Button
            component={RouterLink}
            to={user ? (isVerified ? '/dashboard' : '/profile') : '/'}
            variant="contained"
            sx={{ mt: 3 }}
          >
            {user ? (isVerified ? t('verify.toDashboard') : t('verify.toAccount')) : t('verify.toSignIn')}
          </Button>
        )}
      </Paper>
    </Box>
  );
}
