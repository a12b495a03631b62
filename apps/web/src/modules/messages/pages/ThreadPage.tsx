import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import {
  Alert,
  Box,
  Button,
  Divider,
  LinearProgress,
  Link,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'react-i18next';
import { dwellingIdOfAgentUnique } from '@udlejning/shared/messages/thread';
import { useSession } from '../../accounts/session';
import { PageHeading } from '../../../shell/PageHeading';
import { ApiError } from '../../../lib/api';
import { useThread, useThreadAction } from '../api';
import { useThreadPolling } from '../use-thread-polling';
import { ThreadStatusChip } from '../components/ThreadStatusChip';
import { ThreadDwellingLink } from '../components/ThreadLinks';
import { ThreadMessages } from '../components/ThreadMessages';
import { ReplyForm } from '../components/ReplyForm';
import { AdminSendForm } from '../components/AdminSendForm';
import { SeekerProfileDialog } from '../../seekers/components/SeekerProfileDialog';
import { MarkTenantDialog } from '../components/MarkTenantDialog';
import { InviteToViewingButton } from '../../viewings/components/InviteToViewingButton';

/**
 * /messages/:id (doc 1 §2, §3, §4): the messages, recipients and agentUnique of one thread; opening it
 * marks it read; the landlord replies, and closes or reopens it; an admin sends by dwelling id
 * instead of replying (AdminSendForm, starting from this thread's dwelling and seeker). Refreshed on the doc 1 §4 schedule (useThreadPolling).
 * The landlord of an approved listing invites the seeker to a viewing time from an open thread (viewings/InviteToViewingButton).
 */
export function ThreadPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('chat');
  const { isAdmin } = useSession();
  const thread = useThread(id);
  const action = useThreadAction(id);
  useThreadPolling(thread.data, thread.dataUpdatedAt, thread.refetch);
  const [profileId, setProfileId] = useState<string | null>(null);
  const [markingTenant, setMarkingTenant] = useState(false);
  // after a let the button is gone: focus goes to the outcome instead of <body> (WCAG 2.4.3)
  const [letTo, setLetTo] = useState<string | null>(null);
  const letRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (letTo) letRef.current?.focus();
  }, [letTo]);

  // the landlord opening the thread reads it (doc 1 §4: read), once per unread message seen; an
  // admin looking at it leaves it unread for the landlord
  const readFor = useRef<string | null>(null);
  const data = thread.data;
  const latestAt = data?.messages.at(-1)?.createdAt ?? null;
  useEffect(() => {
    if (isAdmin || !data?.unread || readFor.current === latestAt) return;
    readFor.current = latestAt;
    action.mutate('read');
  }, [isAdmin, data?.unread, latestAt, action]);

  const back = (
    <Button component={RouterLink} to="/messages/" startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
      {t('thread.back')}
    </Button>
  );
  if (thread.isPending) return <LinearProgress />;
  if (thread.isError || !data) {
    const notFound = thread.error instanceof ApiError && thread.error.status === 404;
    return (
      <Stack spacing={2}>
        <PageHeading title={t(notFound ? 'thread.notFound' : 'thread.loadFailed')} />
        {back}
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      {back}
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <PageHeading title={t('threadTitle', { name: data.seeker.name })} variant="h5" />
        <ThreadStatusChip thread={data} />
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' } }}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
            {t('thread.messages')}
          </Typography>
          <ThreadMessages messages={data.messages} seekerName={data.seeker.name} />
          <Divider sx={{ my: 2 }} />
          {isAdmin ? (
            <Stack spacing={1.5}>
              <Typography variant="body2" color="text.secondary">
                {t('thread.adminNoReply')}
              </Typography>
              <AdminSendForm
                prefill={{ dwellingId: dwellingIdOfAgentUnique(data.agentUnique), seekerId: data.seeker.externalId }}
                threadId={data.id}
              />
            </Stack>
          ) : data.closed ? (
            <Alert severity="info">{t('thread.closed')}</Alert>
          ) : (
            <ReplyForm threadId={data.id} />
          )}
        </Paper>
        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Box component="dl" sx={{ m: 0, display: 'grid', rowGap: 1 }}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {t('thread.dwelling')}
              </Typography>
              <Box component="dd" sx={{ m: 0 }}>
                <ThreadDwellingLink thread={data} />
              </Box>
              <Typography component="dt" variant="caption" color="text.secondary">
                {t('thread.agentUnique')}
              </Typography>
              <Box component="dd" sx={{ m: 0, fontFamily: 'monospace' }}>
                {data.agentUnique}
              </Box>
            </Box>
            <Button
              variant="outlined"
              sx={{ mt: 2 }}
              disabled={action.isPending}
              onClick={() => action.mutate(data.closed ? 'open' : 'close')}
            >
              {t(data.closed ? 'thread.open' : 'thread.close')}
            </Button>
            {action.isError && (
              <Alert severity="error" sx={{ mt: 1 }}>
                {t('thread.actionFailed')}
              </Alert>
            )}
            {/* viewings are offered while the listing is approved (the server cancels them when it leaves APPROVED) */}
            {!isAdmin && !data.closed && data.dwelling.status === 'APPROVED' && (
              <Box sx={{ mt: 2 }}>
                <InviteToViewingButton threadId={data.id} dwellingUuid={data.dwelling.uuid} seekerName={data.seeker.name} />
              </Box>
            )}
          </Paper>
          {/* letting (docs/architecture.md "Letting"): the landlord's, on a live listing */}
          {letTo ? (
            <Alert severity="success" tabIndex={-1} ref={letRef}>
              {t('letting.done', { name: letTo })}
            </Alert>
          ) : (
            !isAdmin &&
            data.dwelling.status === 'APPROVED' &&
            data.dwelling.active && (
              <Paper variant="outlined" sx={{ p: 2 }}>
                <Typography variant="body2" color="text.secondary" id="mark-tenant-hint">
                  {t('letting.markHint')}
                </Typography>
                <Button
                  variant="outlined"
                  sx={{ mt: 1.5 }}
                  aria-describedby="mark-tenant-hint"
                  onClick={() => setMarkingTenant(true)}
                >
                  {t('letting.mark')}
                </Button>
              </Paper>
            )
          )}
          {/* outside the condition above: the thread reloads with the listing inactive while the dialog asks about the notice */}
          {!isAdmin && (
            <MarkTenantDialog
              open={markingTenant}
              threadId={data.id}
              seekerName={data.seeker.name}
              dwelling={{ uuid: data.dwelling.uuid, address: data.dwelling.address }}
              onClose={() => setMarkingTenant(false)}
              onDone={setLetTo}
            />
          )}
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h2">
              {t('thread.recipients')}
            </Typography>
            <List dense disablePadding>
              {data.recipients.map((r) => (
                <ListItem key={`${r.client}-${r.email}`} disableGutters>
                  <ListItemText
                    primary={r.name}
                    secondary={
                      <>
                        <Link href={`mailto:${r.email}`} sx={{ overflowWrap: 'anywhere' }}>
                          {r.email}
                        </Link>
                        {` · ${t(`client.${r.client}`)}`}
                      </>
                    }
                  />
                </ListItem>
              ))}
            </List>
            {/* the seeker's profile (doc 1 §2): admins, and the landlord of the dwelling the seeker wrote about */}
            <Button variant="text" sx={{ mt: 1 }} onClick={() => setProfileId(data.seeker.externalId)}>
              {t('thread.seekerProfile')}
            </Button>
            <SeekerProfileDialog externalId={profileId} onClose={() => setProfileId(null)} />
          </Paper>
        </Stack>
      </Box>
    </Stack>
  );
}
