/**
 * A listing's public page in Danish (doc 2 §1 contact access and
 * Facebook sharing): facts, the contact form with its refusal, and the seeker's sign-in.
 */
import type { SeekerLevel } from '../../seekers/enums';

export const publicListing = {
  notFound: 'Annoncen findes ikke',
  notFoundHint: 'Annoncen er ikke længere aktiv, eller adressen er forkert.',
  loadFailed: 'Annoncen kunne ikke hentes',
  noImages: 'Ingen billeder',
  photo: 'Foto af boligen',
  perMonth: '{{amount}} pr. md.',
  facts: {
    title: 'Fakta',
    rooms: 'Værelser',
    area: 'Boligareal',
    areaValue: '{{area}} m²',
    type: 'Boligtype',
    available: 'Ledig fra',
    asap: 'Snarest muligt',
  },
  economy: {
    title: 'Økonomi',
    rent: 'Husleje pr. md.',
    utility: '{{label}} (aconto pr. md.)',
    utilities: 'Forbrug',
    included: 'Inkluderet i huslejen',
    total: 'Samlet pr. md.',
    deposit: 'Depositum',
    prepaid: 'Forudbetalt leje',
    downpayment: 'Indskud',
    moveIn: 'Indflytningspris',
    moveInHint: 'Depositum, forudbetalt leje og indskud plus første måneds husleje og forbrug',
  },
  lease: {
    title: 'Lejevilkår',
    period: 'Lejeperiode',
    periodValue: {
      UNLIMITED: 'Ubegrænset',
      DATE: 'Tidsbegrænset til og med {{date}}',
      RANGE: 'Tidsbegrænset, {{min}}–{{max}} måneder',
      RANGE_OPEN: 'Mindst {{min}} måneder',
      RANGE_MAX_ONLY: 'Tidsbegrænset, højst {{max}} måneder',
    },
    pets: 'Husdyr',
    petsValue: { true: 'Tilladt', false: 'Ikke tilladt', unknown: 'Spørg udlejeren' },
    otherTerms: 'Andre vilkår',
  },
  facilities: 'Faciliteter',
  map: {
    title: 'Beliggenhed',
    hidden: 'Udlejeren viser kun postnummer og by.',
  },
  description: 'Beskrivelse',
  contact: {
    title: 'Skriv til udlejeren',
    name: 'Dit navn',
    email: 'Din e-mail',
    text: 'Din besked',
    send: 'Send besked',
    sending: 'Sender…',
    sent: 'Din besked er sendt. Udlejeren svarer dig på e-mail.',
    failed: 'Beskeden blev ikke sendt',
    closed: 'Udlejeren har lukket samtalen med dig om denne bolig.',
    phone: 'Telefon',
    emailLabel: 'E-mail',
    landlord: 'Udlejer',
    access: {
      VISITOR: 'Alle kan skrive til udlejeren af denne annonce.',
      REGISTERED: 'Kun registrerede brugere kan skrive til udlejeren af denne annonce.',
      PAYING: 'Kun betalende brugere kan skrive til udlejeren af denne annonce.',
    } satisfies Record<SeekerLevel, string>,
    chatOff: 'Udlejeren modtager ikke beskeder gennem denne annonce.',
    refusal: {
      title: 'Du kan ikke skrive her endnu',
      REGISTERED: 'Kun registrerede boligsøgere kan skrive til udlejeren af denne annonce.',
      REGISTERED_HOW: 'Log ind med din e-mail herunder – det er gratis. Vi sender dig et link, og så kan du skrive.',
      PAYING: 'Kun boligsøgere med et betalt abonnement kan skrive til udlejeren af denne annonce.',
      PAYING_HOW:
        'Har du et betalt boligsøgerabonnement på markedspladsen, så log ind herunder med den e-mail, du bruger der. Ellers kan du få et abonnement på markedspladsen.',
      PAYING_SIGNED_IN:
        'Du er logget ind som registreret bruger. Med et betalt boligsøgerabonnement på markedspladsen kan du skrive her: log ud og ind igen med abonnementets e-mail.',
      signIn: 'Log ind som boligsøger',
      otherWays: 'Du kan også kontakte udlejeren på telefon eller e-mail ovenfor.',
    },
  },
  seeker: {
    signInTitle: 'Log ind som boligsøger',
    signInIntro: 'Skriv din e-mail, så sender vi dig et link, der logger dig ind.',
    email: 'E-mail',
    send: 'Send mig et link',
    sent: 'Tjek din e-mail: vi har sendt dig et link til at logge ind.',
    failed: 'Linket blev ikke sendt',
    signedInAs: 'Logget ind som {{name}} ({{level}})',
    signOut: 'Log ud',
    signedIn: 'Du er nu logget ind',
    linkFailed: 'Linket er udløbet eller ugyldigt. Bed om et nyt.',
    level: { VISITOR: 'besøgende', REGISTERED: 'registreret bruger', PAYING: 'betalende bruger' } satisfies Record<
      SeekerLevel,
      string
    >,
  },
  share: 'Del på Facebook',
  poweredBy: 'Boligannonce fra Udlejning',
};
