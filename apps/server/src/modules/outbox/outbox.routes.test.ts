import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { buildAdmin, buildLandlord, type TestUser } from '../../test/factories';
import { outboxMails } from '../../platform/mail/mail.schema';
import type { OutboxPage } from '@udlejning/shared/outbox/outbox';

describe('GET /api/admin/outbox', () => {
  let t: TestApp;
  let admin: TestUser;
  let landlord: TestUser;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await buildAdmin(t.deps);
    landlord = await buildLandlord(t.deps);
    // three mails at known times; the newest must come first
    await t.deps.db.insert(outboxMails).values([
      {
        to: 'a@example.dk',
        subject: 'Old',
        text: 'first',
        kind: 'verify-email',
        state: 'sent',
        attempts: 3,
        sentAt: new Date('2026-01-01T10:05:00Z'),
        createdAt: new Date('2026-01-01T10:00:00Z'),
      },
      {
        to: 'b@example.dk',
        subject: 'Newest',
        text: 'Reset: http://localhost/reset-password?token=abc',
        html: '<p>x</p>',
        kind: 'reset-password',
        language: 'en',
        state: 'failed',
        attempts: 16,
        lastError: 'connect ECONNREFUSED 127.0.0.1:25',
        createdAt: new Date('2026-01-03T10:00:00Z'),
      },
      { to: 'c@example.dk', subject: 'Middle', text: 'second', kind: 'housing', createdAt: new Date('2026-01-02T10:00:00Z') },
    ]);
  });
  afterAll(() => t.close());

  it('answers 401 when logged out', async () => {
    const res = await t.api.get('/api/admin/outbox');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('answers 401 for an invalid token', async () => {
    const res = await t.api.as('not-a-token').get('/api/admin/outbox');
    expect(res.statusCode).toBe(401);
  });

  it('answers 403 to a landlord', async () => {
    const res = await t.api.as(landlord).get('/api/admin/outbox');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
  });

  it('lists mails newest first with their delivery state and the total count for an admin', async () => {
    const res = await t.api.as(admin).get('/api/admin/outbox');
    expect(res.statusCode).toBe(200);
    const body = res.json<OutboxPage>();
    expect(body.totalCount).toBe(3);
    expect(body.results.map((m) => m.subject)).toEqual(['Newest', 'Middle', 'Old']);
    expect(body.results[0]).toEqual({
      id: expect.any(Number),
      to: 'b@example.dk',
      subject: 'Newest',
      kind: 'reset-password',
      language: 'en',
      text: 'Reset: http://localhost/reset-password?token=abc',
      state: 'failed',
      attempts: 16,
      lastError: 'connect ECONNREFUSED 127.0.0.1:25',
      sentAt: null,
      createdAt: '2026-01-03T10:00:00.000Z',
    });
    expect(body.results.map((m) => [m.state, m.attempts, m.sentAt])).toEqual([
      ['failed', 16, null],
      ['queued', 0, null],
      ['sent', 3, '2026-01-01T10:05:00.000Z'],
    ]);
  });

  it('with SMTP the states are listed without the texts (their links sign people in)', async () => {
    const transport = t.deps.env.MAIL_TRANSPORT;
    t.deps.env.MAIL_TRANSPORT = 'smtp';
    try {
      const body = (await t.api.as(admin).get('/api/admin/outbox')).json<OutboxPage>();
      expect(body.results.map((m) => [m.state, m.text])).toEqual([
        ['failed', null],
        ['queued', null],
        ['sent', null],
      ]);
    } finally {
      t.deps.env.MAIL_TRANSPORT = transport;
    }
  });

  it('pages with page and pageSize', async () => {
    const res = await t.api.as(admin).get('/api/admin/outbox?page=2&pageSize=2');
    expect(res.statusCode).toBe(200);
    const body = res.json<OutboxPage>();
    expect(body.totalCount).toBe(3);
    expect(body.results.map((m) => m.subject)).toEqual(['Old']);
  });

  it.each([['page=0'], ['pageSize=500'], ['page=abc']])('rejects %s with 400 and a field issue', async (query) => {
    const res = await t.api.as(admin).get(`/api/admin/outbox?${query}`);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.issues[0].path).toEqual([query.split('=')[0]]);
  });
});
