/**
 * Whose statistics a user may read (doc 1 §2 Statistics): pure rules over facts the service has
 * loaded, the shape of every *.policy.ts (docs/architecture.md "Code layout: one name per domain").
 */
import type { UserActor } from '../../platform/auth/actor';
import { AppError } from '../../platform/errors';

/** The landlord asked about (their user id; NaN for an id that is not a number). */
export type StatisticsFacts = { landlordId: number };

export const STATISTICS_ACTIONS = ['read'] as const;
export type StatisticsAction = (typeof STATISTICS_ACTIONS)[number];

export const statisticsPolicy = {
  /** Admins read any landlord's statistics; a landlord their own. */
  read: (a: UserActor, f: StatisticsFacts) => a.isAdmin || a.userId === f.landlordId,
} satisfies Record<StatisticsAction, (a: UserActor, f: StatisticsFacts) => boolean>;

/** Throws 403 FORBIDDEN unless the policy allows. */
export function authorizeStatistics(actor: UserActor, action: StatisticsAction, facts: StatisticsFacts): void {
  if (!statisticsPolicy[action](actor, facts)) throw new AppError('FORBIDDEN');
}
