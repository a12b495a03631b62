/**
 * "Det venter på dig" on /dashboard (packages/shared/src/dashboard/todo.ts): the landlord's unread
 * threads, drafts, listings awaiting payment or approval and listings expiring within 14 days, each a
 * link to where it is done. When a kind has more than the list shows, a last line links to the whole list.
 */
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Box, LinearProgress, Link, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import { TODO_KINDS, type DashboardTodo, type TodoItem, type TodoKind } from '@udlejning/shared/dashboard/todo';
import { formatDate } from '../../../ui/format';
import { useDashboardTodo } from '../dashboard-api';

/** Where an item is dealt with. */
function targetOf(item: TodoItem): string {
  const uuid = encodeURIComponent(item.dwellingUuid);
  switch (item.kind) {
    case 'UNREAD_THREAD':
      return `/messages/${encodeURIComponent(item.threadId ?? '')}`;
    case 'DRAFT':
      return `/dwellings/${uuid}`;
    case 'AWAITING_PAYMENT':
      return `/dwellings/${uuid}/status#pricing`;
    case 'AWAITING_APPROVAL':
      return `/dwellings/${uuid}/preview`;
    case 'EXPIRING':
      return `/dwellings/${uuid}/status`;
  }
}

const COUNT_OF = {
  UNREAD_THREAD: 'unreadThreads',
  DRAFT: 'drafts',
  AWAITING_PAYMENT: 'awaitingPayment',
  AWAITING_APPROVAL: 'awaitingApproval',
  EXPIRING: 'expiring',
} as const satisfies Record<TodoKind, keyof DashboardTodo['counts']>;

export function DashboardTodoList() {
  const { t, i18n } = useTranslation('accounts');
  const query = useDashboardTodo();
  const titleId = 'dashboard-todo-title';
  let body;
  if (query.isPending) body = <LinearProgress aria-label={t('dashboard.todo.title')} />;
  else if (query.isError) body = <Alert severity="error">{t('dashboard.todo.failed')}</Alert>;
  else if (query.data.items.length === 0) body = <Typography color="text.secondary">{t('dashboard.todo.empty')}</Typography>;
  else {
    const { items, counts } = query.data;
    body = (
      <List dense aria-labelledby={titleId} disablePadding>
        {TODO_KINDS.flatMap((kind) => {
          const ofKind = items.filter((i) => i.kind === kind);
          const rest = counts[COUNT_OF[kind]] - ofKind.length;
          const rows = ofKind.map((item) => (
            <ListItem key={`${kind}-${item.threadId ?? item.dwellingUuid}`} disableGutters>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={targetOf(item)}>
                    {t(`dashboard.todo.${kind}`, { seeker: item.seekerName ?? '', date: formatDate(item.date, i18n.language) })}
                  </Link>
                }
                secondary={item.address}
              />
            </ListItem>
          ));
          if (rest > 0)
            rows.push(
              <ListItem key={`${kind}-more`} disableGutters>
                <Link component={RouterLink} to={kind === 'UNREAD_THREAD' ? '/messages/' : '/dwellings/'} variant="body2">
                  {t('dashboard.todo.more', { count: rest })}
                </Link>
              </ListItem>,
            );
          return rows;
        })}
      </List>
    );
  }
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" id={titleId} sx={{ mb: 1 }}>
        {t('dashboard.todo.title')}
      </Typography>
      <Box>{body}</Box>
    </Paper>
  );
}
