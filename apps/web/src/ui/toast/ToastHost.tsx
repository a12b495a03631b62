/** notistack's provider with the app's toast settings (doc 1 §2), loaded by `<Toaster />` on the first toast. */
import { useEffect } from 'react';
import { SnackbarProvider, useSnackbar, type OptionsObject, type SnackbarMessage } from 'notistack';
import { TOAST_COMPONENTS } from './ToastContent';

/** Hands notistack's `enqueueSnackbar` to toast.tsx (null when unmounted). */
type AttachToastHost = (enqueue: ((message: SnackbarMessage, options?: OptionsObject) => void) | null) => void;

function Attach({ onAttach }: { onAttach: AttachToastHost }) {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    onAttach((message, options) => void enqueueSnackbar(message, options));
    return () => onAttach(null);
  }, [enqueueSnackbar, onAttach]);
  return null;
}

/** `onAttach` comes from toast.tsx, which loads this file lazily (so this file does not import it back). */
export function ToastHost({ onAttach }: { onAttach: AttachToastHost }) {
  return (
    // toasts: bottom centre, 10 s, no duplicates (doc 1 §2)
    <SnackbarProvider
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      autoHideDuration={10_000}
      preventDuplicate
      maxSnack={4}
      Components={TOAST_COMPONENTS}
    >
      <Attach onAttach={onAttach} />
    </SnackbarProvider>
  );
}
