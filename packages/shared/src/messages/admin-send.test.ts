import { describe, expect, it } from 'vitest';
import { adminSendFieldOf, adminSendMessageFormSchema, adminSendMessageInput } from './admin-send';
import { MESSAGE_MESSAGES } from './thread';

const form = { dwellingId: '42', seekerId: '', seekerEmail: 'ny@example.dk', seekerName: 'Nina', text: ' Hej ' };

describe('the admin send form (doc 1 §5, §6)', () => {
  it.each([
    ['42', 'rentals-42'],
    [' rentals-7 ', 'rentals-7'],
    ['3F2504E0-4F89-11D3-9A0C-0305E82C3301', '3F2504E0-4F89-11D3-9A0C-0305E82C3301'],
  ])('dwelling id %j sends agentUnique %s', (dwellingId, agentUnique) => {
    const parsed = adminSendMessageFormSchema.parse({ ...form, dwellingId });
    expect(adminSendMessageInput(parsed)).toEqual({
      text: 'Hej',
      agentUnique,
      seekerId: null,
      seekerEmail: 'ny@example.dk',
      seekerName: 'Nina',
    });
  });

  it('refuses a dwelling that is no id, a missing seeker and a bad e-mail, each at its field', () => {
    const res = adminSendMessageFormSchema.safeParse({ ...form, dwellingId: 'abc', seekerEmail: '' });
    expect(res.success).toBe(false);
    expect(res.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['dwellingId', MESSAGE_MESSAGES.adminNeedsDwelling],
      ['seekerId', MESSAGE_MESSAGES.seekerMissing],
    ]);
    expect(adminSendMessageFormSchema.safeParse({ ...form, seekerEmail: 'nope' }).error?.issues[0].path).toEqual(['seekerEmail']);
  });

  it("puts the server's agentUnique issue on the dwelling field", () => {
    expect(adminSendFieldOf(['agentUnique'])).toBe('dwellingId');
    expect(adminSendFieldOf(['seekerName'])).toBe('seekerName');
    expect(adminSendFieldOf(['userId'])).toBeNull();
  });
});
