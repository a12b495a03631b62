/** Labels of moderation (doc 2 §2 admin bar, §7 owner lookup, §8 toasts); the activity log's are in activity.ts. English; `satisfies Labels<…>` makes a key missing here (or unknown there) a type error. */
import type { Labels } from '../labels';
import type { moderation as moderationDa } from '../da/moderation';

export const moderation = {
  bar: {
    label: 'Admin actions',
    log: 'Log',
    extend: 'Extend',
    requestOwnership: 'Request ownership',
    ownershipReceived: 'Ownership received',
    moveToAdmin: 'Move to admin',
    listingType: 'Listing type',
  },
  confirm: {
    ownershipReceivedTitle: 'Has the proof of ownership been received?',
    ownershipReceivedText: 'The listing goes back to review, after which it can be approved or rejected.',
    moveToAdminTitle: 'Move the listing to your admin account?',
    moveToAdminText: 'The landlord loses access to the listing. The action is logged.',
    confirm: 'Confirm',
    cancel: 'Cancel',
  },
  toast: {
    requestSent: 'Request sent',
    failed: 'Something went wrong - contact the team',
    statusUpdated: 'Status updated',
    listingTypeChanged: 'Listing type changed',
    listingTypeFailed: 'An error occurred. The listing could not be updated.',
    extended: 'listing extended',
    noteAdded: 'Note added',
  },
  userInfo: {
    title: "User's info",
    type: 'User type',
    name: 'Name',
    email: 'E-mail',
    phone: 'Phone',
    verified: 'Verified',
    notVerified: 'Not verified',
    otherDwellings: "The user's dwellings",
    none: 'No dwellings',
    loadFailed: 'Something went wrong...',
  },
  lookup: {
    title: 'Owner and phone lookup',
    address: 'Address',
    bbr: 'See BBR data',
    noBbr: 'No BBR link (custom address)',
    owners: 'Owners',
    phone: 'Phone in the listing',
    notConfigured: 'Not configured: {{lookups}}',
    ownership: 'owner lookup',
    phoneLookup: 'phone lookup',
  },
} satisfies Labels<typeof moderationDa>;
