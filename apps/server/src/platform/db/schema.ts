/** Every table, for Drizzle and drizzle-kit. Each domain owns its *.schema.ts. */
export * from '../../modules/accounts/accounts.schema';
export * from '../../modules/dwellings/dwellings.schema';
export * from '../../modules/dwellings/uploads.schema';
export * from '../../modules/activity/activity.schema';
export * from '../../modules/feedback/feedback.schema';
export * from '../../modules/addresses/addresses.schema';
export * from '../../modules/errors/errors.schema';
export * from '../mail/mail.schema';
export * from '../http/rate-limit.schema';
export * from '../../modules/payments/payments.schema';
