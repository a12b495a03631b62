/** The thread list on phones (below 600 px): one card per thread instead of the six-column table. */
import { Box, Card, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ThreadView } from '@udlejning/shared/messages/thread';
import { formatDateTime } from '../../../ui/format';
import { ThreadStatusChip } from './ThreadStatusChip';
import { ThreadDwellingLink, ThreadSeekerLink, latestPreview } from './ThreadLinks';
import { Fact } from '../../../ui/Fact';

export function ThreadCards({ rows, label, emptyText }: { rows: readonly ThreadView[]; label: string; emptyText: string }) {
  const { t } = useTranslation('chat');
  if (rows.length === 0)
    return <Typography sx={{ py: 4, px: 2, textAlign: 'center', color: 'text.secondary' }}>{emptyText}</Typography>;
  return (
    <Stack component="ul" aria-label={label} spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 1.5 }}>
      {rows.map((row) => (
        <Card key={row.id} component="li" variant="outlined" sx={{ p: 1.5 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <ThreadSeekerLink thread={row} />
            <ThreadStatusChip thread={row} />
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {latestPreview(row)}
          </Typography>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: 2, rowGap: 1, mt: 1, mb: 0 }}
          >
            <Fact label={t('columns.address')}>
              <ThreadDwellingLink thread={row} />
            </Fact>
            <Fact label={t('columns.updatedAt')}>{formatDateTime(row.updatedAt)}</Fact>
          </Box>
        </Card>
      ))}
    </Stack>
  );
}
