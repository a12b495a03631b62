/** TanStack Query hooks of a landlord's privacy rights (GDPR art. 17: the own account's deletion). */
import { useMutation } from '@tanstack/react-query';
import type { DeletionRequest } from '@udlejning/shared/privacy/deletion';
import { apiFetch } from '../../lib/api';

/** POST /api/users/me/deletion {password}: schedules the own account's deletion; returns the date. */
export function useRequestDeletion() {
  return useMutation({
    mutationFn: ({ password }: DeletionRequest) =>
      apiFetch<{ expireAt: string }>('/api/users/me/deletion', { method: 'POST', body: { password } }),
  });
}
