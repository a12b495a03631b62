/** Client error reports (doc 1 §7, §8: uncaught and render errors are reported to the error endpoint). */
import type { ClientErrorReport } from '@udlejning/shared/errors/client-error.schema';
import type { Actor } from '../../platform/auth/actor';
import type { Deps } from '../../platform/deps';
import { insertClientError } from './errors.repository';

/** Where a report came from, read from the request (not from the body). */
export type ReportOrigin = { userAgent?: string; ip?: string };

const USER_AGENT_MAX = 500;

/**
 * Stores a validated report with the reporting user (if signed in) and the browser's user agent.
 * Returns the new row id. Open to everyone; the route rate-limits it.
 */
export async function recordClientError(deps: Deps, actor: Actor, report: ClientErrorReport, origin: ReportOrigin = {}): Promise<number> {
  const info: Record<string, unknown> = {};
  if (report.info != null) info.info = report.info;
  if (report.source != null) info.source = report.source;
  if (report.line != null) info.line = report.line;
  if (report.column != null) info.column = report.column;
  if (origin.userAgent) info.userAgent = origin.userAgent.slice(0, USER_AGENT_MAX);
  if (origin.ip) info.ip = origin.ip;
  const id = await insertClientError(deps.db, {
    message: report.message,
    stack: report.stack ?? null,
    info,
    userId: actor.kind === 'user' ? actor.userId : null,
  });
  deps.log.warn({ clientErrorId: id, message: report.message }, 'client error reported');
  return id;
}
