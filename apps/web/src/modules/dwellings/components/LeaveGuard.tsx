/**
 * Asks before unsaved changes are lost (issue 8 §5): while `when` is true, any in-app navigation
 * to another path (side menu, links, back button) is held by react-router's `useBlocker` and a
 * dialog asks "Leave without saving?" (focus on the safe choice, Stay); closing or reloading the
 * tab gets the browser's own `beforeunload` prompt. Navigations that `allow(next)` accepts pass
 * (the form's own moves: the first save's URL change, Close after saving).
 */
import { useEffect } from 'react';
import { useBlocker, type Location } from 'react-router';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

export type LeaveGuardProps = {
  /** Whether there is something to lose. */
  when: boolean;
  /** Lets a navigation through without asking (checked only while `when`). */
  allow?: (next: Location) => boolean;
};

export function LeaveGuard({ when, allow }: LeaveGuardProps) {
  const { t } = useTranslation('dwellings');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname && !(allow?.(nextLocation) ?? false),
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // older browsers show the prompt only when returnValue is set
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  const isOpen = blocker.state === 'blocked';
  return (
    <Dialog
      open={isOpen}
      onClose={() => blocker.reset?.()}
      aria-labelledby="leave-guard-title"
      aria-describedby="leave-guard-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="leave-guard-title">{t('leave.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="leave-guard-text">{t('leave.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" autoFocus onClick={() => blocker.reset?.()}>
          {t('leave.stay')}
        </Button>
        <Button color="error" onClick={() => blocker.proceed?.()}>
          {t('leave.leave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
