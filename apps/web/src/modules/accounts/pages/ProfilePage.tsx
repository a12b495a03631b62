import { useTranslation } from 'react-i18next';
import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useSession } from '../session';
import { ProfileForm } from '../components/ProfileForm';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { EmailVerificationNotice } from '../components/EmailVerificationNotice';
import { PageHeading } from '../../../shell/PageHeading';
import { PrivacySection } from '../../privacy/components/PrivacySection';

/** /profile, My Account (doc 1 §2): profile form, resend verification when unverified, change password, and the privacy rights (data export, deletion request; docs/architecture.md "Privacy"). */
export function ProfilePage() {
  const { t } = useTranslation('accounts');
  const { user, isAdmin } = useSession();
  if (!user) return null;
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <PageHeading title={t('profile.title')} />
        <Chip label={t(`types.${user.type}`)} size="small" aria-label={`${t('profile.type')}: ${t(`types.${user.type}`)}`} />
      </Stack>
      <EmailVerificationNotice user={user} />
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('profile.details')}
          </Typography>
          {/* keyed by user id so switching accounts starts a fresh form */}
          <ProfileForm key={user.id} user={user} isAdmin={isAdmin} />
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('changePassword.title')}
          </Typography>
          <ChangePasswordForm />
        </CardContent>
      </Card>
      <PrivacySection />
    </Stack>
  );
}
