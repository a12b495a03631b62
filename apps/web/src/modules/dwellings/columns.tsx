/**
 * Column definitions of the dwelling tables (doc 2 §2 Landlord list, Admin list). Tables render
 * whatever columns they get; the admin table adds its column picker (saved under
 * `dwellings-columns`) and a filter row built from each column's `filter`.
 */
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Box, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { DwellingSortKey } from '@udlejning/shared/dwellings/dwelling';
import type { DwellingRow } from './dwelling-row';
import { DwellingStatusChip } from './components/DwellingStatusChip';
import { ListingTypeCell } from './components/ListingTypeCell';
import { UnverifiedAddressChip } from './components/UnverifiedAddressChip';
import { PossibleDuplicateChip } from './components/PossibleDuplicateChip';
import { duplicateOfRow } from './dwelling-row';
import type { FilterKey } from './admin-list-state';
import { formatDateTime, formatKr } from '../../ui/format';

export const COLUMN_IDS = [
  'address',
  'zip',
  'city',
  'rent',
  'size',
  'user',
  'status',
  'listingType',
  'created',
  'updated',
  'expires',
  'duplicate',
] as const;
export type ColumnId = (typeof COLUMN_IDS)[number];

/** How a column is filtered in the admin table: a debounced text input, a select, a range. */
export type ColumnFilter =
  | { kind: 'text'; key: FilterKey }
  | { kind: 'select'; key: FilterKey; options: { value: string; label: string }[] }
  | { kind: 'kr-range'; keys: [FilterKey, FilterKey] }
  | { kind: 'date-range'; keys: [FilterKey, FilterKey] };

export type DwellingColumn = {
  id: ColumnId;
  label: string;
  render: (row: DwellingRow) => ReactNode;
  /** Set when the server can sort by this column. */
  sortKey?: DwellingSortKey;
  /** Set when the admin table can filter by this column. */
  filter?: ColumnFilter;
  align?: 'left' | 'right';
  /** Columns with a minimum width wrap their text; the others stay on one line (tables scroll on phones). */
  minWidth?: number;
};

/** Landlord table: Address, Rent, Size, Status, Annoncering (the action menu is added by the table). */
export const LANDLORD_COLUMNS: ColumnId[] = ['address', 'rent', 'size', 'status', 'listingType'];
/** Every admin column, in order (doc 2 §2 Admin list). */
export const ADMIN_COLUMNS: ColumnId[] = [...COLUMN_IDS];
/** Admin columns shown before the admin picks any. */
// zip and city are part of the address text; the picker shows them as columns of their own
export const ADMIN_DEFAULT_VISIBLE: ColumnId[] = [
  'address',
  'rent',
  'size',
  'user',
  'status',
  'listingType',
  'created',
  'expires',
  'duplicate',
];

/** The translated column definitions, in `ids` order. */
export function useDwellingColumns(ids: readonly ColumnId[]): DwellingColumn[] {
  const { t, i18n } = useTranslation('dwellings');
  const date = (iso: string | null | undefined) => formatDateTime(iso, i18n.language);
  const all: Record<ColumnId, DwellingColumn> = {
    address: {
      id: 'address',
      label: t('list.address'),
      sortKey: 'ADDRESS',
      filter: { kind: 'text', key: 'address' },
      minWidth: 220,
      render: (row) => (
        <Box>
          {/* a real link, so keyboard users reach and open each row (docs/architecture.md "Accessibility"); the row's own click stays for the mouse */}
          <Link
            component={RouterLink}
            to={`/dwellings/${row.uuid}/preview`}
            variant="body2"
            underline="hover"
            color="inherit"
            onClick={(e) => e.stopPropagation()}
            sx={{ fontWeight: 500, display: 'block' }}
          >
            {row.location?.address || t('list.noAddress')}
          </Link>
          {row.headline && (
            <Typography variant="caption" color="text.secondary">
              {row.headline}
            </Typography>
          )}
          <UnverifiedAddressChip row={row} />
          <PossibleDuplicateChip row={row} />
        </Box>
      ),
    },
    zip: {
      id: 'zip',
      label: t('adminList.zip'),
      sortKey: 'ZIP',
      filter: { kind: 'text', key: 'zip' },
      render: (row) => row.location?.zip ?? '',
    },
    city: {
      id: 'city',
      label: t('adminList.city'),
      filter: { kind: 'text', key: 'city' },
      render: (row) => row.location?.city ?? '',
    },
    rent: {
      id: 'rent',
      label: t('list.rent'),
      sortKey: 'RENT',
      filter: { kind: 'kr-range', keys: ['rentMin', 'rentMax'] },
      align: 'right',
      render: (row) => (row.economy?.rent == null ? '' : formatKr(row.economy.rent)),
    },
    size: {
      id: 'size',
      label: t('list.size'),
      render: (row) =>
        row.size?.rooms == null && row.size?.area == null
          ? ''
          : t('list.sizeValue', { rooms: row.size?.rooms ?? '–', area: row.size?.area ?? '–' }),
    },
    status: {
      id: 'status',
      label: t('list.status'),
      sortKey: 'STATUS',
      filter: {
        kind: 'select',
        key: 'status',
        options: (['PENDING_REVIEW', 'DRAFT', 'DOCUMENTATION_REQUESTED', 'APPROVED', 'REJECTED', 'DEACTIVATED'] as const).map(
          (value) => ({ value, label: t(`status.${value}`) }),
        ),
      },
      render: (row) => row.displayedStatus && <DwellingStatusChip status={row.displayedStatus} />,
    },
    listingType: {
      id: 'listingType',
      label: t('list.listingType'),
      filter: {
        kind: 'select',
        key: 'listingType',
        options: (['STANDARD', 'PLUS', 'PREMIUM'] as const).map((value) => ({ value, label: t(`listingType.${value}`) })),
      },
      // Annoncering with its Upgrade button (lifecycle slice)
      render: (row) => <ListingTypeCell row={row} />,
    },
    user: {
      id: 'user',
      label: t('list.user'),
      filter: { kind: 'text', key: 'user' },
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
      filter: { kind: 'date-range', keys: ['createdFrom', 'createdTo'] },
      render: (row) => date(row.createdAt),
    },
    updated: { id: 'updated', label: t('adminList.updated'), sortKey: 'UPDATED_AT', render: (row) => date(row.updatedAt) },
    expires: { id: 'expires', label: t('adminList.expires'), sortKey: 'EXPIRES_AT', render: (row) => date(row.expiresAt) },
    // "Mulig dublet": another landlord lists the same home (docs/architecture.md "One listing per home"; admins only)
    duplicate: {
      id: 'duplicate',
      label: t('adminList.duplicate'),
      filter: {
        kind: 'select',
        key: 'duplicate',
        options: [
          { value: 'true', label: t('adminList.duplicateOnly') },
          { value: 'false', label: t('adminList.duplicateNone') },
        ],
      },
      minWidth: 160,
      render: (row) => {
        const other = duplicateOfRow(row);
        if (!other) return '';
        return (
          <Box>
            <Link component={RouterLink} to={`/dwellings/${other.uuid}/preview`} variant="body2" onClick={(e) => e.stopPropagation()}>
              {other.address || t('list.noAddress')}
            </Link>
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {other.ownerName} · {t(`status.${other.status}`)}
            </Typography>
          </Box>
        );
      },
    },
  };
  return ids.map((id) => all[id]);
}
