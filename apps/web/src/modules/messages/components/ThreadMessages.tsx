/** The messages of a thread, oldest first: who wrote (seeker left, landlord and admin right), when, and the text. */
import { Box, Paper, Stack, Typography, alpha } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ThreadMessage } from '@udlejning/shared/messages/thread';
import { formatDateTime } from '../../../ui/format';

export function ThreadMessages({ messages, seekerName }: { messages: ThreadMessage[]; seekerName: string }) {
  const { t } = useTranslation('chat');
  if (messages.length === 0) return <Typography color="text.secondary">{t('thread.noMessages')}</Typography>;
  return (
    <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {messages.map((m, i) => {
        const isSeeker = m.externalFrom === 'SEEKER';
        return (
          <Box
            component="li"
            key={`${m.createdAt}-${i}`}
            sx={{ display: 'flex', justifyContent: isSeeker ? 'flex-start' : 'flex-end' }}
          >
            <Paper
              variant="outlined"
              sx={{
                p: 1.5,
                maxWidth: { xs: '92%', sm: '75%' },
                bgcolor: (theme) => (isSeeker ? theme.palette.background.paper : alpha(theme.palette.primary.main, 0.06)),
                borderColor: isSeeker ? 'divider' : 'primary.light',
              }}
            >
              <Typography variant="caption" color="text.secondary" component="p">
                {isSeeker ? seekerName : t(`from.${m.externalFrom}`)} · {formatDateTime(m.createdAt)}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {m.text}
              </Typography>
            </Paper>
          </Box>
        );
      })}
    </Stack>
  );
}
