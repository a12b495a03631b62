import { describe, expect, it } from 'vitest';
import { VIEWING_MESSAGES, createViewingSchema, viewingDayQuerySchema } from './viewing';

describe('the viewing date field', () => {
  it.each(['% U', '', '2026-02-30', '2026-13-01', '29-11-2026', '2026-1-5'])(
    'refuses %j with the field message, never throws',
    (date) => {
      const parsed = viewingDayQuerySchema.safeParse({ date });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((i) => i.message)).toContain(VIEWING_MESSAGES.date);
    },
  );

  it('takes a calendar date, and a whole slot', () => {
    expect(viewingDayQuerySchema.parse({ date: '2028-02-29' })).toEqual({ date: '2028-02-29' });
    expect(createViewingSchema.safeParse({ date: '2026-12-03', start: '17:00', durationMinutes: 30, capacity: 1 }).success).toBe(
      true,
    );
  });
});
