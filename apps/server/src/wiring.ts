/**
 * The ports a lower module declares and a higher one implements, wired at the app's root
 * (docs/architecture.md "Module boundaries"): so a lower module calls up without importing the higher
 * one, and the module graph stays a DAG. boot.ts createDeps calls it, so the server, the jobs and
 * every test app are wired the same way.
 */
import { provideDwellingPayments } from './modules/dwellings/payments.port';
import { dwellingPaymentsPort } from './modules/payments/payments.dwellings-port';
import { provideListingClosedHooks } from './modules/dwellings/listing-closed.port';
import { cancelViewingsOfClosedListing } from './modules/viewings/viewings.closing';

/** Wires every port (idempotent). */
export function wireModules(): void {
  provideDwellingPayments(dwellingPaymentsPort);
  provideListingClosedHooks([cancelViewingsOfClosedListing]);
}
