/**
 * What the activity log records about a user (docs/architecture.md "User administration"): admin actions of doc 1 §6 and the
 * scheduled deletion of doc 1 §4. packages/shared/src/activity/actions.ts collects it.
 */
export const USER_ACTIVITY_ACTIONS = [
  'user/deletion-scheduled',
  'user/reactivated',
  'user/deleted',
  'user/type',
  'user/password-reset',
  'user/feed-token',
  'user/verified',
] as const;
export type UserActivityAction = (typeof USER_ACTIVITY_ACTIONS)[number];
