/** Labels of moderation (doc 2 §2 admin bar, §3 activity log, §7 owner lookup, §8 toasts) and the admin /activity page. Danish (the default language): the shape every other language must match. */
import type { ActivityAction } from '../../dwellings/dwelling';
import type { DwellingContent } from '../../dwellings/form-schema';

/** Fields an activity diff can name (apps/server dwellingSnapshot, move-to-admin's user). */
type DiffField =
  | keyof DwellingContent
  | 'status'
  | 'active'
  | 'locked'
  | 'listingType'
  | 'approvedAt'
  | 'expiresAt'
  | 'deactivatedAt'
  | 'user';

const actionsDa = {
  'dwelling/create': 'Oprettet',
  'dwelling/update': 'Opdateret',
  'dwelling/approved': 'Godkendt',
  'dwelling/rejected': 'Afvist',
  'dwelling/activate': 'Aktiveret',
  'dwelling/deactivate': 'Deaktiveret',
  'dwelling/payment': 'Betaling',
  'dwelling/email': 'E-mail',
  'dwelling/requested-ownership-mail': 'Dokumentation for ejerskab anmodet',
  'dwelling/system': 'System',
  'dwelling/move-to-admin': 'Flyttet til admin',
  'dwelling/publish_error': 'Publiceringsfejl',
  'dwelling/notes': 'Note',
} satisfies Record<ActivityAction, string>;

export const moderation = {
  bar: {
    label: 'Administratorhandlinger',
    log: 'Log',
    extend: 'Forlæng',
    requestOwnership: 'Anmod om ejerskab',
    ownershipReceived: 'Ejerskab modtaget',
    moveToAdmin: 'Flyt til admin',
    listingType: 'Annoncetype',
  },
  confirm: {
    ownershipReceivedTitle: 'Er dokumentationen for ejerskab modtaget?',
    ownershipReceivedText: 'Annoncen går tilbage til gennemgang, hvorefter den kan godkendes eller afvises.',
    moveToAdminTitle: 'Flyt annoncen til din administratorkonto?',
    moveToAdminText: 'Udlejeren mister adgangen til annoncen. Handlingen logges.',
    confirm: 'Bekræft',
    cancel: 'Annuller',
  },
  toast: {
    requestSent: 'Anmodning sendt',
    failed: 'Noget gik galt - kontakt team',
    statusUpdated: 'Status opdateret',
    listingTypeChanged: 'Annoncetype ændret',
    listingTypeFailed: 'Der skete en fejl. Annoncen kunne ikke opdateres.',
    extended: 'annoncering forlænget',
    noteAdded: 'Note tilføjet',
  },
  log: {
    title: 'Aktivitetslog',
    empty: 'Ingen aktivitet endnu',
    loadFailed: 'Noget gik galt...',
    errorLine: 'Fejl : {{message}}',
    reason: 'Begrundelse',
    changes: 'Ændringer',
    comment: 'Kommentar',
    addComment: 'Tilføj kommentar',
    close: 'Luk',
  },
  userInfo: {
    title: 'Brugerens info',
    type: 'Brugertype',
    name: 'Navn',
    email: 'E-mail',
    phone: 'Telefon',
    verified: 'Verificeret',
    notVerified: 'Ikke verificeret',
    otherDwellings: 'Brugerens boliger',
    none: 'Ingen boliger',
    loadFailed: 'Noget gik galt...',
  },
  lookup: {
    title: 'Ejer- og telefonopslag',
    address: 'Adresse',
    bbr: 'Se BBR-oplysninger',
    noBbr: 'Intet BBR-link (egen adresse)',
    owners: 'Ejere',
    phone: 'Telefon i annoncen',
    notConfigured: 'Ikke konfigureret: {{lookups}}',
    ownership: 'ejeropslag',
    phoneLookup: 'telefonopslag',
  },
  activity: {
    title: 'Aktivitet',
    action: 'Handling',
    target: 'Mål',
    actor: 'Udført af',
    timestamp: 'Tidspunkt',
    details: 'Detaljer',
    allActions: 'Alle handlinger',
    filterTarget: 'Bolig (uuid)',
    filterActor: 'Bruger (navn eller id)',
    empty: 'Ingen aktivitet',
    loadFailed: 'Der er sket en fejl',
    rowsPerPage: 'Rækker pr. side',
  },
  /** Field names of an activity entry's diff (the content plus the state columns). */
  fields: {
    type: 'Boligtype',
    size: 'Størrelse',
    location: 'Adresse',
    fromFacebook: 'Fra Facebook',
    available: 'Ledig fra',
    timeframe: 'Lejeperiode',
    economy: 'Økonomi',
    images: 'Billeder',
    headline: 'Overskrift',
    description: 'Beskrivelse',
    contact: 'Kontakt',
    chatable: 'Chat',
    phoneable: 'Kontakt via telefon',
    emailable: 'Kontakt via e-mail',
    terms: 'Vilkår',
    facilities: 'Faciliteter',
    shareable: 'Kan deles',
    anonymous: 'Skjulte felter',
    consents: 'Samtykker',
    status: 'Status',
    active: 'Aktiv',
    locked: 'Låst',
    listingType: 'Annoncetype',
    approvedAt: 'Godkendt',
    expiresAt: 'Udløber',
    deactivatedAt: 'Deaktiveret',
    user: 'Bruger',
  } satisfies Record<DiffField, string>,
  actions: actionsDa,
};
