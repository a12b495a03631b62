import { describe, expect, it } from 'vitest';
import { ACTIVITY_ACTIONS, ACTIVITY_ACTIONS_BY_TARGET, ACTIVITY_TARGET_TYPES, activityTargetOf } from './actions';
import { DWELLING_ACTIVITY_ACTIONS } from '../dwellings/activity-actions';
import { USER_ACTIVITY_ACTIONS } from '../users/activity-actions';

describe('activity actions', () => {
  it("collect every domain's list: dwellings' 13 actions of doc 2 §3 and users' 7, each named <targetType>/<verb>", () => {
    expect(ACTIVITY_TARGET_TYPES).toEqual(['dwelling', 'user']);
    expect(ACTIVITY_ACTIONS).toEqual([...DWELLING_ACTIVITY_ACTIONS, ...USER_ACTIVITY_ACTIONS]);
    expect(ACTIVITY_ACTIONS).toHaveLength(20);
    for (const target of ACTIVITY_TARGET_TYPES)
      for (const action of ACTIVITY_ACTIONS_BY_TARGET[target]) expect(action.startsWith(`${target}/`)).toBe(true);
    expect(new Set(ACTIVITY_ACTIONS).size).toBe(ACTIVITY_ACTIONS.length);
  });

  it('name the target type of an action; an unknown action has none', () => {
    expect(activityTargetOf('dwelling/notes')).toBe('dwelling');
    expect(activityTargetOf('user/deleted')).toBe('user');
    expect(activityTargetOf('dwelling/nope')).toBeNull();
    expect(activityTargetOf('payment/refund')).toBeNull();
  });
});
