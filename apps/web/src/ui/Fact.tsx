/**
 * One labelled fact inside a `<dl>`: a caption-styled `<dt>` and its value as a `<dd>`. The cards that replace
 * tables on phones and the public listing page use it; `variant` is the value's type scale (body2 in dense
 * cards, body1 on the public page). Long values (addresses, e-mails) wrap instead of overflowing.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function Fact({
  label,
  variant = 'body2',
  children,
}: {
  label: string;
  variant?: 'body1' | 'body2';
  children: ReactNode;
}) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, typography: variant, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}
