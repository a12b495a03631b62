import { Outlet } from 'react-router';
import { Box } from '@mui/material';

/** Placeholder shell (app bar and drawer land with the shell work). */
export function AppShell({ optionalAuth = false }: { optionalAuth?: boolean }) {
  void optionalAuth;
  return (
    <Box component="main" sx={{ p: 3 }}>
      <Outlet />
    </Box>
  );
}
