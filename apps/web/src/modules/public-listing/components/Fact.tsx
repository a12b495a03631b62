/** One fact of a listing's public page: a caption-styled `<dt>` and its value as a `<dd>` (inside a `<dl>`). */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, typography: 'body1' }}>
        {children}
      </Box>
    </Box>
  );
}
