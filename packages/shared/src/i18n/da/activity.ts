/**
 * Labels of the activity log (doc 2 §2 dialogs and /activity, §3 activity log, §8): the dialog of one
 * target, the admin /activity page, every domain's action names and the field names of its diffs.
 * Danish (the default language): the shape every other language must match.
 */
import type { ActivityAction, ActivityTargetType } from '../../activity/actions';
import type { AnonymousKey } from '../../dwellings/enums';
import type { DwellingContent } from '../../dwellings/form-schema';

/** Fields a dwelling's diff can name (apps/server dwellingSnapshot, move-to-admin's user). */
type DwellingDiffField =
  keyof DwellingContent | 'status' | 'active' | 'locked' | 'listingType' | 'approvedAt' | 'expiresAt' | 'deactivatedAt' | 'user';

const actions = {
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
  'user/deletion-scheduled': 'Sletning planlagt',
  'user/reactivated': 'Genaktiveret',
  'user/deleted': 'Bruger slettet',
  'user/type': 'Brugertype ændret',
  'user/password-reset': 'Adgangskode nulstillet',
  'user/feed-token': 'Ny feed-token',
  'user/verified': 'Verificering ændret',
} satisfies Record<ActivityAction, string>;

const dwellingFields = {
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
  // parts of the fields above that the listing form has no label for
  tenant: 'Lejertype',
  additional: 'Øvrige arealer',
} satisfies Record<DwellingDiffField, string> & Record<string, string>;

export const activity = {
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
  page: {
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
  /** How a diff shows its values (apps/web/src/modules/activity/format-diff.ts). */
  diff: {
    empty: '–',
    asap: 'Hurtigst muligt',
    added: 'Tilføjet',
    removed: 'Fjernet',
    reordered: 'Ny rækkefølge',
    image: 'Billede {{name}}',
  },
  anonymous: { LOCATION: 'Adresse', PHONE: 'Telefonnummer' } satisfies Record<AnonymousKey, string>,
  /** Field names of a diff, per target type. */
  fields: { dwelling: dwellingFields, user: { type: 'Type' } } satisfies Record<ActivityTargetType, Record<string, string>>,
  actions,
};
