/**
 * "Sign in as a home seeker" on a listing's public page (docs/architecture.md "Messages and the public listing page"): asks for an e-mail and mails a
 * link that opens this listing signed in; a signed-in seeker sees who they are and can sign out.
 */
import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PublicSeeker } from '@udlejning/shared/public-listing/listing';
import { ApiError } from '../../../lib/api';
import { tMessage } from '../../../lib/i18n';
import { useRequestSeekerSignIn, useSeekerSignOut } from '../api';
import { SEEKER_SIGN_IN_ID } from './ContactRefusal';

export function SeekerSignIn({ uuid, seeker }: { uuid: string; seeker: PublicSeeker | null }) {
  const { t } = useTranslation('publicListing');
  const request = useRequestSeekerSignIn(uuid);
  const signOut = useSeekerSignOut(uuid);
  const [email, setEmail] = useState('');
  const emailId = useId();
  if (seeker)
    return (
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2">
          {t('seeker.signedInAs', { name: seeker.name, level: t(`seeker.level.${seeker.level}`) })}
        </Typography>
        <Button size="small" onClick={() => signOut.mutate()}>
          {t('seeker.signOut')}
        </Button>
      </Stack>
    );
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (email.trim()) request.mutate(email.trim());
  };
  return (
    <Box component="form" id={SEEKER_SIGN_IN_ID} onSubmit={handleSubmit} aria-label={t('seeker.signInTitle')}>
      <Typography variant="subtitle1" component="h3">
        {t('seeker.signInTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('seeker.signInIntro')}
      </Typography>
      {request.isSuccess ? (
        <Alert severity="success" role="status">
          {t('seeker.sent')}
        </Alert>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
          {/* TextField's parts (FormControl, InputLabel, OutlinedInput are in the core chunk; TextField brings Select) */}
          <FormControl size="small" required>
            <InputLabel htmlFor={emailId}>{t('seeker.email')}</InputLabel>
            <OutlinedInput
              id={emailId}
              label={t('seeker.email')}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </FormControl>
          <Button type="submit" variant="outlined" disabled={request.isPending}>
            {t('seeker.send')}
          </Button>
        </Stack>
      )}
      {request.isError && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {request.error instanceof ApiError ? tMessage(request.error.message) : t('seeker.failed')}
        </Alert>
      )}
    </Box>
  );
}
