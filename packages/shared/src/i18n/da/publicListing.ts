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
    rent: 'Husleje',
    prepaid: 'Forudbetalt leje',
    deposit: 'Depositum',
    rooms: 'Værelser',
    area: 'Boligareal',
    areaValue: '{{area}} m²',
    type: 'Boligtype',
    available: 'Ledig fra',
    asap: 'Snarest muligt',
    location: 'Beliggenhed',
    inclusive: 'Forbrug er inkluderet i huslejen',
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
