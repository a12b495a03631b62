/**
 * /organizations/invitation?token=… (docs/architecture.md "Organizations"): the mailed
 * invitation link. It shows the invitation to anyone holding the link; signed in, the invitee accepts
 * or declines; signed out, sign-in and signup lead back here (pending-invitation.ts).
 */
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { GENERIC_ERROR } from '@udlejning/shared/errors';
import { ApiError } from '../../../lib/api';
import { tMessage } from '../../../lib/i18n';
import { PageHeading } from '../../../shell/PageHeading';
import { useSnackbar } from '../../../ui/toast/toast';
import { useSession } from '../../accounts/session';
import { useAcceptInvitation, useDeclineInvitation, useInvitationByToken } from '../api';
import { pendingInvitation } from '../pending-invitation';

const failureText = (err: unknown) => (err instanceof ApiError && err.message ? tMessage(err.message) : tMessage(GENERIC_ERROR));

export function OrganizationInvitationPage() {
  const { t } = useTranslation('accounts');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { user } = useSession();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const invitation = useInvitationByToken(token);
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  const data = invitation.data;
  const error = invitation.error;
  const answer = accept.error ?? decline.error;

  const handleAccept = () =>
    accept.mutate(
      { token },
      {
        onSuccess: (org) => {
          enqueueSnackbar(t('organizations.received.accepted', { organization: org.name }), { variant: 'success' });
          void navigate('/organizations');
        },
      },
    );
  const handleDecline = () =>
    decline.mutate(
      { token },
      {
        onSuccess: () => {
          enqueueSnackbar(t('organizations.received.declined'), { variant: 'success' });
          void navigate(user ? '/organizations' : '/');
        },
      },
    );

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 2, sm: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, width: '100%', maxWidth: 520, borderRadius: 3 }}>
        <PageHeading title={t('organizations.invitation.title')} variant="h5" gutterBottom sx={{ fontWeight: 600 }} />
        {!token && <Alert severity="error">{t('organizations.invitation.missing')}</Alert>}
        {token && invitation.isPending && (
          <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center' }}>
            <CircularProgress size={24} />
            <Typography>{t('organizations.invitation.loading')}</Typography>
          </Stack>
        )}
        {error && (
          <Alert severity="error">
            {error instanceof ApiError && error.code === 'TOKEN_EXPIRED'
              ? t('organizations.invitation.expired')
              : error instanceof ApiError && error.code === 'NOT_FOUND'
                ? t('organizations.invitation.notFound')
                : failureText(error)}
          </Alert>
        )}
        {data && (
          <Stack spacing={2}>
            <Typography>
              {t('organizations.received.text', {
                inviter: data.invitedBy || 'Udlejning',
                role: t(`organizations.roles.${data.role}`),
                organization: data.organizationName,
              })}
            </Typography>
            <Typography color="text.secondary">{t('organizations.invitation.forEmail', { email: data.email })}</Typography>
            {answer && <Alert severity="error">{failureText(answer)}</Alert>}
            {user ? (
              <Stack direction="row" spacing={2}>
                <Button variant="contained" onClick={handleAccept} disabled={accept.isPending || decline.isPending}>
                  {t('organizations.received.accept')}
                </Button>
                <Button variant="outlined" onClick={handleDecline} disabled={accept.isPending || decline.isPending}>
                  {t('organizations.received.decline')}
                </Button>
              </Stack>
            ) : (
              <>
                <Typography>{t('organizations.invitation.signInFirst')}</Typography>
                <Stack direction="row" spacing={2}>
                  <Button variant="contained" component={RouterLink} to="/" onClick={() => pendingInvitation.remember(token)}>
                    {t('organizations.invitation.signIn')}
                  </Button>
                  <Button
                    variant="outlined"
                    component={RouterLink}
                    to="/signup"
                    onClick={() => pendingInvitation.remember(token)}
                  >
                    {t('organizations.invitation.signUp')}
                  </Button>
                </Stack>
              </>
            )}
          </Stack>
        )}
        {(error || !token) && (
          // a way on from a used, expired or broken link: the person's organizations, or the sign-in page
          <Button component={RouterLink} to={user ? '/organizations' : '/'} variant="contained" sx={{ mt: 3 }}>
            {t(user ? 'organizations.invitation.toOrganizations' : 'organizations.invitation.signIn')}
          </Button>
        )}
      </Paper>
    </Box>
  );
}
