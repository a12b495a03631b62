/**
 * What the activity log records about a dwelling (doc 2 §3 "Actions"). The dwellings domain owns
 * this list; packages/shared/src/activity/actions.ts collects every domain's list.
 */
export const DWELLING_ACTIVITY_ACTIONS = [
  'dwelling/create',
  'dwelling/update',
  'dwelling/approved',
  'dwelling/rejected',
  'dwelling/activate',
  'dwelling/deactivate',
  'dwelling/payment',
  'dwelling/email',
  'dwelling/requested-ownership-mail',
  'dwelling/system',
  'dwelling/move-to-admin',
  'dwelling/publish_error',
  'dwelling/notes',
] as const;
export type DwellingActivityAction = (typeof DWELLING_ACTIVITY_ACTIONS)[number];
