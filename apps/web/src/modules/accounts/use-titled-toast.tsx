/** Toasts with a title line (doc 1 §8: 'New landlord', 'Edit account', 'Change password'), deduplicated by text. */
import { useCallback } from 'react';
import type { VariantType } from 'notistack';
import { useSnackbar } from '../../ui/toast/toast';
import { Box } from '@mui/material';

/** Returns `toast(title, message, variant = 'error')`. */
export function useTitledToast() {
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    (title: string, message: string, variant: VariantType = 'error') => {
      const content = (
        <Box>
          <Box component="strong" sx={{ display: 'block' }}>
            {title}
          </Box>
          <span>{message}</span>
        </Box>
      );
      // the key makes notistack's preventDuplicate compare by text, not by element identity
      enqueueSnackbar(content, { variant, key: `${variant}:${title}:${message}`, preventDuplicate: true });
    },
    [enqueueSnackbar],
  );
}
