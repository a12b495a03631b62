import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@udlejning/shared/dwellings/enums';

/** Page state of a paged table kept in the component: 0-based page and page size. */
export type Paging = {
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** Sets the size and goes back to the first page (the old page may not exist any more). */
  onPageSizeChange: (size: number) => void;
};

/** Page 0 and `defaultPageSize` (25) to start; spread the result into TablePager or PagedTable's `paging`. */
export function usePaging(defaultPageSize: number = DEFAULT_PAGE_SIZE): Paging {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(defaultPageSize);
  return {
    page,
    pageSize,
    onPageChange: setPage,
    onPageSizeChange: (size) => {
      setPageSize(size);
      setPage(0);
    },
  };
}
