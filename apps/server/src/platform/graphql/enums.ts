/**
 * GraphQL enums of the closed lists in packages/shared (docs/architecture.md "Schema: enums and
 * non-null"): a field or argument over one of them is an enum, so clients generate the union and the
 * schema refuses an unknown value (400 BAD_USER_INPUT) before any resolver runs. Domain-only enums sit
 * in their module.
 */
import { USER_TYPES, ROLES } from '@udlejning/shared/accounts/user';
import { LISTING_TYPES } from '@udlejning/shared/dwellings/listing-type';
import { DISPLAYED_STATUSES, DWELLING_STATUSES } from '@udlejning/shared/dwellings/status';
import { PAYMENT_PROVIDERS, PAYMENT_STATUSES, RECEIPT_KINDS } from '@udlejning/shared/payments/payment';
import { DISCOUNT_STATUSES } from '@udlejning/shared/payments/discount';
import { builder } from './builder';

export const ListingTypeEnum = builder.enumType('ListingType', { values: LISTING_TYPES });
export const DwellingStatusEnum = builder.enumType('DwellingStatus', { values: DWELLING_STATUSES });
export const DisplayedStatusEnum = builder.enumType('DisplayedDwellingStatus', { values: DISPLAYED_STATUSES });
export const UserTypeEnum = builder.enumType('UserType', { values: USER_TYPES });
export const RoleEnum = builder.enumType('Role', { values: ROLES });
export const PaymentStatusEnum = builder.enumType('PaymentStatus', { values: PAYMENT_STATUSES });
export const DiscountStatusEnum = builder.enumType('DiscountStatus', { values: DISCOUNT_STATUSES });
export const PaymentProviderEnum = builder.enumType('PaymentProvider', { values: PAYMENT_PROVIDERS });
export const ReceiptKindEnum = builder.enumType('ReceiptKind', { values: RECEIPT_KINDS });
