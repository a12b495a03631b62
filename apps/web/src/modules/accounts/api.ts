/**
 * TanStack Query mutations of the accounts domain (doc 1 §7). REST: POST /api/auth, /api/users,
 * /api/users/me, /api/users/me/password. GraphQL: reqResetPassword, userResetPassword,
 * resendEmailVerification, verifyEmail.
 */
import { useMutation } from '@tanstack/react-query';
import type { AuthReply, SessionUser } from '@udlejning/shared/accounts/user';
import type { Login } from '@udlejning/shared/accounts/login.schema';
import type { Signup } from '@udlejning/shared/accounts/signup.schema';
import type { Profile } from '@udlejning/shared/accounts/profile.schema';
import type { ChangePassword } from '@udlejning/shared/accounts/password.schema';
import { apiFetch, graphql } from '../../lib/api';
import { tokenStorage } from '../../lib/token-storage';

export const useLogin = () =>
  useMutation({ mutationFn: (body: Login) => apiFetch<AuthReply>('/api/auth', { method: 'POST', body }) });

export const useSignup = () =>
  useMutation({ mutationFn: (body: Signup) => apiFetch<AuthReply>('/api/users', { method: 'POST', body }) });

export const useUpdateProfile = () =>
  useMutation({ mutationFn: (body: Profile) => apiFetch<AuthReply>('/api/users/me', { method: 'POST', body }) });

export const useChangePassword = () =>
  useMutation({ mutationFn: (body: ChangePassword) => apiFetch<AuthReply>('/api/users/me/password', { method: 'POST', body }) });

export const useRequestPasswordReset = () =>
  useMutation({
    mutationFn: (email: string) =>
      graphql<{ reqResetPassword: boolean }>('mutation ($email: String!) { reqResetPassword(email: $email) }', { email }),
  });

type ResetVars = { password: string; userId: number; email: string; token: string };

/** Sets the new password, then reads the session user with the returned login token. */
export const useResetPassword = () =>
  useMutation({
    mutationFn: async ({ token: resetToken, ...vars }: ResetVars): Promise<AuthReply> => {
      // the reset token travels as the Authorization bearer (doc 1 §7's shape; docs/decisions.md)
      const { userResetPassword: token } = await graphql<{ userResetPassword: string }>(
        'mutation ($password: String!, $userId: ID!, $email: String!) { userResetPassword(password: $password, userId: $userId, email: $email) }',
        vars,
        { bearer: resetToken },
      );
      tokenStorage.set(token);
      const user = await apiFetch<SessionUser>('/api/users/me');
      return { ...user, token };
    },
  });

export const useResendVerification = () =>
  useMutation({
    mutationFn: (email: string) =>
      graphql<{ resendEmailVerification: boolean }>('mutation ($email: String!) { resendEmailVerification(email: $email) }', {
        email,
      }),
  });

/** verifyEmail(token) → true. */
export const verifyEmailRequest = (token: string) =>
  graphql<{ verifyEmail: boolean }>('mutation ($token: String!) { verifyEmail(token: $token) }', { token });
