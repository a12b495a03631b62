/** The mails in English (see da/mails.ts): the same keys and placeholders. */
import type { Labels } from '../labels';
import type { mails as mailsDa } from '../da/mails';

export const mails = {
  greeting: 'Hi {{name}}',
  signoff: 'Kind regards',
  team: 'Udlejning',
  linkHint: 'Does the button not work? Copy the link into your browser:',
  footer: 'You receive this e-mail from Udlejning because your e-mail address belongs to an account with us.',
  reason: 'Reason: {{reason}}',
  'reset-password': {
    subject: 'Reset your password',
    intro: 'We have received a request to reset the password of your Udlejning account.',
    body: 'Open the link below to choose a new password. The link works for 1 hour.',
    action: 'Choose a new password',
    ignore: 'If you did not ask for a new password, you can ignore this e-mail.',
  },
  'verify-email': {
    subject: 'Confirm your e-mail address',
    body: 'Confirm your e-mail address at Udlejning by opening the link below. The link works for 7 days.',
    action: 'Confirm e-mail address',
  },
  'email-changed': {
    subject: 'Your e-mail address has changed',
    body: 'The e-mail address of your account at Udlejning has changed from {{oldEmail}} to {{newEmail}}.',
    warning:
      'If you did not change it yourself, undo the change with the link below within 7 days: the account gets its old e-mail address back, everyone is signed out, and you get a link to choose a new password.',
    action: 'Undo the change',
  },
  'organization-invitation': {
    subject: 'You are invited to an organization at Udlejning',
    body: '{{inviter}} has invited you to become {{role}} of the organization "{{organization}}" at Udlejning.',
    how: 'Open the link below to accept or decline. Without an account, create one with this e-mail address. The invitation is valid for {{days}} days.',
    action: 'See the invitation',
    ignore: 'If you do not know the sender, ignore this mail: you do not become a member unless you accept.',
    footer: 'You get this e-mail from Udlejning because a user invited this e-mail address.',
    roles: { admin: 'an admin', landlord: 'a member' },
  },
  'dwelling-housing': {
    subject: 'Your rental listing at Udlejning',
    thanks: 'Thank you for your listing "{{title}}".',
    review: 'We will review it as soon as possible.',
    statusLink:
      'With the link below you can always see the status, deactivate or reactivate the listing and extend it, without signing in. The link works for {{days}} days.',
    action: 'See the status of the listing',
  },
  'dwelling-status-link': {
    subject: 'A new status link for your listing',
    body: 'Here is a new link to the status of your listing "{{title}}". Earlier links to the listing no longer work.',
    action: 'See the status of the listing',
  },
  'dwelling-approved': {
    subject: 'Your listing has been approved',
    body: 'Your listing "{{title}}" has been approved and is now active.',
    action: 'See the listing',
  },
  'dwelling-rejected': {
    subject: 'Your listing has been rejected',
    body: 'Your listing "{{title}}" has been rejected.',
    action: 'See the listing',
  },
  'dwelling-follow-up': {
    subject: 'Is your home still available?',
    body: 'Is "{{title}}" still available? If so, you can extend the listing by 90 days here, without signing in:',
    action: 'Extend the listing',
  },
  'dwelling-expired': {
    subject: 'Your listing has expired',
    body: 'Your listing "{{title}}" has expired and is now deactivated.',
    again: 'If the home is still available, you can activate and extend it here, without signing in:',
    action: 'Activate the listing',
  },
  'dwelling-ownership-requested': {
    subject: 'We need proof of ownership',
    body: 'Before we can approve your listing "{{title}}", we need to see proof that you own the home or may let it.',
    how: 'Reply to this e-mail with, for example, a deed, a lease that allows subletting or a power of attorney.',
    action: 'See the status of the listing',
  },
  'payment-receipt': {
    subject: 'Receipt for your listing',
    body: 'Thank you for your payment for {{product}} of your listing "{{title}}". Your receipt no. {{number}} of {{amount}} is ready.',
    download:
      'You can download the receipt as a PDF from the link below; if you are not signed in, the page asks you to sign in first.',
    action: 'Download receipt (PDF)',
  },
  'payment-credit-note': {
    subject: 'Credit note for your listing',
    body: 'We have refunded {{amount}} for your listing "{{title}}". Credit note no. {{number}} refers to receipt no. {{refersTo}}.',
    download:
      'You can download the credit note as a PDF from the link below; if you are not signed in, the page asks you to sign in first.',
    action: 'Download credit note (PDF)',
  },
  'thread-new-message': {
    subject: 'New message about your listing',
    body: '{{seeker}} has written to you about "{{title}}":',
    answer: 'You can read and answer the message under Messages when you are signed in.',
    action: 'Read the message',
  },
  'thread-reply': {
    subject: 'The landlord has answered you',
    body: 'The landlord of "{{title}}" has answered your message:',
    listing: 'You can see the listing and write again through the link below.',
    action: 'See the listing',
  },
  'viewing-booked': {
    subject: 'Viewing booked: {{time}}',
    seeker: 'You are booked for a viewing of "{{title}}" {{time}}.',
    landlord: '{{seeker}} has booked a seat at the viewing of "{{title}}" {{time}} ({{booked}} of {{capacity}} seats taken).',
    address: 'Address: {{address}}',
    note: 'Note: {{note}}',
    calendar: 'The time is attached as a calendar invitation (.ics).',
    seekerAction: 'See the listing',
    landlordAction: "See the day's viewings",
  },
  'viewing-reminder': {
    subject: 'Reminder: viewing {{time}}',
    seeker: 'Remember the viewing of "{{title}}" {{time}}.',
    landlord: '{{booked}} home seeker(s) are coming to the viewing of "{{title}}" {{time}}.',
  },
  'viewing-changed': {
    subject: 'The viewing has changed: {{time}}',
    body: 'The landlord has changed the viewing of "{{title}}". The new time is {{time}}.',
  },
  'viewing-cancelled': {
    subject: 'The viewing is cancelled: {{time}}',
    slot: 'The landlord has cancelled the viewing of "{{title}}" {{time}}.',
    booking: 'The landlord has cancelled your seat at the viewing of "{{title}}" {{time}}.',
    closed: 'The listing "{{title}}" is no longer active, so the viewing {{time}} is cancelled.',
    seekerCancelled: '{{seeker}} has cancelled their seat at the viewing of "{{title}}" {{time}}.',
  },
  /** What the seeker's thread shows (written in Danish, the thread's language). */
  'viewing-thread': {
    booked: 'Viewing booked: {{time}}',
    changed: 'Viewing changed: {{time}}',
    cancelled: 'Viewing cancelled: {{time}}',
  },
  'seeker-sign-in': {
    subject: 'Sign in as a home seeker',
    body: 'Open the link below to sign in as a home seeker at Udlejning with {{email}}. The link works for 1 hour.',
    action: 'Sign in',
    ignore: 'If you did not ask to sign in, you can ignore this e-mail.',
  },
  /** The receipt PDF (a bookkeeping document: always Danish). */
  receipt: {
    receiptTitle: 'Receipt',
    creditNoteTitle: 'Credit note',
    seller: 'Seller',
    cvr: 'VAT no.',
    number: 'Receipt no.',
    creditNoteNumber: 'Credit note no.',
    refersTo: 'Refers to receipt no.',
    date: 'Date',
    buyer: 'Buyer',
    product: 'Product',
    listing: 'Listing',
    amount: 'Total',
    refunded: 'Refunded amount',
    vat: 'of which VAT 25 %',
    method: 'Payment method',
    card: 'Card',
    transaction: 'Transaction',
    thanks: 'Thank you for your payment.',
    /** The buyer and listing on a receipt re-rendered when the buyer's account was deleted. */
    removed: 'Personal data removed {{date}} (GDPR art. 17)',
    PLUS: 'Plus listing',
    PREMIUM: 'Premium listing',
    STANDARD: 'Standard listing',
  },
} satisfies Labels<typeof mailsDa>;
