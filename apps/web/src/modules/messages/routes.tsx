import type { RouteObject } from 'react-router';

/** Logged-in routes of the messages domain: /messages/ (doc 1 §2). The page loads on the first visit. */
export const messagesRoutes: RouteObject[] = [
  { path: 'messages', lazy: async () => ({ Component: (await import('./pages/MessagesPage')).MessagesPage }) },
];
