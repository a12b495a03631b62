import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { IconButton, ListItemText, Menu, MenuItem } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useTranslation } from 'react-i18next';
import type { DwellingListItem } from '@udlejning/shared/dwellings/dwelling';
import { extensionOpensAt, extensionState } from '@udlejning/shared/dwellings/extension';
import { formatDate } from '../../../ui/format';
import { useExtendAction } from '../use-extend-action';
import { useRenewStatusLinkAction } from '../use-renew-status-link';
import { facebookShareUrl, isPublicListing, publicListingPath, usePublicLinkActions } from '../public-link';
import type { ActivationTarget } from './ActivationDialog';

// the dialogs (survey, address search) load when a row menu first opens, not with the list (docs/architecture.md "Front-end loading")
const ActivationDialog = lazy(async () => ({ default: (await import('./ActivationDialog')).ActivationDialog }));
const DuplicateDialog = lazy(async () => ({ default: (await import('./DuplicateDialog')).DuplicateDialog }));
const ReceiptsDialog = lazy(async () => ({
  default: (await import('../../payments/components/ReceiptsDialog')).ReceiptsDialog,
}));

/**
 * A row's action menu (doc 2 §2, §6), each item shown by its ability: Edit, Review (→ preview),
 * Activate/Deactivate (confirmation, then the survey), Duplicate (address dialog), Extend and
 * Upgrade (→ the status page's pricing table and card form), and Receipts for a paid tier (the
 * receipts dialog: PDF downloads, README "Card payments"), 'Se annoncen', 'Kopiér link' and 'Del på Facebook' while
 * the listing is public (public-link.ts), and 'Send a new status link' (mailed to the owner;
 * earlier links stop working: anyone who sees the row may ask). Before its window opens, Extend shows disabled with
 * the date it can be used from (docs/architecture.md "Dwellings and moderation": the last 14 days before expiry).
 */
export function DwellingRowMenu({ row }: { row: DwellingListItem }) {
  const { t } = useTranslation('dwellings');
  const { t: tl, i18n } = useTranslation('lifecycle');
  const { t: tp } = useTranslation('payments');
  const navigate = useNavigate();
  const extend = useExtendAction();
  const renewLink = useRenewStatusLinkAction();
  const publicLink = usePublicLinkActions(row.uuid);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [activation, setActivation] = useState<ActivationTarget | null>(null);
  const [duplicateOf, setDuplicateOf] = useState<string | null>(null);
  const [isShowingReceipts, setShowingReceipts] = useState(false);
  // the menu and the dialogs mount at the first opening (a list renders one closed menu per row, which
  // cost the first render of the list ≈ 10 % of its time, docs/architecture.md "Front-end loading") and then stay, for their closing transitions
  const [wasOpened, setWasOpened] = useState(false);
  const address = row.location.address || t('list.noAddress');
  const label = t('list.openMenu', { address });
  const a = row.abilities;
  // the same shared rule as the server's policy: approved and active, but not yet in the window
  const isExtendTooEarly = !a.extend && extensionState(row, new Date()) === 'tooEarly';
  const pick = (fn: () => void) => () => {
    setAnchor(null);
    fn();
  };
  return (
    <>
      <IconButton
        aria-label={label}
        aria-haspopup="menu"
        onClick={(e) => {
          e.stopPropagation();
          setAnchor(e.currentTarget);
          setWasOpened(true);
        }}
        size="small"
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      {wasOpened && (
        <>
          <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} onClick={(e) => e.stopPropagation()}>
            {a.update && <MenuItem onClick={pick(() => void navigate(`/dwellings/${row.uuid}`))}>{t('list.edit')}</MenuItem>}
            <MenuItem onClick={pick(() => void navigate(`/dwellings/${row.uuid}/preview`))}>{t('list.review')}</MenuItem>
            {/* the public page's links, only while the public API shows the listing (doc 2 §1) */}
            {isPublicListing(row) && [
              <MenuItem key="view" component={RouterLink} to={publicListingPath(row.uuid)} onClick={() => setAnchor(null)}>
                {tl('publicLink.view')}
              </MenuItem>,
              <MenuItem key="copy" onClick={pick(() => void publicLink.copy())}>
                {tl('publicLink.copy')}
              </MenuItem>,
              <MenuItem
                key="share"
                component="a"
                href={facebookShareUrl(row.uuid)}
                target="_blank"
                rel="noopener noreferrer"
                onClick={pick(publicLink.share)}
              >
                {tl('publicLink.share')}
              </MenuItem>,
            ]}
            {(a.activate || a.deactivate) && (
              <MenuItem onClick={pick(() => setActivation({ uuid: row.uuid, status: row.status, active: row.active }))}>
                {tl(row.active ? 'actions.deactivate' : 'actions.activate')}
              </MenuItem>
            )}
            {a.duplicate && <MenuItem onClick={pick(() => setDuplicateOf(row.uuid))}>{tl('actions.duplicate')}</MenuItem>}
            {a.extend && (
              <MenuItem disabled={extend.isPending} onClick={pick(() => void extend.run(row.uuid))}>
                {tl('actions.extend')}
              </MenuItem>
            )}
            {isExtendTooEarly && (
              <MenuItem disabled>
                <ListItemText
                  primary={tl('actions.extend')}
                  secondary={tl('actions.extendFrom', {
                    date: formatDate(extensionOpensAt(row.expiresAt)?.toISOString(), i18n.language),
                  })}
                />
              </MenuItem>
            )}
            {a.upgrade && (
              <MenuItem onClick={pick(() => void navigate(`/dwellings/${row.uuid}/status#pricing`))}>
                {tl('actions.upgrade')}
              </MenuItem>
            )}
            <MenuItem disabled={renewLink.isPending} onClick={pick(() => void renewLink.run(row.uuid))}>
              {tl('actions.renewStatusLink')}
            </MenuItem>
            {/* a paid tier has receipts (issued when the payment is captured) */}
            {row.listingType !== 'STANDARD' && (
              <MenuItem onClick={pick(() => setShowingReceipts(true))}>{tp('receipts.menu')}</MenuItem>
            )}
          </Menu>
          <Suspense fallback={null}>
            <ActivationDialog target={activation} onClose={() => setActivation(null)} />
            <DuplicateDialog uuid={duplicateOf} onClose={() => setDuplicateOf(null)} />
            <ReceiptsDialog
              target={isShowingReceipts ? { uuid: row.uuid, address } : null}
              onClose={() => setShowingReceipts(false)}
            />
          </Suspense>
        </>
      )}
    </>
  );
}
