import { Link as RouterLink } from 'react-router';
import { Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { previewText, type ThreadView } from '@udlejning/shared/messages/thread';

/** The dwelling's address, linking to the dwelling, or to its preview when the thread is closed (doc 1 §2). */
export function ThreadDwellingLink({ thread }: { thread: ThreadView }) {
  const { t } = useTranslation('chat');
  const { dwelling } = thread;
  const address = dwelling.address ?? ([dwelling.zip, dwelling.city].filter(Boolean).join(' ') || t('noAddress'));
  const to = thread.closed ? `/dwellings/${dwelling.uuid}/preview` : `/dwellings/${dwelling.uuid}`;
  return (
    <Link
      component={RouterLink}
      to={to}
      title={t(thread.closed ? 'previewLink' : 'dwellingLink')}
      sx={{ overflowWrap: 'anywhere' }}
    >
      {address}
    </Link>
  );
}

/** The seeker's name, linking to the thread. */
export function ThreadSeekerLink({ thread }: { thread: ThreadView }) {
  const { t } = useTranslation('chat');
  return (
    <Link
      component={RouterLink}
      to={`/messages/${thread.id}`}
      aria-label={t('openThread', { name: thread.seeker.name })}
      sx={{ fontWeight: thread.unread ? 700 : undefined, overflowWrap: 'anywhere' }}
    >
      {thread.seeker.name}
    </Link>
  );
}

/** The latest message cut to 20 characters and ' ...' (doc 1 §2, §9). */
export function latestPreview(thread: ThreadView): string {
  return thread.latestMessage ? previewText(thread.latestMessage.text) : '';
}
