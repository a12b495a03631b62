/** All SQL of reading payments for the admin table, the admin panel and the owner's list (docs/architecture.md "Payments"). */
import { and, desc, eq, getTableColumns, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PaymentStatus } from '@udlejning/shared/payments/payment';
import type { Executor } from '../../platform/db/executor';
import { escapeLike } from '../../platform/db/match';
import { dwellings } from '../../schema/dwellings.schema';
import { discounts, paymentOperations, payments } from './payments.schema';

/** A payment with what its view shows of the dwelling and the discount. */
export type PaymentListRow = typeof payments.$inferSelect & {
  dwellingUuid: string;
  headline: string | null;
  address: string | null;
  discountCode: string | null;
};

const listColumns = {
  ...getTableColumns(payments),
  dwellingUuid: dwellings.uuid,
  headline: dwellings.headline,
  address: sql<string | null>`${dwellings.location}->>'address'`,
  discountCode: discounts.code,
};

function listQuery(ex: Executor, where: SQL | undefined) {
  return ex
    .select(listColumns)
    .from(payments)
    .innerJoin(dwellings, eq(dwellings.id, payments.dwellingId))
    .leftJoin(discounts, eq(discounts.id, payments.discountId))
    .where(where);
}

/** LIKE pattern of a literal text (%, _ and \ escaped). */
const contains = (text: string) => `%${escapeLike(text)}%`;

/** Which payments a table shows: a status, a text in the transaction, e-mail, name or dwelling address, one buyer. */
export type PaymentTableFilter = { status?: PaymentStatus | null; search?: string | null; userId?: number };

/** The filter of the payments table: status, and a text in the transaction, e-mail, name or dwelling address. */
function tableFilter(filter: PaymentTableFilter): SQL | undefined {
  const search = filter.search?.trim();
  return and(
    filter.userId === undefined ? undefined : eq(payments.userId, filter.userId),
    filter.status ? eq(payments.status, filter.status) : undefined,
    search
      ? or(
          ilike(payments.transaction, contains(search)),
          ilike(payments.email, contains(search)),
          ilike(payments.name, contains(search)),
          sql`${dwellings.location}->>'address' ilike ${contains(search)}`,
        )
      : undefined,
  );
}

/** One page of the payments table, newest first. */
export async function findPaymentPage(
  ex: Executor,
  filter: PaymentTableFilter,
  page: { offset: number; limit: number },
): Promise<PaymentListRow[]> {
  return listQuery(ex, tableFilter(filter))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .offset(page.offset)
    .limit(page.limit);
}

/** How many payments match the filter. */
export async function countPayments(ex: Executor, filter: PaymentTableFilter): Promise<number> {
  const [row] = await ex
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .innerJoin(dwellings, eq(dwellings.id, payments.dwellingId))
    .where(tableFilter(filter));
  return row.n;
}

/** Every payment of a dwelling, newest first. */
export async function findPaymentsOfDwelling(ex: Executor, dwellingId: number): Promise<PaymentListRow[]> {
  return listQuery(ex, eq(payments.dwellingId, dwellingId)).orderBy(desc(payments.createdAt), desc(payments.id));
}

/** One payment as a list row. */
export async function findPaymentListRow(ex: Executor, id: string): Promise<PaymentListRow | null> {
  const [row] = await listQuery(ex, eq(payments.id, id));
  return row ?? null;
}

/** The last completed refund of each payment: its provider id, reason and time. */
export async function findLastRefunds(
  ex: Executor,
  paymentIds: string[],
): Promise<Map<string, { providerRef: string | null; reason: string | null }>> {
  if (paymentIds.length === 0) return new Map();
  const rows = await ex
    .selectDistinctOn([paymentOperations.paymentId], {
      paymentId: paymentOperations.paymentId,
      providerRef: paymentOperations.providerRef,
      reason: paymentOperations.reason,
    })
    .from(paymentOperations)
    .where(
      and(
        inArray(paymentOperations.paymentId, paymentIds),
        eq(paymentOperations.kind, 'refund'),
        sql`${paymentOperations.providerRef} is not null`,
      ),
    )
    .orderBy(paymentOperations.paymentId, desc(paymentOperations.id));
  return new Map(rows.map((r) => [r.paymentId, { providerRef: r.providerRef, reason: r.reason }]));
}
