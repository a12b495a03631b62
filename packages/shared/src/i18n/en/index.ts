/**
 * The English catalogue: the same namespaces and keys as the Danish one (checked by each domain
 * module's `satisfies Labels<…>` and here), so it can be loaded on its own.
 */
import type { Labels } from '../labels';
import type { Catalogue } from '../da/index';
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

export const en = {
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
} satisfies Labels<Catalogue>;
