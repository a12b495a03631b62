/** The personal data errors holds (platform/personal-data.ts): the client error reports of the user, deleted (not exported). */
import type { PersonalDataHook } from '../../platform/personal-data';
import { deleteClientErrorsOf } from './errors.personal-data.repository';

export const errorsPersonalData: PersonalDataHook = {
  module: 'errors',
  erase: async ({ ex, subject }) => deleteClientErrorsOf(ex, subject.id),
};
