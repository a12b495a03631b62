/**
 * The admin dwellings table (doc 2 §2 Admin list): tabs Draft (PENDING_REVIEW and DRAFT),
 * Approved, All, Deactivated over GraphQL dwellingConnection with Relay paging (a stack of
 * `after` cursors; page sizes 10/25/50/100, default 25), sortable headers (default CREATED_AT
 * descending) and rows that open the preview.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Alert, LinearProgress, Paper, Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DWELLING_TABS, type DwellingSortKey, type DwellingTab, type SortDirection } from '@udlejning/shared/dwellings/dwelling';
import { DEFAULT_PAGE_SIZE } from '@udlejning/shared/dwellings/enums';
import { useDwellingConnection } from '../api';
import { ADMIN_COLUMNS, useDwellingColumns } from '../columns';
import { DwellingsTable } from './DwellingsTable';

export function AdminDwellingsTable() {
  const { t } = useTranslation('dwellings');
  const navigate = useNavigate();
  const [tab, setTab] = useState<DwellingTab>('DRAFT');
  const [sort, setSort] = useState<{ by: DwellingSortKey; dir: SortDirection }>({ by: 'CREATED_AT', dir: 'DESC' });
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  // cursors[p] is the `after` cursor of page p (page 0 starts at the beginning)
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const page = cursors.length - 1;
  const query = useDwellingConnection({
    filter: { tab },
    sortBy: sort.by,
    sortDir: sort.dir,
    first: pageSize,
    after: cursors[page],
  });
  const columns = useDwellingColumns(ADMIN_COLUMNS);
  const restart = () => setCursors([null]);

  function handlePageChange(next: number) {
    if (next > page && query.data?.pageInfo.endCursor) setCursors([...cursors, query.data.pageInfo.endCursor]);
    else if (next < page) setCursors(cursors.slice(0, Math.max(1, next + 1)));
  }

  return (
    <Paper variant="outlined">
      <Tabs
        value={tab}
        onChange={(_e, v: DwellingTab) => {
          setTab(v);
          restart();
        }}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {DWELLING_TABS.map((value) => (
          <Tab key={value} value={value} label={t(`list.tabs.${value}`)} />
        ))}
      </Tabs>
      {query.isFetching && <LinearProgress sx={{ height: 2 }} />}
      {query.isError ? (
        <Alert severity="error" sx={{ m: 2 }}>
          {t('list.loadFailed')}
        </Alert>
      ) : (
        <DwellingsTable
          label={t('title.all')}
          columns={columns}
          rows={query.data?.edges.map((e) => e.node) ?? []}
          onRowClick={(row) => navigate(`/dwellings/${row.uuid}/preview`)}
          sort={{
            ...sort,
            onChange: (by, dir) => {
              setSort({ by, dir });
              restart();
            },
          }}
          totalCount={query.data?.totalCount ?? 0}
          page={page}
          pageSize={pageSize}
          onPageChange={handlePageChange}
          onPageSizeChange={(size) => {
            setPageSize(size);
            restart();
          }}
          emptyText={query.isPending ? undefined : t('list.noRows')}
        />
      )}
    </Paper>
  );
}
