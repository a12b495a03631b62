import type { RouteObject } from 'react-router';

/** Admin pages: /users, /activity, /feedback, /discounts, /payments, /outbox. */
export const adminRoutes: RouteObject[] = [];
