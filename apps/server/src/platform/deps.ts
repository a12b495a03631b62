/**
 * Everything a service needs from the outside world, built once at boot (or per test) and
 * passed explicitly: database, configuration, tokens, mail, addresses, file storage, logger.
 */
import type { TestClock } from './clock/test-clock';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/client';
import type { Env } from './env';
import type { Mailer } from './mail/mailer';
import type { TokenSigner } from './auth/tokens';
import type { AddressProvider } from './address-provider';
import type { JobQueue } from './jobs/queue';
import type { PaymentProviders } from './payment-provider';
import type { AppMetrics } from './metrics/metrics';
import type { FileStore } from './storage';

export type Deps = {
  db: Db;
  env: Env;
  tokens: TokenSigner;
  /** HMAC key of the discount-code hashes shown to landlords (DISCOUNT_HASH_SECRET, else generated into DATA_DIR). */
  discountHashKey: string;
  mailer: Mailer;
  addresses: AddressProvider;
  /** Stored files (images, seekers' pictures): a local folder or an S3 bucket (platform/storage, docs/architecture.md "File storage"). */
  files: FileStore;
  /** The local FileStore's folder (STORAGE=local; with s3 it is not created and holds nothing). */
  uploadDir: string;
  /** Public base URL for links in mails, e.g. http://localhost:3000 */
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Current time; tests may override. */
  now: () => Date;
  /** The journeys' movable clock behind `now` (TEST_CLOCK=true only; platform/clock/test-clock.ts). */
  testClock?: TestClock;
  /** Card payment providers: the configured one for new payments, each by name for existing ones. */
  payments: PaymentProviders;
  /** The persistent job queue (pg-boss); absent in tests that don't need it (jobs are then skipped). */
  jobs?: JobQueue;
  /**
   * How outside pictures (seekers' marketplace pictures) are requested; the download's limits and checks run
   * on its Response. Default: `fetch` to public addresses only (modules/seekers/seeker-pictures.ts).
   * Tests route it to a local server.
   */
  fetchPicture?: typeof fetch;
  /** Prometheus metrics of this instance (METRICS_TOKEN set; platform/metrics): modules report through `deps.metrics?.…`. */
  metrics?: AppMetrics;
};
