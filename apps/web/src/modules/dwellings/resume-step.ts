/**
 * Where a saved draft reopens (doc 2 §2 Listing form, a non-linear stepper saved step by step): the
 * step after the last completed one, i.e. the first step whose rules the saved value does not yet
 * meet. The optional images step counts as done once it has an image, so a draft saved after the
 * economy step reopens on Images rather than skipping it. A draft with every step done reopens on
 * the last step (consents), where it is sent for review.
 */
import type { DwellingRuleContext } from '@udlejning/shared/dwellings/dwelling-form';
import { DWELLING_STEPS, type DwellingContent, type DwellingStep } from '@udlejning/shared/dwellings/form-schema';

/** The rules, loaded with the form's steps (the module is shared with DwellingForm's resolver). */
const loadRules = () => import('@udlejning/shared/dwellings/dwelling-form');

/** The step to reopen a draft on; `ctx` as the form's own rules get it. */
export async function resumeStep(value: DwellingContent, ctx: DwellingRuleContext): Promise<DwellingStep> {
  const { checkDwellingStep } = await loadRules();
  for (const step of DWELLING_STEPS) {
    if (step === 'images' ? (value.images?.length ?? 0) === 0 : checkDwellingStep(step, value, ctx).length > 0) return step;
  }
  return DWELLING_STEPS[DWELLING_STEPS.length - 1];
}
