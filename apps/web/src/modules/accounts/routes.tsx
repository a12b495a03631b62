import type { RouteObject } from 'react-router';

/** Logged-out routes: /, /signup, /forgot-password, /reset-password. */
export const accountsPublicRoutes: RouteObject[] = [];
/** Logged-in routes: /dashboard, /profile. */
export const accountsRoutes: RouteObject[] = [];
