import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@mui/material';
import VerifiedIcon from '@mui/icons-material/Verified';
import type { SessionUser } from '@udlejning/shared/accounts/user';
import { ERROR_TABLE, GENERIC_ERROR } from '@udlejning/shared/errors';
import { isRateLimited } from '../../../lib/api';
import { tMessage } from '../../../lib/i18n';
import { useResendVerification } from '../api';
import { useTitledToast } from '../use-titled-toast';

/** Verified badge, or the unverified notice with the resend button (doc 1 §2, §8). */
export function EmailVerificationNotice({ user }: { user: SessionUser }) {
  const { t } = useTranslation('accounts');
  const resend = useResendVerification();
  const toast = useTitledToast();

  if (user.emailVerified) {
    return (
      <Alert severity="success" icon={<VerifiedIcon fontSize="inherit" />}>
        {t('profile.emailVerified')}
      </Alert>
    );
  }

  const handleResend = async () => {
    try {
      const { resendEmailVerification: isSent } = await resend.mutateAsync(user.email);
      if (isSent) toast(t('profile.toastTitle'), t('profile.resent'), 'success');
      // false for an unverified own address: its hourly mails are used up (docs/architecture.md "Rate limits")
      else toast(t('profile.toastTitle'), tMessage(ERROR_TABLE.RATE_LIMITED.message));
    } catch (err) {
      toast(t('profile.toastTitle'), tMessage(isRateLimited(err) ? err.message : GENERIC_ERROR));
    }
  };

  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={handleResend} disabled={resend.isPending}>
          {t('profile.resend')}
        </Button>
      }
      sx={{ alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
    >
      {t('profile.emailUnverified')}
    </Alert>
  );
}
