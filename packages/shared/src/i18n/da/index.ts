/**
 * The Danish catalogue (default language): one module per domain, one namespace each. Loaded with
 * the app; other languages live in their own folder so they can be loaded on demand.
 */
import { common } from './common';
import { messages } from './messages';
import { accounts } from './accounts';
import { dwellings } from './dwellings';
import { addresses } from './addresses';
import { lifecycle } from './lifecycle';
import { moderation } from './moderation';
import { activity } from './activity';
import { mails } from './mails';
import { payments } from './payments';
import { chat } from './chat';
import { publicListing } from './publicListing';
import { seekers } from './seekers';
import { statistics } from './statistics';
import { users } from './users';
import { viewings } from './viewings';

export const da = {
  common,
  messages,
  accounts,
  dwellings,
  addresses,
  lifecycle,
  moderation,
  activity,
  mails,
  payments,
  chat,
  publicListing,
  seekers,
  statistics,
  users,
  viewings,
};

/** The namespaces and keys every language must provide. */
export type Catalogue = typeof da;
