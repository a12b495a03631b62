import type { RouteObject } from 'react-router';
import { MessagesPage } from './pages/MessagesPage';

/** Logged-in routes of the messages domain: /messages/ (doc 1 §2). */
export const messagesRoutes: RouteObject[] = [{ path: 'messages', element: <MessagesPage /> }];
