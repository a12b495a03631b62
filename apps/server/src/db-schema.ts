/**
 * Every table of the app, for drizzle-kit (migrations) and the migration drift check. The tables
 * several domains reference (users, organizations, dwellings, seekers, threads and messages, and the
 * viewings and lets the statistics' funnel counts) sit in
 * schema/, one layer below the modules, so a foreign key is no module import; a table only its own
 * domain uses stays in that domain's *.schema.ts; the platform owns its own tables (mail outbox,
 * rate limits, one-time tasks).
 */
export * from './schema/accounts.schema';
export * from './schema/dwellings.schema';
export * from './modules/dwellings/uploads.schema';
export * from './modules/activity/activity.schema';
export * from './modules/feedback/feedback.schema';
export * from './modules/addresses/addresses.schema';
export * from './modules/errors/errors.schema';
export * from './platform/mail/mail.schema';
export * from './platform/http/rate-limit.schema';
export * from './platform/db/one-time-tasks.schema';
export * from './modules/payments/payments.schema';
export * from './schema/seekers.schema';
export * from './schema/messages.schema';
export * from './modules/statistics/statistics.schema';
export * from './modules/organizations/organizations.schema';
export * from './schema/letting.schema';
export * from './schema/viewings.schema';
