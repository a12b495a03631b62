/** The personal data feedback holds (platform/personal-data.ts): the user's answers, exported and deleted. */
import type { PersonalDataHook } from '../../platform/personal-data';
import { deleteFeedbackOf, exportFeedback } from './feedback.personal-data.repository';

export const feedbackPersonalData: PersonalDataHook = {
  module: 'feedback',
  export: async ({ ex, subject }) => ({ data: { feedback: await exportFeedback(ex, subject.id) } }),
  erase: async ({ ex, subject }) => deleteFeedbackOf(ex, subject.id),
};
