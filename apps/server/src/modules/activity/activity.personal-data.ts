/**
 * The personal data activity holds (platform/personal-data.ts; docs/privacy-retention.md): entries
 * about the user and their dwellings (exported; deleted at the erasure) and entries the user made
 * (exported; kept without the name at the erasure).
 */
import type { PersonalDataContext, PersonalDataHook } from '../../platform/personal-data';
import { eraseActivity, exportActivity } from './activity.personal-data.repository';

/** The targets that are the user: the user and their dwellings (dwellings' find). */
const targetsOf = ({ subject, found }: PersonalDataContext) => [subject.uuid, ...found.dwellings.map((d) => d.uuid)];

export const activityPersonalData: PersonalDataHook = {
  module: 'activity',
  export: async (ctx) => ({ data: { activity: await exportActivity(ctx.ex, ctx.subject.id, targetsOf(ctx)) } }),
  erase: async (ctx) => eraseActivity(ctx.ex, ctx.subject.id, targetsOf(ctx)),
};
