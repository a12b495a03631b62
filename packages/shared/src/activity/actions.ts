/**
 * The activity log's closed lists (doc 2 §3): each domain declares the actions it records, named
 * `<targetType>/<verb>`, in its own folder, and adds one line to ACTIVITY_ACTIONS_BY_TARGET.
 * The target type of an entry is the key its action is listed under.
 */
import { DWELLING_ACTIVITY_ACTIONS } from '../dwellings/activity-actions';
import { USER_ACTIVITY_ACTIONS } from '../users/activity-actions';

/** Checks at compile time that every action of a target type starts with `<targetType>/`. */
function byTarget<const R extends { [T in keyof R & string]: readonly `${T}/${string}`[] }>(lists: R): R {
  return lists;
}

/** Every domain's actions, keyed by the target type its entries name. */
export const ACTIVITY_ACTIONS_BY_TARGET = byTarget({
  dwelling: DWELLING_ACTIVITY_ACTIONS,
  user: USER_ACTIVITY_ACTIONS,
});

/** What an activity entry can be about: 'dwelling' (payments, messages and users follow). */
export type ActivityTargetType = keyof typeof ACTIVITY_ACTIONS_BY_TARGET;
export const ACTIVITY_TARGET_TYPES = Object.keys(ACTIVITY_ACTIONS_BY_TARGET) as ActivityTargetType[];

/** The actions of one target type, e.g. ActivityActionOf<'dwelling'> = 'dwelling/create' | … */
export type ActivityActionOf<T extends ActivityTargetType> = (typeof ACTIVITY_ACTIONS_BY_TARGET)[T][number];
/** Every action of every domain. */
export type ActivityAction = ActivityActionOf<ActivityTargetType>;
export const ACTIVITY_ACTIONS: readonly ActivityAction[] = ACTIVITY_TARGET_TYPES.flatMap((t) => ACTIVITY_ACTIONS_BY_TARGET[t]);

/** The target type an action belongs to: 'dwelling/update' → 'dwelling'; null for an unknown action. */
export function activityTargetOf(action: string): ActivityTargetType | null {
  return ACTIVITY_TARGET_TYPES.find((t) => (ACTIVITY_ACTIONS_BY_TARGET[t] as readonly string[]).includes(action)) ?? null;
}
