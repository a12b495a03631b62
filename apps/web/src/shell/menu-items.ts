/**
 * The side menu per role (doc 1 §2). Admin: Dwellings, Create dwelling, Messages, Seeker list,
 * Users, Organizations, Activity, Feedback, Statistics, Discounts, Payments (+ the dev Outbox). Landlord:
 * My Dwellings, Create dwelling, Messages, Viewings, Seeker list, My Account, My payments, Organizations, Statistics.
 * Viewings ("Fremvisninger", /viewings) is the landlord's day list of viewing times and who is coming.
 * My payments ("Mine betalinger", /my-payments) is not in the spec's list either: a landlord's receipts in one place.
 * Organizations (doc 1 §1, /organizations) is not in the spec's menu lists; without it the page was
 * reachable only from the dashboard (docs/architecture.md "Organizations").
 */
import type { SvgIcon } from '@mui/material';
import HomeWorkIcon from '@mui/icons-material/HomeWork';
import AddHomeIcon from '@mui/icons-material/AddHome';
import ForumIcon from '@mui/icons-material/Forum';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import PeopleIcon from '@mui/icons-material/People';
import HistoryIcon from '@mui/icons-material/History';
import FeedbackIcon from '@mui/icons-material/Feedback';
import BarChartIcon from '@mui/icons-material/BarChart';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import PaymentsIcon from '@mui/icons-material/Payments';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import OutboxIcon from '@mui/icons-material/Outbox';
import CorporateFareIcon from '@mui/icons-material/CorporateFare';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import type { Catalogue } from '@udlejning/shared/i18n/index';

type SvgIconComponent = typeof SvgIcon;

export type MenuItem = {
  /** Route path as the spec writes it (trailing slash on list pages). */
  to: string;
  /** i18n key in the common namespace. */
  labelKey: `menu.${keyof Catalogue['common']['menu']}`;
  icon: SvgIconComponent;
  /** Shown in a separate 'Developer' group. */
  isDev?: boolean;
  /** A count shown on the item: 'unread' = threads with an unread seeker message (docs/architecture.md "Messages and the public listing page"). */
  badge?: 'unread';
};

const dwellings: MenuItem = { to: '/dwellings/', labelKey: 'menu.dwellings', icon: HomeWorkIcon };
const myDwellings: MenuItem = { to: '/dwellings/', labelKey: 'menu.myDwellings', icon: HomeWorkIcon };
const createDwelling: MenuItem = { to: '/dwellings/create', labelKey: 'menu.createDwelling', icon: AddHomeIcon };
const messages: MenuItem = { to: '/messages/', labelKey: 'menu.messages', icon: ForumIcon, badge: 'unread' };
const viewings: MenuItem = { to: '/viewings', labelKey: 'menu.viewings', icon: EventAvailableIcon };
const seekers: MenuItem = { to: '/boligsoegerlisten/', labelKey: 'menu.seekers', icon: PersonSearchIcon };
const statistics: MenuItem = { to: '/statistics', labelKey: 'menu.statistics', icon: BarChartIcon };
const myAccount: MenuItem = { to: '/profile', labelKey: 'menu.myAccount', icon: ManageAccountsIcon };
const myPayments: MenuItem = { to: '/my-payments', labelKey: 'menu.myPayments', icon: ReceiptLongIcon };
const organizations: MenuItem = { to: '/organizations', labelKey: 'menu.organizations', icon: CorporateFareIcon };

const ADMIN_MENU: MenuItem[] = [
  dwellings,
  createDwelling,
  messages,
  seekers,
  { to: '/users/', labelKey: 'menu.users', icon: PeopleIcon },
  organizations,
  { to: '/activity/', labelKey: 'menu.activity', icon: HistoryIcon },
  { to: '/feedback/', labelKey: 'menu.feedback', icon: FeedbackIcon },
  statistics,
  { to: '/discounts/', labelKey: 'menu.discounts', icon: LocalOfferIcon },
  { to: '/payments/', labelKey: 'menu.payments', icon: PaymentsIcon },
  { to: '/outbox', labelKey: 'menu.outbox', icon: OutboxIcon, isDev: true },
];

const LANDLORD_MENU: MenuItem[] = [
  myDwellings,
  createDwelling,
  messages,
  viewings,
  seekers,
  myAccount,
  myPayments,
  organizations,
  statistics,
];

/** The menu for an admin or a landlord, in the spec's order. */
export function menuItemsFor(isAdmin: boolean): MenuItem[] {
  return isAdmin ? ADMIN_MENU : LANDLORD_MENU;
}

const trimSlash = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

/**
 * The item to highlight for a pathname: the longest item path equal to it or a parent of it,
 * so /dwellings/<uuid> highlights the list and /dwellings/create only Create dwelling.
 * Returns the item's `to`, or null when nothing matches.
 */
export function activeMenuPath(pathname: string, items: MenuItem[]): string | null {
  const path = trimSlash(pathname);
  let best: string | null = null;
  for (const item of items) {
    const base = trimSlash(item.to);
    if ((path === base || path.startsWith(`${base}/`)) && (!best || base.length > trimSlash(best).length)) best = item.to;
  }
  return best;
}

/**
 * The path the menu highlights for a location: router state `menuPath` when a page sets it (the
 * create flow keeps 'Create dwelling' after its first save moved it to /dwellings/:uuid), else the
 * pathname.
 */
export function menuPathOf(location: { pathname: string; state: unknown }): string {
  const state = location.state as { menuPath?: unknown } | null;
  return typeof state?.menuPath === 'string' ? state.menuPath : location.pathname;
}
