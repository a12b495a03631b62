import type { RouteObject } from 'react-router';
import { StatisticsPage } from './pages/StatisticsPage';

/** Logged-in routes of the statistics domain: /statistics (doc 1 §2). */
export const statisticsRoutes: RouteObject[] = [{ path: 'statistics', element: <StatisticsPage /> }];
