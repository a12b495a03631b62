import type { RouteObject } from 'react-router';
import { SeekersPage } from './pages/SeekersPage';

/** Logged-in routes of the seekers domain: /boligsoegerlisten/ (doc 1 §2). */
export const seekersRoutes: RouteObject[] = [{ path: 'boligsoegerlisten', element: <SeekersPage /> }];
