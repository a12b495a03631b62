/**
 * Toasts (doc 1 §2: bottom centre, 10 s, no duplicates), with notistack loaded on the first toast
 * rather than with the first page (docs/architecture.md "Front-end loading": about 7 KB the sign-in page does not need).
 *
 * `<Toaster />` is mounted once beside the app; `useSnackbar().enqueueSnackbar(message, options)` keeps
 * notistack's call shape. A toast asked for before notistack has loaded waits in a queue and is
 * shown as soon as it has.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import type { OptionsObject, SnackbarMessage } from 'notistack';

type Toast = { message: SnackbarMessage; options?: OptionsObject };
type Show = (message: SnackbarMessage, options?: OptionsObject) => void;

const waiting: Toast[] = [];
let show: Show | null = null;
let mount: (() => void) | null = null;

const ToastHost = lazy(() => import('./ToastHost').then((m) => ({ default: m.ToastHost })));

/** Called by ToastHost once notistack is up: later toasts go straight to `enqueue`, waiting ones now. */
function attachToastHost(enqueue: Show | null): void {
  show = enqueue;
  if (enqueue) for (const toast of waiting.splice(0)) enqueue(toast.message, toast.options);
}

/** Shows a toast (notistack's `enqueueSnackbar`); loads notistack first when this is the first one. */
export function enqueueSnackbar(message: SnackbarMessage, options?: OptionsObject): void {
  if (show) return show(message, options);
  waiting.push({ message, options });
  mount?.();
}

/**
 * Drops the toasts still waiting for a host. For tests: each test renders its own `<Toaster />`, and a toast
 * one test asked for after its page was gone (or before notistack loaded) must not show on the next test's page.
 */
export function clearWaitingToasts(): void {
  waiting.length = 0;
}

/** notistack's hook shape, so a component reads `const { enqueueSnackbar } = useSnackbar()`. */
export function useSnackbar(): { enqueueSnackbar: typeof enqueueSnackbar } {
  return { enqueueSnackbar };
}

/** Where toasts appear; renders nothing (and loads nothing) until the first toast. */
export function Toaster() {
  const [isNeeded, setNeeded] = useState(waiting.length > 0);
  useEffect(() => {
    mount = () => setNeeded(true);
    if (waiting.length > 0) setNeeded(true);
    return () => {
      mount = null;
    };
  }, []);
  if (!isNeeded) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost onAttach={attachToastHost} />
    </Suspense>
  );
}
