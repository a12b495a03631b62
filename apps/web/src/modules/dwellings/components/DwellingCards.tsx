/**
 * The dwelling lists on phones (below MUI `sm`, 600 px): one card per row instead of a table that
 * would scroll sideways. Each card shows the address (a link to the listing's preview), the
 * headline, rent, size, status and tier (listing type, with Upgrade while allowed) and the row's
 * action menu. Used by DwellingsTable for both the landlord and the admin list.
 */
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Button, Card, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatKr } from '../../../ui/format';
import { DIMMED } from '../../../ui/PagedTable';
import { canUpgrade, type DwellingRow } from '../dwelling-row';
import { DwellingStatusChip } from './DwellingStatusChip';
import { Fact } from '../../../ui/Fact';
import { UnverifiedAddressChip } from './UnverifiedAddressChip';

export type DwellingCardsProps<R extends DwellingRow> = {
  rows: R[];
  /** The row's action menu (DwellingRowMenu / AdminRowMenu). */
  renderActions?: (row: R) => ReactNode;
  /** Accessible name of the list. */
  label: string;
  emptyText?: ReactNode;
};

export function DwellingCards<R extends DwellingRow>({ rows, renderActions, label, emptyText }: DwellingCardsProps<R>) {
  const { t } = useTranslation('dwellings');
  const { t: tl } = useTranslation('lifecycle');
  if (rows.length === 0) {
    return emptyText ? (
      <Typography sx={{ py: 4, px: 2, textAlign: 'center', color: 'text.secondary' }}>{emptyText}</Typography>
    ) : null;
  }
  return (
    <Stack component="ul" aria-label={label} spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 1.5 }}>
      {rows.map((row) => {
        const address = row.location?.address || t('list.noAddress');
        const size =
          row.size?.rooms == null && row.size?.area == null
            ? null
            : t('list.sizeValue', { rooms: row.size?.rooms ?? '–', area: row.size?.area ?? '–' });
        return (
          <Card key={row.uuid} component="li" variant="outlined" sx={{ p: 1.5, ...(row.active ? {} : DIMMED) }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Link
                  component={RouterLink}
                  to={`/dwellings/${row.uuid}/preview`}
                  variant="subtitle2"
                  sx={{ display: 'block', overflowWrap: 'anywhere' }}
                >
                  {address}
                </Link>
                {row.headline && (
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                    {row.headline}
                  </Typography>
                )}
                <UnverifiedAddressChip row={row} />
                {row.user && (
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                    {row.user.name} · {row.user.email}
                  </Typography>
                )}
              </Box>
              {renderActions && <Box sx={{ flexShrink: 0 }}>{renderActions(row)}</Box>}
            </Stack>
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: 2, rowGap: 1, mt: 1, mb: 0 }}
            >
              <Fact label={t('list.rent')}>{row.economy?.rent == null ? '–' : formatKr(row.economy.rent)}</Fact>
              <Fact label={t('list.size')}>{size ?? '–'}</Fact>
              <Fact label={t('list.status')}>
                {/* long statuses ('Afventer godkendelse') wrap inside the chip instead of being cut */}
                <Box
                  sx={{
                    '& .MuiChip-root': { height: 'auto', maxWidth: '100%' },
                    '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
                  }}
                >
                  {row.displayedStatus && <DwellingStatusChip status={row.displayedStatus} />}
                </Box>
              </Fact>
              <Fact label={t('list.listingType')}>
                <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <span>{row.listingType && t(`listingType.${row.listingType}`)}</span>
                  {canUpgrade(row) && (
                    <Button
                      size="small"
                      variant="outlined"
                      component={RouterLink}
                      to={`/dwellings/${row.uuid}/status#pricing`}
                      aria-label={`${tl('actions.upgrade')} ${row.location?.address ?? ''}`.trim()}
                    >
                      {tl('actions.upgrade')}
                    </Button>
                  )}
                </Stack>
              </Fact>
            </Box>
          </Card>
        );
      })}
    </Stack>
  );
}
