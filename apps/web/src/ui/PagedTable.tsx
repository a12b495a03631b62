import { Fragment, type ReactNode } from 'react';
import {
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@udlejning/shared/dwellings/enums';
import { TablePager, type TablePagerProps } from './TablePager';

export type SortDirection = 'ASC' | 'DESC';

/**
 * Whether the pager has anything to do: false on the first page of an exact count that the smallest
 * page size already holds (a landlord's 3 dwellings), where it could only say "1–3 af 3" beside
 * two disabled arrows and a page size that changes nothing (docs/architecture.md "Paging").
 */
export function hasPages({
  page,
  totalCount,
  totalCountIsExact = true,
  pageSizes = PAGE_SIZES,
}: Omit<TablePagerProps, 'rowsOnPage'>): boolean {
  return page > 0 || !totalCountIsExact || totalCount > Math.min(...pageSizes);
}

/**
 * A dimmed row (an inactive listing): a grey background, not opacity, so its text and links keep their
 * AA contrast (WCAG 1.4.3; at 0.6 opacity the secondary texts fell to ≈ 2.5:1).
 */
export const DIMMED = { bgcolor: 'grey.100' } as const;

/** One column: its header and how a row fills its cell. */
export type TableColumn<R, S extends string = string> = {
  id: string;
  label: ReactNode;
  /** The cell of a row; not needed when the table's `renderRow` draws the rows. */
  render?: (row: R) => ReactNode;
  /** Set when the server can sort by this column: the header becomes a sort button. */
  sortKey?: S;
  /** The direction of the first click on this column's header (default DESC: newest, largest first; ASC suits names). */
  firstSortDir?: SortDirection;
  align?: 'left' | 'right' | 'center';
  /** Columns with a minimum width wrap their text; the others stay on one line (tables scroll on phones). */
  minWidth?: number;
  /** Hidden on narrower screens (header and cells). */
  hideBelow?: 'sm' | 'md';
  /** A narrow leading column (an expand button). */
  padding?: 'checkbox';
};

export type PagedTableProps<R, S extends string = string> = {
  /** Accessible name of the table. */
  label: string;
  columns: readonly TableColumn<R, S>[];
  rows: readonly R[];
  rowKey: (row: R) => string | number;
  /** The page controls; `rowsOnPage` is filled in. */
  paging: Omit<TablePagerProps, 'rowsOnPage'>;
  /** A leading action cell per row (a row menu); its header is named `actionsLabel` for screen readers. */
  renderActions?: (row: R) => ReactNode;
  actionsLabel?: string;
  /** Renders a row itself (e.g. a row that expands); default: one cell per column. */
  renderRow?: (row: R) => ReactNode;
  onRowClick?: (row: R) => void;
  /** Rows shown dimmed (e.g. a deactivated listing): DIMMED. */
  isRowDimmed?: (row: R) => boolean;
  sort?: { by: S; dir: SortDirection; onChange: (by: S, dir: SortDirection) => void };
  /** An extra header row under the column labels (filters). */
  headerRow?: ReactNode;
  /** Shown in the table when there are no rows. */
  emptyText?: ReactNode;
  /** A thin progress bar above the table while a page loads. */
  isFetching?: boolean;
  /** Below 600 px these replace the table (cards), so nothing sits off-screen on a phone; the pager stays. */
  renderNarrow?: (rows: readonly R[]) => ReactNode;
};

/** Hidden from sight, read by screen readers. */
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: 1,
  margin: -1,
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: 1,
} as const;

const hiddenBelow = (bp: 'sm' | 'md' | undefined) => (bp ? { display: { xs: 'none', [bp]: 'table-cell' } } : {});

/**
 * A server-paged MUI table (doc 2 §2 lists, admin tables): column headers (sortable when a column
 * has a sortKey and `sort` is given), rows, an empty text, and TablePager below ('Rækker pr. side',
 * 10/25/50/100). Paging and sorting are the caller's state (usePaging, or the URL).
 */
export function PagedTable<R, S extends string = string>({
  label,
  columns,
  rows,
  rowKey,
  paging,
  renderActions,
  actionsLabel,
  renderRow,
  onRowClick,
  isRowDimmed,
  sort,
  headerRow,
  emptyText,
  isFetching = false,
  renderNarrow,
}: PagedTableProps<R, S>) {
  const { t } = useTranslation('common');
  const theme = useTheme();
  const isNarrow = useMediaQuery(theme.breakpoints.down('sm'));
  const pager = hasPages(paging) && <TablePager {...paging} rowsOnPage={rows.length} />;
  const progress = isFetching && <LinearProgress aria-label={t('loading')} sx={{ height: 2 }} />;
  if (renderNarrow && isNarrow)
    return (
      <>
        {progress}
        {renderNarrow(rows)}
        {pager}
      </>
    );
  const colSpan = columns.length + (renderActions ? 1 : 0);
  return (
    <>
      {progress}
      <TableContainer>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {renderActions && (
                <TableCell padding="checkbox">
                  <span style={visuallyHidden}>{actionsLabel}</span>
                </TableCell>
              )}
              {columns.map((col) => {
                const isSorted = Boolean(sort && col.sortKey === sort.by);
                return (
                  <TableCell
                    key={col.id}
                    align={col.align}
                    padding={col.padding}
                    sx={hiddenBelow(col.hideBelow)}
                    sortDirection={isSorted ? (sort!.dir === 'ASC' ? 'asc' : 'desc') : false}
                  >
                    {sort && col.sortKey ? (
                      <TableSortLabel
                        active={isSorted}
                        direction={isSorted && sort.dir === 'ASC' ? 'asc' : 'desc'}
                        onClick={() =>
                          sort.onChange(
                            col.sortKey!,
                            isSorted ? (sort.dir === 'DESC' ? 'ASC' : 'DESC') : (col.firstSortDir ?? 'DESC'),
                          )
                        }
                      >
                        {col.label}
                      </TableSortLabel>
                    ) : (
                      col.label
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
            {headerRow}
          </TableHead>
          <TableBody>
            {rows.map((row) =>
              renderRow ? (
                <Fragment key={rowKey(row)}>{renderRow(row)}</Fragment>
              ) : (
                <TableRow
                  key={rowKey(row)}
                  hover
                  onClick={onRowClick ? () => onRowClick(row) : undefined}
                  sx={{ cursor: onRowClick ? 'pointer' : undefined, ...(isRowDimmed?.(row) ? DIMMED : {}) }}
                >
                  {renderActions && <TableCell padding="checkbox">{renderActions(row)}</TableCell>}
                  {columns.map((col) => (
                    <TableCell
                      key={col.id}
                      align={col.align}
                      padding={col.padding}
                      sx={{
                        ...(col.minWidth ? { minWidth: col.minWidth } : { whiteSpace: 'nowrap' }),
                        ...hiddenBelow(col.hideBelow),
                      }}
                    >
                      {col.render?.(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ),
            )}
            {rows.length === 0 && emptyText && (
              <TableRow>
                <TableCell colSpan={colSpan} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {emptyText}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {pager}
    </>
  );
}
