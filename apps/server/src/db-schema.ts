/**
 * Every table of the app, for drizzle-kit (migrations) and the migration drift check. Each domain
 * owns its *.schema.ts; the platform owns its own tables (mail outbox, rate limits).
 */
export * from './modules/accounts/accounts.schema';
export * from './modules/dwellings/dwellings.schema';
export * from './modules/dwellings/uploads.schema';
export * from './modules/activity/activity.schema';
export * from './modules/feedback/feedback.schema';
export * from './modules/addresses/addresses.schema';
export * from './modules/errors/errors.schema';
export * from './platform/mail/mail.schema';
export * from './platform/http/rate-limit.schema';
export * from './modules/payments/payments.schema';
export * from './modules/seekers/seekers.schema';
export * from './modules/messages/messages.schema';
export * from './modules/statistics/statistics.schema';
export * from './modules/organizations/organizations.schema';
