import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LinearProgress } from '@mui/material';

/** Top of the tree: scrolls to the top after each navigation (doc 1 §2) and shows lazy pages. */
export function Root() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <Suspense fallback={<LinearProgress />}>
      <Outlet />
    </Suspense>
  );
}
