import { TablePagination } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@udlejning/shared/dwellings/enums';
import { formatNumber } from './format';

export type TablePagerProps = {
  /** All rows (the server's count; with `totalCountIsExact` false, a lower bound). */
  totalCount: number;
  /** False when the server stopped counting at a cap: "1–25 af flere end 10.000". Default true. */
  totalCountIsExact?: boolean;
  /** From the connection's pageInfo: false on the last page, so a capped pager still ends there. */
  hasNextPage?: boolean;
  /** Rows on this page (for the end of a capped list). */
  rowsOnPage?: number;
  /** 0-based. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** A new page size; the caller goes back to the first page (usePaging does). */
  onPageSizeChange: (size: number) => void;
  /** Default 10/25/50/100. */
  pageSizes?: readonly number[];
  /** Below 600 px only the range and the arrows, no page-size picker, so the pager fits a phone. */
  isCompactOnPhone?: boolean;
};

/**
 * MUI TablePagination in the UI language: 'Rækker pr. side', '26–50 af 1.234' with the language's
 * thousands separator, and a capped count ('… af flere end 10.000') that keeps Next enabled until
 * the last page.
 */
export function TablePager({
  totalCount,
  totalCountIsExact = true,
  hasNextPage,
  rowsOnPage = 0,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  pageSizes = PAGE_SIZES,
  isCompactOnPhone = false,
}: TablePagerProps) {
  const { t, i18n } = useTranslation('common');
  const count = (n: number) => formatNumber(n, i18n.language);
  return (
    <TablePagination
      component="div"
      // -1: MUI's "unknown total", so Next stays enabled beyond the capped count, until the last page
      count={totalCountIsExact ? totalCount : hasNextPage === false ? page * pageSize + rowsOnPage : -1}
      page={page}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[...pageSizes]}
      onPageChange={(_e, next) => onPageChange(next)}
      onRowsPerPageChange={(e) => onPageSizeChange(Number(e.target.value))}
      labelRowsPerPage={t('rowsPerPage')}
      labelDisplayedRows={({ from, to }) =>
        t(totalCountIsExact ? 'table.displayedRows' : 'table.displayedRowsMore', {
          from: count(from),
          to: count(to),
          total: count(totalCount),
        })
      }
      sx={
        isCompactOnPhone
          ? { '& .MuiTablePagination-selectLabel, & .MuiTablePagination-input': { display: { xs: 'none', sm: 'flex' } } }
          : undefined
      }
    />
  );
}
