/**
 * The personal-data port (GDPR art. 15, 17, 20; doc 1 §4; docs/privacy-retention.md): every module
 * that holds data about a user exports one PersonalDataHook that finds, exports and erases its own
 * part. The app root lists the hooks in order (apps/server/src/personal-data.ts) and hands them to
 * the data export (modules/privacy) and the scheduled deletion (modules/users), which run them with
 * the functions below. So the erasure writes no table of another module, and no module imports
 * the ones above it to be erased.
 */
import type { Deps } from './deps';
import type { Executor } from './db/executor';

/** The user whose data is exported or erased, as the users row was before the erasure. */
export type DataSubject = { id: number; uuid: string; email: string };

/**
 * What the hooks' `find` steps learned, for the hooks after them: the ids by which other tables name
 * the user's records.
 */
export type SubjectRecords = {
  /** The user's dwellings (dwellings' hook): activity entries and outbox mails name their uuids, threads their ids. */
  dwellings: { id: number; uuid: string }[];
  /** Those of the user's dwellings that have payments, kept for bookkeeping (payments' hook). */
  paidDwellingIds: Set<number>;
  /** The user's payments (payments' hook): outbox mails name their ids. */
  paymentIds: string[];
};

/** What every step of a hook gets. `ex` is the deletion's transaction, or the database for an export. */
export type PersonalDataContext = { deps: Deps; ex: Executor; subject: DataSubject; found: SubjectRecords };

/** What an erase step gets besides: the deletion's time and a place for work after the commit. */
export type ErasureContext = PersonalDataContext & {
  now: Date;
  /** Runs `work` once the deletion committed (removing files); the hook handles its errors. */
  afterCommit: (work: () => Promise<void>) => void;
};

/** A file added to the export's zip: `path` inside the zip, `key` in deps.files (skipped when missing). */
export type ExportFile = { path: string; key: string };

/** A hook's part of the export: its sections of data.json (keys in this order) and its files. */
export type ExportPart = { data: Record<string, unknown>; files?: ExportFile[] };

/** One module's share of a user's personal data. Every step is optional. */
export type PersonalDataHook = {
  /** The module's name (logs, docs). */
  module: string;
  /** Reads into ctx.found what later hooks need; every hook's find runs before any export or erase step. */
  find?: (ctx: PersonalDataContext) => Promise<void>;
  /** The module's sections of the export. */
  export?: (ctx: PersonalDataContext) => Promise<ExportPart>;
  /** Deletes or anonymises the module's data about the subject, inside the deletion's transaction (ctx.ex). */
  erase?: (ctx: ErasureContext) => Promise<void>;
};

async function findAll(hooks: readonly PersonalDataHook[], ctx: PersonalDataContext): Promise<void> {
  for (const hook of hooks) await hook.find?.(ctx);
}

const emptyRecords = (): SubjectRecords => ({ dwellings: [], paidDwellingIds: new Set(), paymentIds: [] });

/**
 * The export of `subject`: every hook's find, then every hook's export part in hook order, merged
 * (data.json sections in that order, files in that order).
 */
export async function collectPersonalData(
  hooks: readonly PersonalDataHook[],
  deps: Deps,
  subject: DataSubject,
): Promise<{ data: Record<string, unknown>; files: ExportFile[] }> {
  const ctx: PersonalDataContext = { deps, ex: deps.db, subject, found: emptyRecords() };
  await findAll(hooks, ctx);
  const data: Record<string, unknown> = {};
  const files: ExportFile[] = [];
  for (const hook of hooks) {
    const part = await hook.export?.(ctx);
    if (!part) continue;
    Object.assign(data, part.data);
    files.push(...(part.files ?? []));
  }
  return { data, files };
}

/**
 * Erases `subject` inside `tx` (the caller's transaction, holding the users row): every hook's find,
 * then every hook's erase in hook order. Returns what the finds learned and the work to run after the
 * commit, in the order the hooks asked for it.
 */
export async function erasePersonalData(
  hooks: readonly PersonalDataHook[],
  deps: Deps,
  tx: Executor,
  subject: DataSubject,
  now: Date,
): Promise<{ found: SubjectRecords; afterCommit: (() => Promise<void>)[] }> {
  const afterCommit: (() => Promise<void>)[] = [];
  const ctx: ErasureContext = {
    deps,
    ex: tx,
    subject,
    found: emptyRecords(),
    now,
    afterCommit: (work) => void afterCommit.push(work),
  };
  await findAll(hooks, ctx);
  for (const hook of hooks) await hook.erase?.(ctx);
  return { found: ctx.found, afterCommit };
}
