import { lazy, Suspense } from 'react';
import { LinearProgress, Stack } from '@mui/material';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../accounts/session';
import { CreateDwellingButton } from '../components/CreateDwellingButton';
import { LandlordDwellingsTable } from '../components/LandlordDwellingsTable';
import { PageHeading } from '../../../shell/PageHeading';

// admins only: its filters, column picker and moderation menu stay out of the landlords' download (docs/architecture.md "Front-end loading")
const AdminDwellingsTable = lazy(async () => ({
  default: (await import('../components/AdminDwellingsTable')).AdminDwellingsTable,
}));

// the return from a card payment's redirect, loaded only when the URL has one (doc 2 §2)
const PaymentReturn = lazy(async () => ({ default: (await import('../../payments/payment-return')).PaymentReturn }));

/**
 * /dwellings/ (doc 2 §2): titled My Dwellings for landlords and Dwellings for admins; handles the
 * payment return query (payment_intent, redirect_status): confirmPaymentInfo, a toast, URL cleaned.
 */
export function DwellingsPage() {
  const { t } = useTranslation('dwellings');
  const { isAdmin } = useSession();
  const [search] = useSearchParams();
  return (
    <Stack spacing={2}>
      {search.has('payment_intent') && (
        <Suspense fallback={null}>
          <PaymentReturn />
        </Suspense>
      )}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <PageHeading title={t(isAdmin ? 'title.all' : 'title.mine')} />
        {/* landlords get the button from their list (the empty state has its own) */}
        {isAdmin && <CreateDwellingButton />}
      </Stack>
      {isAdmin ? (
        <Suspense fallback={<LinearProgress />}>
          <AdminDwellingsTable />
        </Suspense>
      ) : (
        <LandlordDwellingsTable />
      )}
    </Stack>
  );
}
