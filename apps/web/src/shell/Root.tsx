import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import LinearProgress from '@mui/material/LinearProgress';
import { rememberFirstLocation } from './PageHeading';
import { SkipLink } from './SkipLink';

/**
 * Top of the tree: the skip link (first focusable element of every page), scrolling to the top
 * after each navigation (doc 1 §2) and lazy pages.
 */
export function Root() {
  const { pathname, key } = useLocation();
  rememberFirstLocation(key);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <>
      <SkipLink />
      <Suspense fallback={<LinearProgress />}>
        <Outlet />
      </Suspense>
    </>
  );
}
