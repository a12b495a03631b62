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
import { ApiError, apiFetch, graphql } from '../../lib/api';
import { GENERIC_ERROR } from '@udlejning/shared/errors';
import { gql } from '../../lib/graphql';
import { tokenStorage } from '../../lib/token-storage';

export const useLogin = () =>
  useMutation({ mutationFn: (body: Login) => apiFetch<AuthReply>('/api/auth', { method: 'POST', body }) });

export const useSignup = () =>
  useMutation({ mutationFn: (body: Signup) => apiFetch<AuthReply>('/api/users', { method: 'POST', body }) });

export const useUpdateProfile = () =>
  useMutation({ mutationFn: (body: Profile) => apiFetch<AuthReply>('/api/users/me', { method: 'POST', body }) });

export const useChangePassword = () =>
  useMutation({ mutationFn: (body: ChangePassword) => apiFetch<AuthReply>('/api/users/me/password', { method: 'POST', body }) });

const REQ_RESET_PASSWORD = gql(`mutation ReqResetPassword($email: String!) { reqResetPassword(email: $email) }`);
const USER_RESET_PASSWORD = gql(`mutation UserResetPassword($password: String!, $userId: ID!, $email: String!) {
  userResetPassword(password: $password, userId: $userId, email: $email)
}`);
const RESEND_EMAIL_VERIFICATION = gql(
  `mutation ResendEmailVerification($email: String!) { resendEmailVerification(email: $email) }`,
);
const VERIFY_EMAIL = gql(`mutation VerifyEmail($token: String!) { verifyEmail(token: $token) }`);

export const useRequestPasswordReset = () =>
  useMutation({
    mutationFn: (email: string) => graphql(REQ_RESET_PASSWORD, { email }),
  });

type ResetVars = { password: string; userId: number; email: string; token: string };

/** Sets the new password, then reads the session user with the returned login token. */
export const useResetPassword = () =>
  useMutation({
    mutationFn: async ({ token: resetToken, ...vars }: ResetVars): Promise<AuthReply> => {
      // the reset token travels as the Authorization bearer (doc 1 §7's shape; docs/architecture.md "Auth and sessions")
      const { userResetPassword: token } = await graphql(
        USER_RESET_PASSWORD,
        { ...vars, userId: String(vars.userId) },
        { bearer: resetToken },
      );
      // a null token only comes with an error, which graphql() has thrown already
      if (!token) throw new ApiError(0, 'GRAPHQL', GENERIC_ERROR);
      tokenStorage.set(token);
      const user = await apiFetch<SessionUser>('/api/users/me');
      return { ...user, token };
    },
  });

export const useResendVerification = () =>
  useMutation({
    mutationFn: (email: string) => graphql(RESEND_EMAIL_VERIFICATION, { email }),
  });

/** verifyEmail(token) → true. */
export const verifyEmailRequest = (token: string) => graphql(VERIFY_EMAIL, { token });

const UNDO_EMAIL_CHANGE = gql(`mutation UndoEmailChange($token: String!) { undoEmailChange(token: $token) }`);

/** undoEmailChange(token) → true: the notice's undo link (docs/architecture.md "Auth and sessions"). */
export const useUndoEmailChange = () =>
  useMutation({ mutationFn: (token: string) => graphql(UNDO_EMAIL_CHANGE, { token }) });
