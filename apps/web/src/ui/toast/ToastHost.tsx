/** notistack's provider with the app's toast settings (doc 1 §2), loaded by `<Toaster />` on the first toast. */
import { useEffect } from 'react';
import { SnackbarProvider, useSnackbar } from 'notistack';
import { TOAST_COMPONENTS } from './ToastContent';
import { attachToastHost } from './toast';

function Attach() {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    attachToastHost((message, options) => void enqueueSnackbar(message, options));
    return () => attachToastHost(null);
  }, [enqueueSnackbar]);
  return null;
}

export function ToastHost() {
  return (
    // toasts: bottom centre, 10 s, no duplicates (doc 1 §2)
    <SnackbarProvider
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      autoHideDuration={10_000}
      preventDuplicate
      maxSnack={4}
      Components={TOAST_COMPONENTS}
    >
      <Attach />
    </SnackbarProvider>
  );
}
