/**
 * Start-up work that is done once per database (docs/architecture.md "One listing per home", the home-key backfill):
 *   const result = await runOnce(db, 'home-keys-v1', (tx) => backfillHomeKeys(tx)); // null when done before
 * A done task is one primary-key lookup in one_time_tasks. The task runs in one transaction under an advisory
 * lock on its name, and its row is written in that transaction: instances starting at once run it one at a
 * time (the later ones find it done), and a task that fails or is cut off leaves nothing and runs again.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from './client';
import type { Executor } from './executor';
import { oneTimeTasks } from './one-time-tasks.schema';

/** The advisory lock space of one-time tasks ("Once"); the key is hashtext(name). */
const LOCK_SPACE = 0x4f6e6365;

async function isDone(ex: Executor, name: string): Promise<boolean> {
  const [row] = await ex.select({ name: oneTimeTasks.name }).from(oneTimeTasks).where(eq(oneTimeTasks.name, name));
  return row !== undefined;
}

/**
 * Runs `task` once per database under `name` (a new name runs it again, e.g. 'home-keys-v2' after a change of the
 * key). Returns the task's result, or null when it was done before (by this or another instance).
 */
export async function runOnce<T>(db: Db, name: string, task: (tx: Executor) => Promise<T>): Promise<T | null> {
  if (await isDone(db, name)) return null;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACE}, hashtext(${name}))`);
    // another instance may have finished it while this one waited for the lock
    if (await isDone(tx, name)) return null;
    const result = await task(tx);
    await tx.insert(oneTimeTasks).values({ name });
    return result;
  });
}
