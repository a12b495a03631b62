/**
 * The mails in Danish (docs/architecture.md "Jobs and mail"): one entry per mail kind, laid out by the server's one mail
 * layout (apps/server/src/platform/mail/layout.ts). The subject lines are the ones the mails had
 * before the layout; `{{…}}` are filled in by the server.
 */
export const mails = {
  greeting: 'Hej {{name}}',
  signoff: 'Venlig hilsen',
  team: 'Udlejning',
  linkHint: 'Virker knappen ikke? Kopiér linket ind i din browser:',
  footer: 'Du får denne e-mail fra Udlejning, fordi din e-mailadresse hører til en konto hos os.',
  reason: 'Begrundelse: {{reason}}',
  'reset-password': {
    subject: 'Nulstil din adgangskode',
    intro: 'Vi har modtaget en anmodning om at nulstille adgangskoden til din konto hos Udlejning.',
    body: 'Åbn linket herunder for at vælge en ny adgangskode. Linket virker i 1 time.',
    action: 'Vælg ny adgangskode',
    ignore: 'Har du ikke bedt om en ny adgangskode, kan du se bort fra denne mail.',
  },
  'verify-email': {
    subject: 'Bekræft din e-mailadresse',
    body: 'Bekræft din e-mailadresse hos Udlejning ved at åbne linket herunder. Linket virker i 7 dage.',
    action: 'Bekræft e-mailadresse',
  },
  'email-changed': {
    subject: 'Din e-mailadresse er ændret',
    body: 'E-mailadressen på din konto hos Udlejning er ændret fra {{oldEmail}} til {{newEmail}}.',
    warning:
      'Har du ikke selv ændret den, så fortryd ændringen med linket herunder inden 7 dage: kontoen får sin gamle e-mailadresse igen, alle bliver logget ud, og du får et link til at vælge en ny adgangskode.',
    action: 'Fortryd ændringen',
  },
  'organization-invitation': {
    subject: 'Du er inviteret til en organisation hos Udlejning',
    body: '{{inviter}} har inviteret dig til at blive {{role}} i organisationen "{{organization}}" hos Udlejning.',
    how: 'Åbn linket herunder for at tage imod eller afslå. Har du ingen konto, opretter du en med denne e-mailadresse. Invitationen gælder i {{days}} dage.',
    action: 'Se invitationen',
    ignore: 'Kender du ikke afsenderen, kan du se bort fra denne mail: du bliver ikke medlem, før du tager imod.',
    footer: 'Du får denne e-mail fra Udlejning, fordi en bruger har inviteret denne e-mailadresse.',
    roles: { admin: 'administrator', landlord: 'medlem' },
  },
  'dwelling-housing': {
    subject: 'Din boligannonce hos Udlejning',
    thanks: 'Tak for din annonce "{{title}}".',
    review: 'Vi gennemgår den hurtigst muligt.',
    statusLink:
      'Via linket herunder kan du altid se status, deaktivere eller genaktivere annoncen og forlænge den, uden at logge ind. Linket virker i {{days}} dage.',
    action: 'Se status for annoncen',
  },
  'dwelling-status-link': {
    subject: 'Nyt statuslink til din annonce',
    body: 'Her er et nyt link til status for din annonce "{{title}}". Tidligere links til annoncen virker ikke længere.',
    action: 'Se status for annoncen',
  },
  'dwelling-approved': {
    subject: 'Din annonce er godkendt',
    body: 'Din annonce "{{title}}" er godkendt og er nu aktiv.',
    action: 'Se annoncen',
  },
  'dwelling-rejected': {
    subject: 'Din annonce er blevet afvist',
    body: 'Din annonce "{{title}}" er blevet afvist.',
    action: 'Se annoncen',
  },
  'dwelling-follow-up': {
    subject: 'Er din bolig stadig ledig?',
    body: 'Er "{{title}}" stadig ledig? Hvis ja, kan du forlænge annoncen med 90 dage her, uden at logge ind:',
    action: 'Forlæng annoncen',
  },
  'dwelling-expired': {
    subject: 'Din annonce er udløbet',
    body: 'Din annonce "{{title}}" er udløbet og er nu deaktiveret.',
    again: 'Er boligen stadig ledig, kan du aktivere og forlænge den her, uden at logge ind:',
    action: 'Aktivér annoncen',
  },
  'dwelling-ownership-requested': {
    subject: 'Vi mangler dokumentation for ejerskab',
    body: 'Før vi kan godkende din annonce "{{title}}", skal vi se dokumentation for, at du ejer eller må udleje boligen.',
    how: 'Svar på denne mail med f.eks. et skøde, en lejekontrakt med tilladelse til fremleje eller en fuldmagt.',
    action: 'Se status for annoncen',
  },
  'payment-receipt': {
    subject: 'Kvittering for din annonce',
    body: 'Tak for din betaling for {{product}} af din annonce "{{title}}". Din kvittering nr. {{number}} på {{amount}} er klar.',
    download: 'Du kan hente kvitteringen som PDF via linket herunder; er du ikke logget ind, beder siden dig logge ind først.',
    action: 'Hent kvittering (PDF)',
  },
  'payment-credit-note': {
    subject: 'Kreditnota for din annonce',
    body: 'Vi har refunderet {{amount}} for din annonce "{{title}}". Kreditnota nr. {{number}} vedrører kvittering nr. {{refersTo}}.',
    download: 'Du kan hente kreditnotaen som PDF via linket herunder; er du ikke logget ind, beder siden dig logge ind først.',
    action: 'Hent kreditnota (PDF)',
  },
  'thread-new-message': {
    subject: 'Ny besked om din annonce',
    body: '{{seeker}} har skrevet til dig om "{{title}}":',
    answer: 'Du kan læse og svare på beskeden under Beskeder, når du er logget ind.',
    action: 'Læs beskeden',
  },
  'thread-reply': {
    subject: 'Udlejeren har svaret dig',
    body: 'Udlejeren af "{{title}}" har svaret på din besked:',
    listing: 'Du kan se annoncen og skrive igen via linket herunder.',
    action: 'Se annoncen',
  },
  'viewing-booked': {
    subject: 'Fremvisning booket: {{time}}',
    seeker: 'Du er booket til fremvisning af "{{title}}" {{time}}.',
    landlord:
      '{{seeker}} har booket en plads til fremvisningen af "{{title}}" {{time}} ({{booked}} af {{capacity}} pladser er taget).',
    address: 'Adresse: {{address}}',
    note: 'Bemærk: {{note}}',
    calendar: 'Tidspunktet er vedhæftet som kalenderinvitation (.ics).',
    seekerAction: 'Se annoncen',
    landlordAction: 'Se dagens fremvisninger',
  },
  'viewing-reminder': {
    subject: 'Påmindelse: fremvisning {{time}}',
    seeker: 'Husk fremvisningen af "{{title}}" {{time}}.',
    landlord: '{{booked}} boligsøger(e) kommer til fremvisningen af "{{title}}" {{time}}.',
  },
  'viewing-changed': {
    subject: 'Fremvisningen er ændret: {{time}}',
    body: 'Udlejeren har ændret fremvisningen af "{{title}}". Det nye tidspunkt er {{time}}.',
  },
  'viewing-cancelled': {
    subject: 'Fremvisningen er aflyst: {{time}}',
    slot: 'Udlejeren har aflyst fremvisningen af "{{title}}" {{time}}.',
    booking: 'Udlejeren har annulleret din plads ved fremvisningen af "{{title}}" {{time}}.',
    closed: 'Annoncen "{{title}}" er ikke længere aktiv, så fremvisningen {{time}} er aflyst.',
    seekerCancelled: '{{seeker}} har meldt afbud til fremvisningen af "{{title}}" {{time}}.',
  },
  /** What the seeker's thread shows (written in Danish, the thread's language). */
  'viewing-thread': {
    booked: 'Fremvisning booket: {{time}}',
    changed: 'Fremvisning ændret: {{time}}',
    cancelled: 'Fremvisning aflyst: {{time}}',
  },
  'seeker-sign-in': {
    subject: 'Log ind som boligsøger',
    body: 'Åbn linket herunder for at logge ind som boligsøger hos Udlejning med {{email}}. Linket virker i 1 time.',
    action: 'Log ind',
    ignore: 'Har du ikke bedt om at logge ind, kan du se bort fra denne mail.',
  },
  /** The receipt PDF (a bookkeeping document: always Danish). */
  receipt: {
    receiptTitle: 'Kvittering',
    creditNoteTitle: 'Kreditnota',
    seller: 'Sælger',
    cvr: 'CVR-nr.',
    number: 'Kvitteringsnr.',
    creditNoteNumber: 'Kreditnotanr.',
    refersTo: 'Vedrører kvittering nr.',
    date: 'Dato',
    buyer: 'Køber',
    product: 'Ydelse',
    listing: 'Annonce',
    amount: 'Beløb i alt',
    refunded: 'Refunderet beløb',
    vat: 'heraf moms 25 %',
    method: 'Betalingsmetode',
    card: 'Betalingskort',
    transaction: 'Transaktion',
    thanks: 'Tak for din betaling.',
    /** The buyer and listing on a receipt re-rendered when the buyer's account was deleted. */
    removed: 'Persondata slettet {{date}} (GDPR art. 17)',
    PLUS: 'Plus annonce',
    PREMIUM: 'Premium annonce',
    STANDARD: 'Standard annonce',
  },
};
