import { useEffect, useMemo, useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Link, Stack, Typography } from '@mui/material';
import { ApiError } from '../../../lib/api';
import { tMessage } from '../../../lib/i18n';
import { usePartner } from '../../../shell/use-site';
import { AuthLayout } from '../components/AuthLayout';
import { useUndoEmailChange } from '../api';
import { useSession } from '../session';
import { isExpired, readUndoEmailChangeLink } from '../token-payload';

/**
 * /undo-email-change?token=…: the link in the notice of an e-mail change, mailed to the old address
 * (docs/architecture.md "Auth and sessions" → "Undoing an e-mail change"). It changes nothing on opening (mail
 * scanners open links): the person reads what happened and what undoing does, then presses the button. Works signed
 * in or out; a session of the account ends with it.
 */
export function UndoEmailChangePage() {
  const { t } = useTranslation('accounts');
  const [params] = useSearchParams();
  const token = params.get('token');
  const link = useMemo(() => readUndoEmailChangeLink(token), [token]);
  const undo = useUndoEmailChange();
  const { user, signOut } = useSession();
  const partner = usePartner();
  const result = useRef<HTMLDivElement>(null);

  const error = undo.error;
  const isDone = undo.isSuccess;
  const expired = (link !== null && isExpired(link.exp)) || (error instanceof ApiError && error.code === 'TOKEN_EXPIRED');
  const taken = error instanceof ApiError && error.code === 'EMAIL_IN_USE';

  useEffect(() => {
    // the outcome replaces the button: focus goes to it (docs/architecture.md "Accessibility")
    if (isDone || error) result.current?.focus();
    // this browser's session of the account ended on the server with the undo
    if (isDone && user && link && user.id === link.userId) signOut('expired');
  }, [isDone, error, user, link, signOut]);

  const support = partner ? <Typography sx={{ mt: 1 }}>{t('undoEmailChange.support', { email: partner.supportEmail })}</Typography> : null;

  if (!link) {
    return (
      <AuthLayout title={t('undoEmailChange.title')}>
        <Alert severity="error">{t('undoEmailChange.invalid')}</Alert>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={t('undoEmailChange.title')}>
      <Stack spacing={2}>
        {!isDone && !expired && !taken && (
          <>
            <Typography>{t('undoEmailChange.intro', { oldEmail: link.oldEmail, newEmail: link.newEmail })}</Typography>
            <Typography>{t('undoEmailChange.what', { oldEmail: link.oldEmail })}</Typography>
            <Button variant="contained" size="large" disabled={undo.isPending} onClick={() => token && undo.mutate(token)}>
              {t('undoEmailChange.submit')}
            </Button>
          </>
        )}
        <div ref={result} tabIndex={-1} style={{ outline: 'none' }}>
          {isDone && (
            <Alert severity="success" role="status">
              {t('undoEmailChange.done', { oldEmail: link.oldEmail })}
            </Alert>
          )}
          {(expired || taken) && (
            <Alert severity="warning" role="alert">
              {expired ? t('undoEmailChange.expired') : t('undoEmailChange.taken', { oldEmail: link.oldEmail })}
              {support}
            </Alert>
          )}
          {error && !expired && !taken && (
            <Alert severity="error" role="alert">
              {error instanceof ApiError ? tMessage(error.message) : t('undoEmailChange.invalid')}
            </Alert>
          )}
        </div>
        {(isDone || expired || taken) && (
          <Link component={RouterLink} to="/">
            {t('undoEmailChange.toSignIn')}
          </Link>
        )}
      </Stack>
    </AuthLayout>
  );
}
