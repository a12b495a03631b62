import { useEffect, useRef } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ApiError } from '../lib/api';
import { reportThrown } from '../modules/errors/report-error';
import { ErrorPage } from './ErrorPage';
import { NotFoundPage } from './NotFoundPage';

/**
 * The routes' errorElement: a 404 from the router shows NotFoundPage; anything else is reported
 * to POST /api/errors (unless it is an API reply, which the server already knows) and shows
 * 'Something bad happened' (doc 1 §8).
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const reported = useRef<unknown>(null);
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (isNotFound || error instanceof ApiError || reported.current === error) return;
    reported.current = error;
    reportThrown(error, 'route error');
  }, [error, isNotFound]);

  return isNotFound ? <NotFoundPage /> : <ErrorPage />;
}
