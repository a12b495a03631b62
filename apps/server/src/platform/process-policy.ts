/**
 * What the server process does with an error nobody caught (docs/operations.md, "Restart policy").
 * - A rejected promise nobody awaited (`unhandledRejection`) is logged and the server serves on:
 *   such a promise belongs to one request or job that already ended, so no shared state is half
 *   changed. Node's default would end the process, and nothing would start it again.
 * - An exception thrown outside any request or job (`uncaughtException`) leaves the process in an
 *   unknown state (Node's documentation: resuming is not safe): it is logged as fatal and the process
 *   exits with code 1 for the supervisor (systemd `Restart=always`, a container's restart policy)
 *   to start it again. Jobs in flight run again (pg-boss expires them); requests in flight fail.
 */
import type { Logger } from 'pino';

/** Installs both handlers once; `exit` is process.exit unless a test passes its own. */
export function installProcessPolicy(log: Pick<Logger, 'error' | 'fatal'>, exit: (code: number) => void = process.exit): void {
  process.on('unhandledRejection', (reason) => {
    log.error({ err: reason }, 'unhandled promise rejection (logged; the server serves on)');
  });
  process.on('uncaughtException', (err, origin) => {
    log.fatal({ err, origin }, 'uncaught exception: exiting for the supervisor to restart the server');
    // pino writes synchronously to stdout by default, so the line is out before the exit
    exit(1);
  });
}
