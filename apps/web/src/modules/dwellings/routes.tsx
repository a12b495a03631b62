import type { RouteObject } from 'react-router';

/** Logged-in routes: /dwellings/, /dwellings/create, /dwellings/:uuid, /dwellings/:uuid/preview. */
export const dwellingsRoutes: RouteObject[] = [];
/** Token or login: /dwellings/:uuid/status and /status?token=… */
export const dwellingsTokenRoutes: RouteObject[] = [];
