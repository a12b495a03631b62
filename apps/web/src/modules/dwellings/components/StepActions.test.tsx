// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../../lib/i18n';
import { lastStepAction, type LastStepInput } from '../last-step-label';
import { StepActions } from './StepActions';

afterEach(cleanup);

const base: LastStepInput = { isSaving: false, isReadOnly: false, isAdmin: false, status: null };

describe('lastStepAction (doc 2 §2 Listing form)', () => {
  it.each<[string, Partial<LastStepInput>, string]>([
    ['saving wins over everything', { isSaving: true, isAdmin: true, isReadOnly: true, status: 'APPROVED' }, 'saving'],
    ['read-only form', { isReadOnly: true, status: 'DRAFT' }, 'close'],
    ['admin', { isAdmin: true, status: 'DRAFT' }, 'close'],
    ['admin on a pending listing', { isAdmin: true, status: 'PENDING_REVIEW' }, 'close'],
    ['owner, pending review', { status: 'PENDING_REVIEW' }, 'save'],
    ['owner, approved', { status: 'APPROVED' }, 'save'],
    ['owner, draft', { status: 'DRAFT' }, 'createListing'],
    ['owner, rejected', { status: 'REJECTED' }, 'createListing'],
    ['owner, never saved', { status: null }, 'createListing'],
  ])('%s', (_name, input, expected) => {
    expect(lastStepAction({ ...base, ...input })).toBe(expected);
  });
});

describe('StepActions', () => {
  it.each([
    ['da', 'createListing', 'Opret annonce'],
    ['en', 'createListing', 'Create listing'],
    ['en', 'save', 'Save'],
    ['en', 'close', 'Close'],
    ['en', 'saving', 'Saving…'],
  ] as const)('%s: %s reads %j on the last step', async (lang, action, label) => {
    await i18n.changeLanguage(lang);
    const onLast = vi.fn();
    render(
      <StepActions
        isFirst={false}
        isLast
        isSaving={action === 'saving'}
        lastAction={action}
        onBack={vi.fn()}
        onNext={vi.fn()}
        onLast={onLast}
      />,
    );
    const button = screen.getByRole('button', { name: label });
    if (action !== 'saving') {
      await userEvent.click(button);
      expect(onLast).toHaveBeenCalledOnce();
    } else expect(button).toHaveProperty('disabled', true);
  });

  it('shows Back and Next before the last step; Back is disabled on the first', async () => {
    await i18n.changeLanguage('en');
    const onNext = vi.fn();
    render(
      <StepActions
        isFirst
        isLast={false}
        isSaving={false}
        lastAction="createListing"
        onBack={vi.fn()}
        onNext={onNext}
        onLast={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Back' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onNext).toHaveBeenCalledOnce();
  });
});
