import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { createJobQueue, retryOnDeadlock, type JobData } from './queue';

const log = pino({ level: 'silent' });

describe('job queue (pg-boss on the app database)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('a job scheduled with startAfter survives a stop/start and runs once when due', async () => {
    const ran: JobData[] = [];
    const handlers = { handlers: { 'test-job': async (data: JobData) => void ran.push(data) } };
    const first = createJobQueue(database.db, log);
    await first.start(handlers, { work: false });
    const later = new Date(Date.now() + 7 * 86_400_000);
    expect(await first.send('test-job', { dwelling: 'abc' }, { startAfter: later })).toEqual(expect.any(String));
    expect(await first.runDue(new Date())).toBe(0); // not due yet
    await first.stop();

    const second = createJobQueue(database.db, log);
    await second.start(handlers, { work: false });
    const pending = await second.pending();
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ name: 'test-job', data: { dwelling: 'abc' } });
    expect(Math.abs(pending[0].startAfter.getTime() - later.getTime())).toBeLessThan(1000);
    expect(await second.runDue(new Date(later.getTime() + 1000))).toBe(1);
    expect(ran).toEqual([{ dwelling: 'abc' }]);
    expect(await second.runDue(new Date(later.getTime() + 2000))).toBe(0);
    expect(await second.pending()).toEqual([]);
    await second.stop();
  });

  it('a renamed queue takes over the jobs still waiting under the old name, and the old schedule stops', async () => {
    const ran: JobData[] = [];
    const later = new Date(Date.now() + 30 * 86_400_000);
    const before = createJobQueue(database.db, log);
    await before.start({ handlers: { 'old.name': async () => {} }, schedules: { 'old.name': '0 3 * * *' } }, { work: false });
    await before.send('old.name', { user: 'u1' }, { startAfter: later });
    await before.stop();

    const after = createJobQueue(database.db, log);
    await after.start(
      { handlers: { 'new-name': async (data) => void ran.push(data) }, renamed: { 'old.name': 'new-name' } },
      { work: false },
    );
    expect((await after.pending()).map((j) => [j.name, j.data])).toEqual([['new-name', { user: 'u1' }]]);
    expect(await after.runDue(new Date(later.getTime() + 1000))).toBe(1);
    expect(ran).toEqual([{ user: 'u1' }]);
    const schedules = (await database.db.execute(sql`select name from pgboss.schedule where name = 'old.name'`)) as unknown as {
      rows: unknown[];
    };
    expect(schedules.rows).toEqual([]);
    await after.stop();
  });

  it('workers pick up a due job by themselves', async () => {
    const queue = createJobQueue(database.db, log);
    let resolve: (data: JobData) => void = () => {};
    const done = new Promise<JobData>((r) => (resolve = r));
    // start() resolves once the queue exists and its worker polls (every second here), so the send cannot race it
    await queue.start({
      handlers: { 'now-job': async (data) => resolve(data) },
      queues: { 'now-job': { pollingIntervalSeconds: 1 } },
    });
    await queue.send('now-job', { n: 1 });
    expect(await done).toEqual({ n: 1 });
    await queue.stop();
  }, 20_000);
});

describe('retryOnDeadlock (instances creating the same queues at once)', () => {
  const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });

  it('runs the step again after a deadlock and returns its result', async () => {
    let calls = 0;
    const result = await retryOnDeadlock(async () => {
      calls += 1;
      if (calls < 3) throw deadlock();
      return 'created';
    });
    expect({ result, calls }).toEqual({ result: 'created', calls: 3 });
  });

  it('gives up after 5 deadlocks, and passes any other error at once', async () => {
    let calls = 0;
    await expect(
      retryOnDeadlock(async () => {
        calls += 1;
        throw deadlock();
      }),
    ).rejects.toMatchObject({ code: '40P01' });
    expect(calls).toBe(5);
    let others = 0;
    await expect(
      retryOnDeadlock(async () => {
        others += 1;
        throw Object.assign(new Error('unique violation'), { code: '23505' });
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(others).toBe(1);
  });
});
