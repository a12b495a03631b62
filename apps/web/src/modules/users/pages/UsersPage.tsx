/**
 * /users/ (admin, doc 1 §2 Users, §6, §7 userConnection): the paged user table (name, e-mail,
 * phone, each header sorting on the server: sortBy/sortDir, by name A-Z at first; 'Rows per page'
 * with the dwellings list's sizes, 25 by default), searched by name,
 * e-mail, phone or company and filtered by type; each row expands to the tabs Dwellings and
 * Profile with the admin actions. Below 600 px each user is a card.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { USER_FILTERS, type UserFilter, type UserSortField } from '@udlejning/shared/users/admin';
import { DebouncedTextField } from '../../../ui/DebouncedTextField';
import { PagedTable, type SortDirection, type TableColumn } from '../../../ui/PagedTable';
import { SelectField } from '../../../ui/SelectField';
import { useConnectionPaging } from '../../../lib/use-connection-paging';
import { PageHeading } from '../../../shell/PageHeading';
import { nodesOf } from '../../../lib/graphql';
import { useUsers, type UserListItem } from '../api';
import { UserRow } from '../components/UserRow';
import { UserCard } from '../components/UserCard';

const VISUALLY_HIDDEN = {
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

export function UsersPage() {
  const { t } = useTranslation('users');
  const paging = useConnectionPaging();
  const [filter, setFilter] = useState<UserFilter | null>(null);
  const [search, setSearch] = useState('');
  // the server's default order: name A-Z
  const [sort, setSort] = useState<{ by: UserSortField; dir: SortDirection }>({ by: 'name', dir: 'ASC' });
  const query = useUsers({
    ...paging.variables,
    query: search || null,
    filter,
    sortBy: sort.by,
    sortDir: sort.dir === 'ASC' ? 'asc' : 'desc',
  });

  const resetPaging = paging.reset;
  const columns: TableColumn<UserListItem, UserSortField>[] = [
    // the expand buttons' column: named for screen readers only
    { id: 'expand', label: <span style={VISUALLY_HIDDEN}>{t('actions.label')}</span>, padding: 'checkbox' },
    { id: 'name', label: t('columns.name'), minWidth: 160, sortKey: 'name', firstSortDir: 'ASC' },
    { id: 'email', label: t('columns.email'), minWidth: 180, sortKey: 'email', firstSortDir: 'ASC' },
    { id: 'phone', label: t('columns.phone'), sortKey: 'phone', firstSortDir: 'ASC' },
    { id: 'type', label: t('columns.type') },
  ];

  const filters = (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <DebouncedTextField
        label={t('search')}
        placeholder={t('searchHelp')}
        value={search}
        delayMs={500}
        onCommit={(v) => {
          setSearch(v);
          resetPaging();
        }}
        width={320}
      />
      <SelectField<UserFilter>
        label={t('filter')}
        value={filter}
        onChange={(v) => {
          setFilter(v);
          resetPaging();
        }}
        options={USER_FILTERS.filter((f) => f !== 'ALL').map((f) => ({ value: f, label: t(`filters.${f}`) }))}
        emptyOption={t('filters.ALL')}
        size="small"
        fullWidth={false}
        sx={{ minWidth: 200 }}
      />
    </Stack>
  );

  let body;
  if (query.isPending) body = <LinearProgress aria-label={t('title')} />;
  else if (query.isError) body = <Alert severity="error">{t('loadFailed')}</Alert>;
  else {
    const conn = query.data;
    body = (
      <Paper variant="outlined">
        <PagedTable
          label={t('tableLabel')}
          columns={columns}
          rows={nodesOf(conn)}
          rowKey={(u) => u.id}
          renderRow={(u) => <UserRow key={u.id} user={u} />}
          sort={{
            ...sort,
            onChange: (by, dir) => {
              setSort({ by, dir });
              resetPaging();
            },
          }}
          emptyText={t('empty')}
          isFetching={query.isFetching}
          paging={paging.pager(conn)}
          renderNarrow={(list) =>
            list.length === 0 ? (
              <Typography sx={{ p: 2 }}>{t('empty')}</Typography>
            ) : (
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 1 }} aria-label={t('tableLabel')}>
                {list.map((u) => (
                  <UserCard key={u.id} user={u} />
                ))}
              </Stack>
            )
          }
        />
      </Paper>
    );
  }

  return (
    <Stack spacing={2}>
      <PageHeading title={t('title')} />
      {filters}
      {body}
    </Stack>
  );
}
