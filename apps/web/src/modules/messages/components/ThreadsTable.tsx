/**
 * The thread list (doc 1 §2 Messages list): status, address, seeker, latest message, created,
 * updated, each sortable; 'No messages' when empty; cards on phones.
 */
import { Paper } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ThreadSortDirection, ThreadSortKey, ThreadView } from '@udlejning/shared/messages/thread';
import { PagedTable, type TableColumn } from '../../../ui/PagedTable';
import type { Paging } from '../../../ui/use-paging';
import { formatDateTime } from '../../../ui/format';
import { ThreadStatusChip } from './ThreadStatusChip';
import { ThreadDwellingLink, ThreadSeekerLink, latestPreview } from './ThreadLinks';
import { ThreadCards } from './ThreadCards';

export type ThreadSort = { by: ThreadSortKey; dir: ThreadSortDirection };

type Props = {
  label: string;
  rows: readonly ThreadView[];
  totalCount: number;
  /** False when the server stopped counting at `totalCount` ("10.000+"). */
  totalCountIsExact?: boolean;
  paging: Paging;
  sort?: ThreadSort;
  onSortChange?: (sort: ThreadSort) => void;
  isFetching?: boolean;
};

export function ThreadsTable({
  label,
  rows,
  totalCount,
  totalCountIsExact = true,
  paging,
  sort,
  onSortChange,
  isFetching,
}: Props) {
  const { t } = useTranslation('chat');
  const columns: TableColumn<ThreadView, ThreadSortKey>[] = [
    { id: 'status', label: t('columns.status'), sortKey: 'status', render: (r) => <ThreadStatusChip thread={r} /> },
    {
      id: 'address',
      label: t('columns.address'),
      sortKey: 'address',
      minWidth: 140,
      render: (r) => <ThreadDwellingLink thread={r} />,
    },
    {
      id: 'seeker',
      label: t('columns.seeker'),
      sortKey: 'seeker',
      minWidth: 110,
      render: (r) => <ThreadSeekerLink thread={r} />,
    },
    { id: 'latestMessage', label: t('columns.latestMessage'), sortKey: 'latestMessage', minWidth: 130, render: latestPreview },
    {
      id: 'createdAt',
      label: t('columns.createdAt'),
      sortKey: 'createdAt',
      hideBelow: 'md',
      render: (r) => formatDateTime(r.createdAt),
    },
    { id: 'updatedAt', label: t('columns.updatedAt'), sortKey: 'updatedAt', render: (r) => formatDateTime(r.updatedAt) },
  ];
  return (
    <Paper variant="outlined">
      <PagedTable
        label={label}
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        paging={{ ...paging, totalCount, totalCountIsExact }}
        emptyText={t('empty')}
        isFetching={isFetching}
        sort={
          sort && onSortChange
            ? {
                by: sort.by,
                dir: sort.dir === 'asc' ? 'ASC' : 'DESC',
                onChange: (by, dir) => onSortChange({ by, dir: dir === 'ASC' ? 'asc' : 'desc' }),
              }
            : undefined
        }
        renderNarrow={(narrowRows) => <ThreadCards rows={narrowRows} label={label} emptyText={t('empty')} />}
      />
    </Paper>
  );
}
