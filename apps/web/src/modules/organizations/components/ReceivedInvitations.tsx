/**
 * The signed-in user's pending invitations on /organizations (
 * docs/architecture.md "Organizations"): each with Accept and Decline. Nothing shows when there are none.
 */
import { useTranslation } from 'react-i18next';
import { Button, Card, CardContent, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { GENERIC_ERROR } from '@udlejning/shared/errors';
import { ApiError } from '../../../lib/api';
import { tMessage } from '../../../lib/i18n';
import { useSnackbar } from '../../../ui/toast/toast';
import { useAcceptInvitation, useDeclineInvitation, useReceivedInvitations } from '../api';

const failureText = (err: unknown) => (err instanceof ApiError && err.message ? tMessage(err.message) : tMessage(GENERIC_ERROR));

export function ReceivedInvitations() {
  const { t } = useTranslation('accounts');
  const invitations = useReceivedInvitations();
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  const { enqueueSnackbar } = useSnackbar();
  const list = invitations.data ?? [];
  if (list.length === 0) return null;
  const isBusy = accept.isPending || decline.isPending;
  const onError = (err: unknown) => enqueueSnackbar(failureText(err), { variant: 'error' });
  return (
    <Card variant="outlined" component="section" aria-labelledby="received-invitations">
      <CardContent>
        <Typography id="received-invitations" variant="h6" component="h2" gutterBottom>
          {t('organizations.received.title')}
        </Typography>
        <List dense>
          {list.map((inv) => (
            <ListItem key={inv.id} disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemText
                primary={t('organizations.received.text', {
                  inviter: inv.invitedBy || 'Udlejning',
                  role: t(`organizations.roles.${inv.role}`),
                  organization: inv.organizationName,
                })}
              />
              <Stack direction="row" spacing={1}>
                <Button
                  variant="contained"
                  size="small"
                  disabled={isBusy}
                  aria-label={`${t('organizations.received.accept')}: ${inv.organizationName}`}
                  onClick={() =>
                    accept.mutate(
                      { id: inv.id },
                      {
                        onSuccess: (org) =>
                          enqueueSnackbar(t('organizations.received.accepted', { organization: org.name }), {
                            variant: 'success',
                          }),
                        onError,
                      },
                    )
                  }
                >
                  {t('organizations.received.accept')}
                </Button>
                <Button
                  variant="outlined"
                  size="small"
                  disabled={isBusy}
                  aria-label={`${t('organizations.received.decline')}: ${inv.organizationName}`}
                  onClick={() =>
                    decline.mutate(
                      { id: inv.id },
                      { onSuccess: () => enqueueSnackbar(t('organizations.received.declined'), { variant: 'success' }), onError },
                    )
                  }
                >
                  {t('organizations.received.decline')}
                </Button>
              </Stack>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
