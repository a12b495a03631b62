import type { RouteObject } from 'react-router';

/** Logged-in routes of the messages domain: /messages/ and /messages/:id (doc 1 §2). Each page loads on its first visit. */
export const messagesRoutes: RouteObject[] = [
  {
    path: 'messages',
    children: [
      { index: true, lazy: async () => ({ Component: (await import('./pages/MessagesPage')).MessagesPage }) },
      { path: ':id', lazy: async () => ({ Component: (await import('./pages/ThreadPage')).ThreadPage }) },
    ],
  },
];
