/**
 * /dwellings/:uuid/status and /status?token= (doc 2 §2 Status page, §8). Works for the logged-in
 * owner or an admin, and without login for the holder of the mailed token (`?token=`): thanks
 * message after creating (from=createDwelling), status, activate/deactivate (with the survey),
 * 'extend listing' (disabled with the date it opens until the last 14 days before expiry), the
 * upgrade part (pricing table, discount code, card form: payments/components/UpgradeSection), the
 * public page's links while it is public (PublicListingLinks), the listing's viewing times while it is approved
 * (viewings/DwellingViewings, signed in only; its own chunk), and links back. A token holder returns here from a Stripe redirect (payment-return.ts). The activation
 * sentence follows the displayed status (a pending listing is not called active).
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useParams, useSearchParams } from 'react-router';
import { Alert, Button, Divider, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { EXTENSION_DAYS } from '@udlejning/shared/dwellings/enums';
import { EXTEND_WINDOW_DAYS, extensionOpensAt, extensionState } from '@udlejning/shared/dwellings/extension';
import { ApiError } from '../../../lib/api';
import { activationTextKey } from '../activation-text';
import { formatDate, formatDateTime } from '../../../ui/format';
import { useSession } from '../../accounts/session';
import { useExtendDwelling, useStatusView } from '../lifecycle-api';
import { ActivationDialog, type ActivationTarget } from '../components/ActivationDialog';
import { DwellingStatusChip } from '../components/DwellingStatusChip';
import { PublicListingLinks } from '../components/PublicListingLinks';
import { isPublicListing } from '../public-link';
import { UpgradeSection } from '../../payments/components/UpgradeSection';
import { usePaymentReturn } from '../../payments/payment-return';
import { PageHeading } from '../../../shell/PageHeading';

// the viewings section brings its form (react-hook-form, zod): a chunk of its own, loaded for approved listings only
const DwellingViewings = lazy(async () => ({
  default: (await import('../../viewings/components/DwellingViewings')).DwellingViewings,
}));

export function DwellingStatusPage() {
  const { t, i18n } = useTranslation('lifecycle');
  const { t: td } = useTranslation('dwellings');
  const { uuid } = useParams();
  const [search] = useSearchParams();
  const { hash } = useLocation();
  const { user } = useSession();
  const token = search.get('token');
  const query = useStatusView(uuid ?? null, token, Boolean(user || token));
  const extend = useExtendDwelling();
  const [activation, setActivation] = useState<ActivationTarget | null>(null);
  const isThanks = search.get('from') === 'createDwelling';
  usePaymentReturn(token);
  // a payment's result is shown here and takes focus (the upgrade part may disappear after PREMIUM)
  const [paid, setPaid] = useState<{ message: string; isDone: boolean } | null>(null);
  const paidRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (paid) paidRef.current?.focus();
  }, [paid]);

  // the list's Upgrade button links to #pricing: scroll there once the table is shown
  useEffect(() => {
    if (hash === '#pricing' && query.isSuccess) document.getElementById('pricing')?.scrollIntoView({ behavior: 'smooth' });
  }, [hash, query.isSuccess]);

  let body;
  if (query.error instanceof ApiError && query.error.code === 'STATUS_LINK_REVOKED') {
    // a former owner's link, or one renewed since (doc 2 §6 Token holder)
    body = <Alert severity="warning">{t('status.linkRevoked')}</Alert>;
  } else if ((!user && !token) || (query.error instanceof ApiError && query.error.status === 401)) {
    body = <Alert severity="warning">{t('status.tokenMissing')}</Alert>;
  } else if (query.isPending) body = <LinearProgress />;
  else if (query.isError) body = <Alert severity="error">{t('status.loadFailed')}</Alert>;
  else {
    const d = query.data;
    // the shared rule of the server's policy: approved and active, the window not yet open (docs/architecture.md "Dwellings and moderation")
    const isExtendTooEarly = !d.abilities.extend && extensionState(d, new Date()) === 'tooEarly';
    body = (
      <Stack spacing={3}>
        {isThanks && (
          <Alert severity="success">
            <Typography variant="h6" component="p">
              {t('status.thanks')}
            </Typography>
            {t('status.thanksText')}
          </Alert>
        )}
        <Stack spacing={1}>
          <Typography variant="overline" color="text.secondary">
            {d.address}
          </Typography>
          {d.headline && <Typography variant="h6">{d.headline}</Typography>}
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography>{t('status.current')}:</Typography>
            <DwellingStatusChip status={d.displayedStatus} size="medium" />
          </Stack>
          {d.expiresAt && d.status === 'APPROVED' && (
            <Typography variant="body2" color="text.secondary">
              {t('status.expires', { date: formatDateTime(d.expiresAt, i18n.language) })}
            </Typography>
          )}
        </Stack>

        {d.status === 'REJECTED' && (
          // what became of the tier and the reserved money (docs/architecture.md "Payments": a rejection releases held payments)
          <Alert severity="warning" data-testid="rejected-notice">
            {t('status.rejected')}
          </Alert>
        )}
        {d.status === 'APPROVED' && !d.abilities.update && (
          <Alert severity="info" data-testid="locked-notice">
            {td('form.lockedApproved')} {td('form.lockedOptions')}
          </Alert>
        )}

        {/* the public page's links, only while the public API shows the listing (doc 2 §1) */}
        {isPublicListing(d) && <PublicListingLinks uuid={d.uuid} />}

        {(d.abilities.activate || d.abilities.deactivate) && (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {t('status.activation')}
            </Typography>
            <Typography variant="body2">{td(`activationText.${activationTextKey(d.displayedStatus)}`)}</Typography>
            <Button
              variant="outlined"
              color={d.active ? 'warning' : 'primary'}
              onClick={() => setActivation({ uuid: d.uuid, status: d.status, active: d.active })}
            >
              {t(d.active ? 'actions.deactivate' : 'actions.activate')}
            </Button>
          </Stack>
        )}

        {(d.abilities.extend || isExtendTooEarly) && (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {t('status.stillVacant')}
            </Typography>
            <Typography variant="body2">
              {isExtendTooEarly
                ? t('status.extendTooEarly', {
                    date: formatDate(extensionOpensAt(d.expiresAt)?.toISOString(), i18n.language),
                    days: EXTEND_WINDOW_DAYS,
                  })
                : t('status.extendHelp', { days: EXTENSION_DAYS })}
            </Typography>
            <Button
              variant="contained"
              disabled={extend.isPending || !d.abilities.extend}
              onClick={() => extend.mutate({ uuid: d.uuid, token })}
            >
              {t('status.extend')}
            </Button>
          </Stack>
        )}
        {extend.isSuccess && <Alert severity="success">{t('status.extendedMessage')}</Alert>}
        {extend.isError && <Alert severity="error">{t('status.loadFailed')}</Alert>}

        {/* viewings (fremvisninger) are the owner's, signed in: a mailed status link does not reach them */}
        {d.status === 'APPROVED' && user && !d.viaToken && (
          <>
            <Divider />
            <Suspense fallback={<LinearProgress aria-label={t('loading', { ns: 'common' })} />}>
              <DwellingViewings dwellingUuid={d.uuid} />
            </Suspense>
          </>
        )}

        {paid && (
          <Alert
            severity={paid.isDone ? 'success' : 'info'}
            role="status"
            tabIndex={-1}
            ref={paidRef}
            data-testid="payment-result"
          >
            {paid.message}
          </Alert>
        )}
        {d.abilities.upgrade && (
          <>
            <Divider />
            <UpgradeSection view={d} token={token} onPaid={setPaid} />
          </>
        )}

        <Divider />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button component={RouterLink} to="/dwellings/" variant="contained">
            {t('status.myDwellings')}
          </Button>
          {d.abilities.update && (
            <Button component={RouterLink} to={`/dwellings/${d.uuid}`} state={{ step: 'description' }} variant="outlined">
              {t('status.updateContact')}
            </Button>
          )}
          {!d.viaToken && (
            <Button component={RouterLink} to={`/dwellings/${d.uuid}/preview`}>
              {t('status.preview')}
            </Button>
          )}
        </Stack>
        <ActivationDialog target={activation} token={token} onClose={() => setActivation(null)} />
      </Stack>
    );
  }

  return (
    <Stack spacing={2} sx={{ maxWidth: 900, mx: 'auto' }}>
      <PageHeading title={td('title.status')} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {body}
      </Paper>
    </Stack>
  );
}
