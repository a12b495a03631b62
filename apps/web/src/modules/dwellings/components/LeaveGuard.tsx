/**
 * Asks before unsaved changes are lost (docs/architecture.md "Web app: shared pieces and layout"): while `when` is true, any in-app navigation
 * to another path (side menu, links, back button) is held by react-router's `useBlocker` and a
 * dialog asks "Leave without saving?" (focus on the safe choice, Stay); closing or reloading the
 * tab gets the browser's own `beforeunload` prompt. Navigations that `allow(next)` accepts pass
 * (the form's own moves: the first save's URL change, Close after saving).
 */
import { useEffect } from 'react';
import { useBlocker, type Location } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';

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

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('leave.title')}
      text={t('leave.text')}
      cancelLabel={t('leave.stay')}
      confirmLabel={t('leave.leave')}
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
      isDestructive
    />
  );
}
