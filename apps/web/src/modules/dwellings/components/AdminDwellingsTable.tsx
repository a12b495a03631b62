/**
 * The admin dwellings table (doc 2 §2 Admin list, §4, §9): tabs Draft (PENDING_REVIEW and DRAFT),
 * Approved, All, Deactivated over GraphQL dwellingConnection with Relay cursors; a column picker
 * (visibility saved under localStorage `dwellings-columns`); per-column filters (typing debounced
 * 900 ms); sortable headers (default CREATED_AT descending); page sizes 10/25/50/100 (default 25);
 * a row action menu. Tab, filters, sort, page size and cursor live in the URL hash, so a reload
 * or a shared link shows the same view.
 */
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert, Box, Button, LinearProgress, Paper, Stack, Tab, Tabs } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { DWELLING_TABS, type DwellingTab } from '@udlejning/shared/dwellings/dwelling';
import { ActivityLogDialog } from '../../moderation/components/ActivityLogDialog';
import {
  connectionVariables,
  formatAdminListHash,
  parseAdminListHash,
  restartPaging,
  type AdminListState,
  type FilterKey,
} from '../admin-list-state';
import { useDwellingConnection } from '../api';
import { useConnectionPaging } from '../../../lib/use-connection-paging';
import { nodesOf } from '../../../lib/graphql';
import { ADMIN_COLUMNS, ADMIN_DEFAULT_VISIBLE, useDwellingColumns, type ColumnId } from '../columns';
import { AdminRowMenu } from './AdminRowMenu';
import { ColumnFilterRow } from './ColumnFilterRow';
import { COLUMNS_STORAGE_KEY, ColumnPicker, loadVisibleColumns } from './ColumnPicker';
import { DwellingsTable } from './DwellingsTable';

export function AdminDwellingsTable() {
  const { t } = useTranslation('dwellings');
  const navigate = useNavigate();
  const location = useLocation();
  const state = useMemo(() => parseAdminListHash(location.hash), [location.hash]);
  const [visible, setVisible] = useState<ColumnId[]>(() => loadVisibleColumns(ADMIN_COLUMNS, ADMIN_DEFAULT_VISIBLE));
  const allColumns = useDwellingColumns(ADMIN_COLUMNS);
  const columns = allColumns.filter((c) => visible.includes(c.id));
  // the page and its cursor live in the hash with the rest of the view
  const paging = useConnectionPaging({
    position: { page: state.page, pageSize: state.pageSize, after: state.after, before: state.before },
    onChange: (position) => update((s) => ({ ...s, ...position })),
  });
  const query = useDwellingConnection(connectionVariables(state));
  const hasFilters = Object.keys(state.filters).length > 0;
  const [logUuid, setLogUuid] = useState<string | null>(null);

  /**
   * Writes a new view into the hash (replacing the history entry). The change is applied to the
   * hash as it is now, not as it was rendered: debounced filters fire from older renders.
   */
  function update(change: (current: AdminListState) => AdminListState) {
    const hash = formatAdminListHash(change(parseAdminListHash(window.location.hash)));
    void navigate({ pathname: location.pathname, search: location.search, hash: hash ? `#${hash}` : '' }, { replace: true });
  }

  function setFilter(key: FilterKey, value: string) {
    update((current) => {
      const filters = { ...current.filters };
      if (value) filters[key] = value;
      else delete filters[key];
      return restartPaging({ ...current, filters });
    });
  }

  function handleColumnsChange(ids: ColumnId[]) {
    setVisible(ids);
    localStorage.setItem(COLUMNS_STORAGE_KEY, JSON.stringify(ids));
  }

  return (
    <Paper variant="outlined">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ borderBottom: 1, borderColor: 'divider', alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Tabs
          value={state.tab}
          onChange={(_e, v: DwellingTab) => update((s) => restartPaging({ ...s, tab: v }))}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {DWELLING_TABS.map((value) => (
            <Tab key={value} value={value} label={t(`list.tabs.${value}`)} />
          ))}
        </Tabs>
        <Stack direction="row" spacing={1} sx={{ px: 1, pb: { xs: 1, sm: 0 } }}>
          {hasFilters && (
            <Button size="small" onClick={() => update((s) => restartPaging({ ...s, filters: {} }))}>
              {t('adminList.clearFilters')}
            </Button>
          )}
          <ColumnPicker columns={allColumns} visible={visible} onChange={handleColumnsChange} />
        </Stack>
      </Stack>
      <Box sx={{ height: 2 }}>{query.isFetching && <LinearProgress sx={{ height: 2 }} />}</Box>
      {query.isError ? (
        <Alert severity="error" sx={{ m: 2 }}>
          {t('list.loadFailed')}
        </Alert>
      ) : (
        <DwellingsTable
          label={t('title.all')}
          columns={columns}
          rows={nodesOf(query.data)}
          renderActions={(row) => <AdminRowMenu row={row} onLog={(r) => setLogUuid(r.uuid)} />}
          onRowClick={(row) => void navigate(`/dwellings/${row.uuid}/preview`)}
          headerRow={<ColumnFilterRow columns={columns} filters={state.filters} onChange={setFilter} hasActions />}
          sort={{
            by: state.sortBy,
            dir: state.sortDir,
            onChange: (sortBy, sortDir) => update((s) => restartPaging({ ...s, sortBy, sortDir })),
          }}
          {...paging.pager(query.data)}
          emptyText={query.isPending ? undefined : t('list.noRows')}
        />
      )}
      {logUuid && <ActivityLogDialog open uuid={logUuid} onClose={() => setLogUuid(null)} />}
    </Paper>
  );
}
