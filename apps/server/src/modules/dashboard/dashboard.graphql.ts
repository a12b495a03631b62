/**
 * GraphQL of the landlord's to-do list, thin over dashboard.service (packages/shared/src/dashboard/todo.ts):
 *   query dashboardTodo → DashboardTodo!   the signed-in user's own dwellings and threads
 */
import { TODO_KINDS, type DashboardTodo, type TodoItem } from '@udlejning/shared/dashboard/todo';
import { builder } from '../../platform/graphql/builder';
import { getDashboardTodo } from './dashboard.service';

const TodoKindEnum = builder.enumType('TodoKind', { values: TODO_KINDS });

const TodoItemRef = builder.objectRef<TodoItem>('TodoItem').implement({
  description: 'One thing that needs the landlord: a dwelling, or an unread thread of one.',
  fields: (t) => ({
    kind: t.expose('kind', { type: TodoKindEnum }),
    dwellingUuid: t.exposeString('dwellingUuid'),
    address: t.exposeString('address', { nullable: true }),
    threadId: t.exposeString('threadId', { nullable: true, description: 'UNREAD_THREAD: the thread to open.' }),
    seekerName: t.exposeString('seekerName', { nullable: true }),
    date: t.exposeString('date', {
      nullable: true,
      description: 'EXPIRING: expiresAt; UNREAD_THREAD: the latest message; otherwise the last change (ISO).',
    }),
  }),
});

const TodoCountsRef = builder.objectRef<DashboardTodo['counts']>('TodoCounts').implement({
  fields: (t) => ({
    unreadThreads: t.exposeInt('unreadThreads'),
    drafts: t.exposeInt('drafts'),
    awaitingPayment: t.exposeInt('awaitingPayment'),
    awaitingApproval: t.exposeInt('awaitingApproval'),
    expiring: t.exposeInt('expiring'),
  }),
});

const DashboardTodoRef = builder.objectRef<DashboardTodo>('DashboardTodo').implement({
  fields: (t) => ({
    items: t.field({ type: [TodoItemRef], resolve: (d) => d.items }),
    counts: t.field({ type: TodoCountsRef, resolve: (d) => d.counts }),
  }),
});

builder.queryField('dashboardTodo', (t) =>
  t.withAuth({ user: true }).field({
    type: DashboardTodoRef,
    description: 'What needs the signed-in landlord: unread threads, drafts, awaiting payment or approval, expiring within 14 days.',
    resolve: (_root, _args, ctx) => getDashboardTodo(ctx.deps, ctx.actor),
  }),
);
