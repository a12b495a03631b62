/**
 * Column definitions of the dwelling tables (doc 2 §2 Landlord list, Admin list). Tables render
 * whatever columns they get, so the admin column picker, per-column filters and the URL hash
 * (a later issue) only have to choose and filter this list.
 */
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { DwellingListItem, DwellingSortKey } from '@udlejning/shared/dwellings/dwelling';
import { formatKr } from '@udlejning/shared/dwellings/money';
import { DwellingStatusChip } from './components/DwellingStatusChip';
import { formatDateTime } from './format';

export const COLUMN_IDS = ['address', 'rent', 'size', 'status', 'listingType', 'user', 'created'] as const;
export type ColumnId = (typeof COLUMN_IDS)[number];

export type DwellingColumn = {
  id: ColumnId;
  label: string;
  render: (row: DwellingListItem) => ReactNode;
  /** Set when the server can sort by this column. */
  sortKey?: DwellingSortKey;
  align?: 'left' | 'right';
  /** Columns with a minimum width wrap their text; the others stay on one line (tables scroll on phones). */
  minWidth?: number;
};

/** Landlord table: Address, Rent, Size, Status, Annoncering (the action menu is added by the table). */
export const LANDLORD_COLUMNS: ColumnId[] = ['address', 'rent', 'size', 'status', 'listingType'];
/** Admin table default columns. */
export const ADMIN_COLUMNS: ColumnId[] = ['address', 'user', 'status', 'listingType', 'created'];

/** The translated column definitions, in `ids` order. */
export function useDwellingColumns(ids: readonly ColumnId[]): DwellingColumn[] {
  const { t, i18n } = useTranslation('dwellings');
  const all: Record<ColumnId, DwellingColumn> = {
    address: {
      id: 'address',
      label: t('list.address'),
      sortKey: 'ADDRESS',
      minWidth: 220,
      render: (row) => (
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {row.location.address || t('list.noAddress')}
          </Typography>
          {row.headline && (
            <Typography variant="caption" color="text.secondary">
              {row.headline}
            </Typography>
          )}
        </Box>
      ),
    },
    rent: {
      id: 'rent',
      label: t('list.rent'),
      sortKey: 'RENT',
      align: 'right',
      render: (row) => (row.economy.rent == null ? '' : formatKr(row.economy.rent)),
    },
    size: {
      id: 'size',
      label: t('list.size'),
      render: (row) =>
        row.size.rooms == null && row.size.area == null
          ? ''
          : t('list.sizeValue', { rooms: row.size.rooms ?? '–', area: row.size.area ?? '–' }),
    },
    status: {
      id: 'status',
      label: t('list.status'),
      sortKey: 'STATUS',
      render: (row) => <DwellingStatusChip status={row.displayedStatus} />,
    },
    listingType: { id: 'listingType', label: t('list.listingType'), render: (row) => t(`listingType.${row.listingType}`) },
    user: {
      id: 'user',
      label: t('list.user'),
      render: (row) =>
        row.user ? (
          <Box>
            <Typography variant="body2">{row.user.name}</Typography>
            <Typography variant="caption" color="text.secondary">
              {row.user.email}
            </Typography>
          </Box>
        ) : (
          ''
        ),
    },
    created: {
      id: 'created',
      label: t('list.created'),
      sortKey: 'CREATED_AT',
      render: (row) => formatDateTime(row.createdAt, i18n.language),
    },
  };
  return ids.map((id) => all[id]);
}
