/** Labels of the statistics page (doc 1 §2 Statistics, §8). English; `satisfies Labels<…>` makes a key missing here (or unknown there) a type error. */
import type { Labels } from '../labels';
import type { statistics as statisticsDa } from '../da/statistics';

export const statistics = {
  title: 'Statistics',
  tableLabel: 'Statistics per dwelling',
  empty: 'No dwellings with statistics',
  loadFailed: 'The statistics could not be loaded',
  period: 'Period',
  periods: { all: 'All time', '7d': 'Last 7 days', '30d': 'Last 30 days', '90d': 'Last 90 days' },
  landlordId: 'Landlord',
  landlordIdHelp: 'Name, e-mail, user id or UUID. Empty: your own dwellings',
  columns: {
    address: 'Address',
    messages: 'Messages sent',
    uniqueClicks: 'Unique clicks',
    totalClicks: 'Total clicks',
    success: 'Contact-success',
    forbidden: 'Contact-forbidden',
    facebook: 'Shared on Facebook',
    listed: 'Listed on',
  },
  noAddress: 'No address',
  rowState: { green: 'Approved and active', red: 'Rejected', inactive: 'Inactive' },
  openChart: 'Show chart for {{address}}',
  chart: {
    title: 'Statistics for {{address}}',
    label: 'Clicks, contacts and messages per day',
    day: 'Day',
    clicks: 'Clicks',
    contacts: 'Contacts',
    messages: 'Messages',
    loadFailed: 'The chart could not be loaded',
    totals: 'Total – clicks: {{clicks}}, contacts: {{contacts}}, messages: {{messages}}',
    close: 'Close',
  },
  tier: {
    paid_one:
      'As {{tier}} the listing cost {{paid}} and brought {{count}} contact: {{perContact}} per contact ({{perKrone}} contacts per krone).',
    paid_other:
      'As {{tier}} the listing cost {{paid}} and brought {{count}} contacts: {{perContact}} per contact ({{perKrone}} contacts per krone).',
    paidNoContacts: 'As {{tier}} the listing cost {{paid}} and has brought no contacts yet.',
    free_one: 'As {{tier}} the listing is free and brought {{count}} contact.',
    free_other: 'As {{tier}} the listing is free and brought {{count}} contacts.',
    standard_one: 'Your other Standard listing had {{average}} contacts in the same period.',
    standard_other: 'Your {{count}} other Standard listings had {{average}} contacts on average in the same period.',
    noStandard: 'You have no other Standard listings to compare with.',
  },
} satisfies Labels<typeof statisticsDa>;
