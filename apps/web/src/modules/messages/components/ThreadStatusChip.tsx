import { Box, Chip, Stack, type ChipProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ThreadStatus } from '@udlejning/shared/messages/enums';
import { threadStatusOf, type ThreadView } from '@udlejning/shared/messages/thread';

const STATUS_COLORS = { CLOSED: 'default', NEW_MESSAGE: 'primary', OPEN: 'default' } as const satisfies Record<
  ThreadStatus,
  ChipProps['color']
>;

/** A thread's row status (doc 1 §2: CLOSED, NEW MESSAGE or OPEN) and, while unread, the unread marker. */
export function ThreadStatusChip({ thread }: { thread: Pick<ThreadView, 'closed' | 'unread'> }) {
  const { t } = useTranslation('chat');
  const status = threadStatusOf(thread);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {thread.unread ? (
        <Box
          role="img"
          aria-label={t('unread')}
          title={t('unread')}
          sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'error.main', flexShrink: 0 }}
        />
      ) : (
        <Box sx={{ width: 10, flexShrink: 0 }} />
      )}
      <Chip
        size="small"
        color={STATUS_COLORS[status]}
        variant={status === 'CLOSED' ? 'outlined' : 'filled'}
        sx={{ fontWeight: status === 'NEW_MESSAGE' ? 700 : undefined }}
        label={t(`status.${status}`)}
      />
    </Stack>
  );
}
