/**
 * The listing form (doc 2 §2 Listing form, §5): a non-linear MUI Stepper (horizontal from the
 * 'desk' breakpoint, vertical below) over one react-hook-form holding the whole form value,
 * validated per step with the shared `dwellingStepSchema` (loaded with steps 2–5). Moving forward validates the step,
 * saves if modified and stops when saving fails; admins confirm saving when leaving a modified
 * step; a locked listing is read-only for non-admins and opens on the last step. Leaving the page
 * with unsaved changes (menu, links, back, reload) asks first (LeaveGuard).
 */
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import {
  Alert,
  Box,
  LinearProgress,
  Paper,
  Step,
  StepButton,
  StepContent,
  StepLabel,
  Stepper,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useSnackbar } from '../../../ui/toast/toast';
import { useTranslation } from 'react-i18next';
import type { DwellingView } from '@udlejning/shared/dwellings/dwelling';
import { DWELLING_STEPS, stepOfPath } from '@udlejning/shared/dwellings/form-schema';
import type { DwellingContent, DwellingRuleContext, DwellingStep } from '@udlejning/shared/dwellings/dwelling-form';
import type { FieldIssue } from '@udlejning/shared/errors';
import { visuallyHidden } from '../../../theme';
import { useSession } from '../../accounts/session';
import { lastStepAction } from '../last-step-label';
import { useDwellingSave, type SaveOutcome } from '../use-dwelling-save';
import { applyFieldIssues, issueFieldName } from '../../../ui/form-errors';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { LeaseStep } from './LeaseStep';
import { LeaveGuard } from './LeaveGuard';
import { FormDraftNotice } from '../../../ui/FormDraftNotice';
import { StepActions } from './StepActions';

/**
 * Steps 2–5 load apart from step 1: the create form opens on step 1 with only its own code (docs/architecture.md "Front-end loading", ≤ 280 KB transferred).
 */
const stepLoaders = {
  economy: () => import('./EconomyStep'),
  images: () => import('./ImagesStep'),
  description: () => import('./DescriptionStep'),
  consents: () => import('./ConsentsStep'),
};
const EconomyStep = lazy(() => stepLoaders.economy().then((m) => ({ default: m.EconomyStep })));
const ImagesStep = lazy(() => stepLoaders.images().then((m) => ({ default: m.ImagesStep })));
const DescriptionStep = lazy(() => stepLoaders.description().then((m) => ({ default: m.DescriptionStep })));
const ConsentsStep = lazy(() => stepLoaders.consents().then((m) => ({ default: m.ConsentsStep })));
/**
 * The step rules load with the later steps too: they normalise the contact phone with libphonenumber-js
 * (≈ 25 KB), which step 1 does not need (docs/architecture.md "Phone numbers"). The first check awaits them.
 */
const loadRules = () => import('@udlejning/shared/dwellings/dwelling-form');
/** Starts loading every later step and the step rules (idempotent: the module loader caches). */
function preloadSteps(): void {
  void loadRules();
  for (const load of Object.values(stepLoaders)) void load();
}

const LAST = DWELLING_STEPS.length - 1;

/** Why a non-admin owner cannot edit (doc 2 §4: only if active and not APPROVED; §3 locked): an i18n key. */
function lockedReasonKey(
  d: Pick<DwellingView, 'status' | 'active'>,
): 'form.lockedApproved' | 'form.lockedInactive' | 'form.locked' {
  if (d.status === 'APPROVED') return 'form.lockedApproved';
  return d.active ? 'form.locked' : 'form.lockedInactive';
}

export type DwellingFormProps = {
  /** The saved listing, or null for a new one. */
  dwelling: DwellingView | null;
  initialValue: DwellingContent;
  formKey: string;
  /** Open on this step (e.g. the status page's 'update contact' link); locked listings open on the last. */
  initialStep?: DwellingStep;
};

/** How long a step opened to fix an issue waits for its lazily loaded field before the heading keeps focus (ms). */
const FIELD_WAIT_MS = 10_000;

/** Where leaving the current step leads: another step, or away from the form. */
type Target = number | 'close';

export function DwellingForm({ dwelling: initialDwelling, initialValue, formKey, initialStep }: DwellingFormProps) {
  const { t } = useTranslation('dwellings');
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const theme = useTheme();
  const isDesk = useMediaQuery(theme.breakpoints.up('desk'));
  const { user, isAdmin } = useSession();
  const [dwelling, setDwelling] = useState(initialDwelling);
  const isReadOnly = dwelling !== null && !dwelling.abilities.update && !isAdmin;
  const [step, setStepState] = useState(isReadOnly ? LAST : initialStep ? DWELLING_STEPS.indexOf(initialStep) : 0);
  const [pending, setPending] = useState<Target | null>(null);
  const stepRef = useRef(step);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  // after a step change, keyboard focus goes to the new step's heading (docs/architecture.md "Accessibility", WCAG 2.4.3)
  // … unless the step was opened to fix an issue: then its first invalid field takes focus
  const fieldToFocus = useRef<string | null>(null);
  const isAddressTakenFocus = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    if (fieldToFocus.current) focusField(fieldToFocus.current);
    // the address-taken notice focuses itself (AddressTakenNotice)
    else if (isAddressTakenFocus.current) isAddressTakenFocus.current = false;
    else stepHeading.current?.focus();
  }, [step]); // eslint-disable-line react-hooks/exhaustive-deps -- focusField reads refs only
  /** Set just before the form itself navigates away after saving or a confirmed discard. */
  const isLeavingRef = useRef(false);
  const ownerType = dwelling?.user.type ?? user?.type ?? 'PERSONAL';

  const setStep = (next: number) => {
    stepRef.current = next;
    setStepState(next);
  };

  const form = useForm<DwellingContent>({
    defaultValues: initialValue,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: async (values, context, options) => {
      const { dwellingStepSchema } = await loadRules();
      const schema = dwellingStepSchema(DWELLING_STEPS[stepRef.current], ruleContext(values));
      return (zodResolver(schema) as unknown as Resolver<DwellingContent>)(values, context, options);
    },
  });
  const { save, banner, setBanner, addressTaken, isSaving, organization } = useDwellingSave({
    form,
    dwelling,
    onSaved: setDwelling,
    formKey,
  });
  const { t: ta } = useTranslation('accounts');
  // the organization a new dwelling is created under (its name from the session user's role entries)
  const organizationName = organization ? (user?.roles.find((r) => r.organization === organization)?.name ?? organization) : null;

  function ruleContext(values: DwellingContent): DwellingRuleContext {
    return {
      fromFacebook: Boolean(values.fromFacebook),
      userType: ownerType,
      listingType: dwelling?.listingType ?? 'STANDARD',
      isAdmin,
      now: new Date(),
    };
  }

  const isDirty = form.formState.isDirty || dwelling === null;
  const isAddressLocked = dwelling !== null && !dwelling.abilities.changeAddress;

  /**
   * Focuses the field `name` once its (lazily loaded) step has rendered it. While the step's chunk loads (on a slow
   * connection or device that can take seconds) the step's heading holds focus, so it is never left on the page's
   * body; the field takes it over when it appears, unless the user has moved focus meanwhile. After FIELD_WAIT_MS
   * without the field (e.g. an issue on a group without an input) the heading keeps it.
   */
  function focusField(name: string, waitingUntil: number | null = null) {
    fieldToFocus.current = null;
    // the field's own input, or the input of the nearest field on its path (location.id → location)
    const input = [...(formRef.current?.querySelectorAll<HTMLElement>('[name]') ?? [])].find((el) => {
      const n = el.getAttribute('name') ?? '';
      return !el.hasAttribute('disabled') && (n === name || name.startsWith(`${n}.`) || n.startsWith(`${name}.`));
    });
    const active = document.activeElement;
    // while waiting, focus is still ours where we left it: on the heading (or lost to the body)
    const isFocusOurs = waitingUntil === null || active === null || active === document.body || active === stepHeading.current;
    if (!isFocusOurs) return;
    if (input) return input.focus();
    stepHeading.current?.focus();
    const until = waitingUntil ?? performance.now() + FIELD_WAIT_MS;
    if (performance.now() < until) requestAnimationFrame(() => focusField(name, until));
  }

  /** Opens the step of the first issue and focuses its field (WCAG 3.3.1: the first invalid field gets focus). */
  function jumpToIssues(issues: FieldIssue[]) {
    const firstIssue = issues.find((i) => stepOfPath(i.path) !== null);
    const first = firstIssue ? stepOfPath(firstIssue.path) : null;
    if (!firstIssue || !first) return;
    const name = issueFieldName(firstIssue);
    const index = DWELLING_STEPS.indexOf(first);
    if (index === stepRef.current) return focusField(name);
    fieldToFocus.current = name;
    setStep(index);
  }

  /** A refused save: the address step when the address is taken (its notice takes focus), else the first issue's field. */
  function handleRefused(outcome: Extract<SaveOutcome, { ok: false }>) {
    if (outcome.taken) {
      const lease = DWELLING_STEPS.indexOf('lease');
      isAddressTakenFocus.current = stepRef.current !== lease;
      return setStep(lease);
    }
    jumpToIssues(outcome.issues);
  }

  /** Moves to `target`; `guarded` leaves unsaved changes to the LeaveGuard's question. */
  function leave(target: Target, guarded = false) {
    if (target !== 'close') return setStep(target);
    isLeavingRef.current = !guarded;
    void navigate(dwelling && isAdmin ? `/dwellings/${dwelling.uuid}/preview` : '/dwellings/');
    isLeavingRef.current = false;
  }

  /**
   * Validates the current step through handleSubmit, which also focuses the first invalid field
   * and (being a submit) re-validates fields on change from then on, so errors clear as the user
   * types instead of on blur (a blur-time layout shift would swallow the next click).
   */
  function validateStep(): Promise<boolean> {
    return new Promise((resolve) => {
      void form.handleSubmit(
        () => resolve(true),
        () => resolve(false),
      )();
    });
  }

  /** Validates the current step and saves it; true when the user may move on. */
  async function saveStep(): Promise<boolean> {
    if (!(await validateStep())) return false;
    const outcome = await save({ step: DWELLING_STEPS[stepRef.current] });
    if (!outcome.ok) handleRefused(outcome);
    return outcome.ok;
  }

  /**
   * Leaves the current step. Forward moves validate it first (Close only when modified); a
   * modified step is then saved (admins are asked first); going back keeps unsaved edits in the
   * form for the next save.
   */
  async function goTo(target: Target) {
    if (isSaving || target === step) return;
    setBanner(null);
    if (isReadOnly || (target === 'close' && !isAdmin)) return leave(target, true);
    const isForward = target === 'close' ? isDirty : target > step;
    if (isForward && !(await validateStep())) return;
    if (!isDirty) return leave(target);
    if (isAdmin) return setPending(target);
    if (!isForward) return leave(target);
    if (await saveStep()) leave(target);
  }

  async function handleConfirm(saveFirst: boolean) {
    const target = pending;
    setPending(null);
    if (target === null) return;
    if (!saveFirst || (await saveStep())) leave(target);
  }

  /** Save or Create listing: every step is checked, then `finish: true` (DRAFT/REJECTED → PENDING_REVIEW). */
  async function finish(isCreate: boolean) {
    setBanner(null);
    const { dwellingSubmitSchema } = await loadRules();
    const check = dwellingSubmitSchema(ruleContext(form.getValues())).safeParse(form.getValues());
    if (!check.success) {
      const issues = check.error.issues.map((i) => ({
        path: i.path.map((p) => (typeof p === 'symbol' ? String(p) : p)),
        message: i.message,
      }));
      applyFieldIssues(form.setError, issues, { shouldFocus: false });
      jumpToIssues(issues);
      return;
    }
    const outcome = await save({ finish: true });
    if (!outcome.ok) return handleRefused(outcome);
    isLeavingRef.current = true;
    if (isCreate) {
      enqueueSnackbar(t('form.listingCreated'), { variant: 'success' });
      enqueueSnackbar(t('form.pendingReview'), { variant: 'info' });
      void navigate(`/dwellings/${outcome.view.uuid}/status?from=createDwelling`);
    } else {
      enqueueSnackbar(t('form.saved'), { variant: 'success' });
      void navigate('/dwellings/');
    }
    isLeavingRef.current = false;
  }

  const action = lastStepAction({ isSaving, isReadOnly, isAdmin, status: dwelling?.status ?? null });
  function handleLast() {
    if (action === 'close') void goTo('close');
    else if (action === 'save' || action === 'createListing') void finish(action === 'createListing');
  }

  const errors = form.formState.errors;
  const stepHasError = (s: DwellingStep) => Object.keys(errors).some((field) => stepOfPath([field]) === s);

  function renderStep(index: number): ReactNode {
    switch (DWELLING_STEPS[index]) {
      case 'lease':
        return (
          <LeaseStep readOnly={isReadOnly} isAdmin={isAdmin} isAddressLocked={isAddressLocked} addressTaken={addressTaken} />
        );
      case 'economy':
        return <EconomyStep readOnly={isReadOnly} isBusiness={ownerType === 'BUSINESS'} />;
      case 'images':
        return <ImagesStep readOnly={isReadOnly} />;
      case 'description':
        return <DescriptionStep readOnly={isReadOnly} />;
      case 'consents':
        // no 'Ret' buttons on a read-only form (doc 2 §2 'Edit hidden when locked')
        return (
          <ConsentsStep readOnly={isReadOnly} onJump={isReadOnly ? undefined : (s) => void goTo(DWELLING_STEPS.indexOf(s))} />
        );
    }
  }

  // the step's heading takes focus on step changes; below 'desk' the step button shows the name, so it is for screen readers only
  const heading = (
    <Typography
      ref={stepHeading}
      tabIndex={-1}
      variant="h6"
      component="h2"
      sx={isDesk ? { mb: 2, '&:focus': { outline: 'none' } } : visuallyHidden}
    >
      {t(`steps.${DWELLING_STEPS[step]}`)}
    </Typography>
  );

  const body = (
    <>
      {organizationName && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {ta('organizations.creatingUnder', { name: organizationName })}
        </Alert>
      )}
      {banner && (
        <Alert
          severity="error"
          sx={{ mb: 2, scrollMarginTop: 96 }}
          role="alert"
          ref={(el) => el?.scrollIntoView({ block: 'nearest' })}
        >
          {banner}
        </Alert>
      )}
      <Suspense fallback={<LinearProgress aria-label={t('form.loadingStep')} />}>{renderStep(step)}</Suspense>
      <StepActions
        isFirst={step === 0}
        isLast={step === LAST}
        isSaving={isSaving}
        lastAction={action}
        onBack={() => void goTo(step - 1)}
        onNext={() => void goTo(step + 1)}
        onLast={handleLast}
      />
    </>
  );

  return (
    <FormProvider {...form}>
      <Box
        component="form"
        ref={formRef}
        noValidate
        onSubmit={(e) => e.preventDefault()}
        onFocus={preloadSteps}
        onPointerEnter={preloadSteps}
        aria-label={t(dwelling && !formKey.startsWith('create:') ? 'title.edit' : 'title.create')}
      >
        {isReadOnly && dwelling && (
          // why it cannot be edited and what the owner can do instead (doc 2 §4, §6 Owner)
          <Alert severity="info" sx={{ mb: 2 }} data-testid="locked-notice">
            {t(lockedReasonKey(dwelling))} {dwelling.active || dwelling.status === 'APPROVED' ? t('form.lockedOptions') : null}
          </Alert>
        )}
        {/* what was typed survives an ended session, restored only into the same dwelling (docs/architecture.md "Form drafts") */}
        <FormDraftNotice
          draftKey={isReadOnly ? null : `dwelling:${dwelling?.uuid ?? `new:${user?.id ?? ''}`}`}
          control={form.control}
          reset={form.reset}
          sx={{ mb: 2 }}
        />
        {/* step headers are plain buttons (MUI makes them tabs, which the spec's "buttons" and tests do not expect) */}
        <Stepper
          nonLinear
          activeStep={step}
          orientation={isDesk ? 'horizontal' : 'vertical'}
          sx={{ mb: isDesk ? 3 : 0 }}
          role="group"
          aria-label={t('form.steps')}
          aria-orientation={undefined}
        >
          {DWELLING_STEPS.map((s, i) => (
            <Step key={s} completed={dwelling !== null && i !== step && !stepHasError(s) && i < step}>
              <StepButton
                onClick={() => void goTo(i)}
                disabled={isSaving}
                role="button"
                tabIndex={0}
                aria-selected={undefined}
                aria-posinset={undefined}
                aria-setsize={undefined}
                aria-current={i === step ? 'step' : undefined}
              >
                <StepLabel error={stepHasError(s)}>{t(`steps.${s}`)}</StepLabel>
              </StepButton>
              {!isDesk && (
                <StepContent>
                  {i === step && heading}
                  {i === step && body}
                </StepContent>
              )}
            </Step>
          ))}
        </Stepper>
        {isDesk && (
          <Paper variant="outlined" sx={{ p: 3 }}>
            {heading}
            {body}
          </Paper>
        )}
      </Box>
      <LeaveGuard
        when={form.formState.isDirty}
        // the first save moves /dwellings/create to /dwellings/:uuid with this form's key
        allow={(next) => isLeavingRef.current || (next.state as { formKey?: string } | null)?.formKey === formKey}
      />
      <ConfirmDialog
        open={pending !== null}
        title={t('form.confirmSaveTitle')}
        text={t('form.confirmSaveText')}
        confirmLabel={t('form.confirmSave')}
        onConfirm={() => void handleConfirm(true)}
        onCancel={() => setPending(null)}
        extra={{ label: t('form.confirmDiscard'), onClick: () => void handleConfirm(false) }}
      />
    </FormProvider>
  );
}
