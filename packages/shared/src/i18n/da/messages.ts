/**
 * Server and validation messages in Danish, keyed by the message text itself: the server and the
 * shared zod schemas send the spec's literal text, the UI shows `tMessage(text)`. The spec writes
 * some in English and some in Danish; a Danish one maps to itself here, an English one to its
 * translation (docs/architecture.md "Translations"). Every message the shared code or the server can
 * send is listed (checked by i18n.test.ts), and en/messages.ts must have the same keys.
 */
export const messages = {
  // platform (packages/shared/src/errors.ts)
  'Fetch request failed': 'Forespørgslen mislykkedes',
  'Oops! Something went wrong. Please try again or contact customer support':
    'Ups! Noget gik galt. Prøv igen eller kontakt kundeservice',
  'Not authorized': 'Ikke autoriseret',
  'The service is briefly unavailable, please try again in a moment':
    'Tjenesten er kortvarigt utilgængelig. Prøv igen om et øjeblik',
  'Not found': 'Ikke fundet',
  'Some fields were not properly filled out!': 'Nogle felter er ikke udfyldt korrekt!',
  'Too many attempts, please try again later': 'For mange forsøg, prøv igen senere',
  'The request is not valid': 'Forespørgslen er ugyldig',
  'The request is too large': 'Forespørgslen er for stor',
  'The request method is not allowed here': 'Metoden er ikke tilladt her',
  'The request took too long': 'Forespørgslen tog for lang tid',
  'The address is too long': 'Adressen er for lang',
  'The content type is not supported': 'Indholdstypen understøttes ikke',
  'The request headers are too large': 'Forespørgslens headere er for store',
  'Upload failed': 'Upload mislykkedes',
  'The image is too large: at most 40 megapixels': 'Billedet er for stort: højst 40 megapixel',
  'The image belongs to another user': 'Billedet tilhører en anden bruger',
  'The image is used by a listing: remove it there and save the listing':
    'Billedet bruges i en annonce: fjern det dér, og gem annoncen',
  'Your image storage is full: remove images you no longer use':
    'Din plads til billeder er fyldt op: fjern billeder, du ikke længere bruger',
  'The listing is locked': 'Annoncen er låst og kan ikke redigeres',
  'That status change is not allowed': 'Den statusændring er ikke tilladt',
  'The listing can only be extended in the last 14 days before it expires':
    'Annoncen kan først forlænges i de sidste 14 dage, før den udløber',
  'You already have a listing at this address': 'Du har allerede en annonce på denne adresse',
  // payments (packages/shared/src/errors.ts, payments/discount.ts)
  'The payment was declined': 'Betalingen blev afvist',
  'The payment could not be completed, please try again': 'Betalingen kunne ikke gennemføres, prøv igen',
  'The price has changed, please reload the page': 'Prisen er ændret, genindlæs siden',
  'Ugyldig kode': 'Ugyldig kode',
  'The listing already has this listing type or a higher one': 'Annoncen har allerede denne annoncetype eller en højere',
  'A listing type cannot be lowered': 'Annoncetypen kan ikke sænkes',
  'A discount with this code already exists': 'Der findes allerede en rabatkode med denne kode',
  'Feedback has already been given for this deactivation': 'Der er allerede givet feedback for denne deaktivering',
  'The refund is larger than what is left of the payment': 'Refunderingen er større end det, der er tilbage af betalingen',
  'This request key was already used for another refund': 'Denne anmodning er allerede brugt til en anden refundering',
  // payments, card form and discounts (packages/shared/src/payments/card-form.ts, discount.ts, payment.ts)
  'Kortnummeret er ikke gyldigt': 'Kortnummeret er ikke gyldigt',
  'Udløbsdatoen skal skrives som MM/ÅÅ': 'Udløbsdatoen skal skrives som MM/ÅÅ',
  'Kortet er udløbet': 'Kortet er udløbet',
  'Kontrolcifrene skal være 3 eller 4 cifre': 'Kontrolcifrene skal være 3 eller 4 cifre',
  'Skriv navnet på kortet': 'Skriv navnet på kortet',
  'Missing discount code': 'Rabatkoden mangler',
  'Missing flat discount or percentage discount': 'Angiv en fast rabat eller en procentrabat',
  'Discount can only be flat discount or percentage discount': 'Rabatten kan kun være fast eller i procent',
  'Missing start date and/or end date': 'Startdato og/eller slutdato mangler',
  'Missing data': 'Der mangler data',
  // accounts (packages/shared/src/accounts/fields.ts, the server's account errors)
  'type must be filled': 'Vælg en udlejertype',
  'email must be filled': 'Skriv din e-mailadresse',
  'password must be filled': 'Skriv din adgangskode',
  'No email': 'Skriv din e-mailadresse',
  'Email is not valid': 'E-mailadressen er ikke gyldig',
  'Please enter a valid email': 'Skriv en gyldig e-mailadresse',
  'Password is missing': 'Adgangskoden mangler',
  'Passwords do not match': 'Adgangskoderne er ikke ens',
  'Password must be at least 6 characters': 'Adgangskoden skal være mindst 6 tegn',
  'No company name': 'Skriv firmanavnet',
  'No company address': 'Skriv firmaadressen',
  'Missing firstname': 'Skriv dit fornavn',
  'Missing lastname': 'Skriv dit efternavn',
  'Missing phone': 'Skriv dit telefonnummer',
  'Type present password': 'Skriv din nuværende adgangskode',
  'Missing password': 'Skriv en adgangskode',
  'New passwords do not match': 'De nye adgangskoder er ikke ens',
  'User validation failed': 'Nogle felter er ikke udfyldt korrekt',
  'Email is already in use': 'E-mailadressen er allerede i brug',
  'Wrong email or password': 'Forkert e-mail eller adgangskode',
  'The link has expired': 'Linket er udløbet',
  'This status link is no longer valid: the listing has changed owner or a newer link has been sent':
    'Dette statuslink gælder ikke længere: annoncen har skiftet ejer, eller der er sendt et nyere link',
  'Something went wrong, please try again': 'Noget gik galt, prøv igen',
  'Du skal acceptere vilkårene': 'Du skal acceptere vilkårene',
  'Din adgangskode skal mindst være 6 tegn': 'Din adgangskode skal mindst være 6 tegn',
  'Din adgangskode er ikke ens': 'Din adgangskode er ikke ens',
  // addresses (packages/shared/src/addresses/suggestion.ts)
  'The search text is too long': 'Søgeteksten er for lang',
  // dwellings (packages/shared/src/dwellings/dwelling-form.ts, form-schema.ts, lifecycle.ts; the server's save rules)
  'Du mangler at udfylde feltet': 'Du mangler at udfylde feltet',
  'Antal værelser er ikke udfyldt korrekt': 'Antal værelser er ikke udfyldt korrekt',
  'Angiv kun antallet af hele værelser': 'Angiv kun antallet af hele værelser',
  'Boligareal er ikke udfyldt korrekt': 'Boligareal er ikke udfyldt korrekt',
  'Du skal vælge en bestemt adresse fra listen. Hvis din adresse ikke var der, så kontakt os.':
    'Du skal vælge en bestemt adresse fra listen. Hvis din adresse ikke var der, så kontakt os.',
  'Zip skal være tal på 4 cifre': 'Zip skal være tal på 4 cifre',
  'Postnummeret findes ikke': 'Postnummeret findes ikke',
  'Overtagelsesdatoen må højst ligge ét år ude i fremtiden': 'Overtagelsesdatoen må højst ligge ét år ude i fremtiden',
  'Slutdato for lejeperioden skal være efter overtagelsesdato.': 'Slutdato for lejeperioden skal være efter overtagelsesdato.',
  'Minimum for lejeperioden kan ikke være større end maksimum': 'Minimum for lejeperioden kan ikke være større end maksimum',
  'Huslejen skal være mindst 1 kr.': 'Huslejen skal være mindst 1 kr.',
  'Kun erhvervsbrugere kan angive almen bolig': 'Kun erhvervsbrugere kan angive almen bolig',
  'Du kan højst tilføje 14 billeder': 'Du kan højst tilføje 14 billeder',
  'Overskriften må højst være 50 tegn': 'Overskriften må højst være 50 tegn',
  'Beskrivelsen skal være mindst 100 tegn': 'Beskrivelsen skal være mindst 100 tegn',
  'Ugyldig telefon nummer': 'Ugyldig telefon nummer',
  'Ugyldig e-mailadresse': 'Ugyldig e-mailadresse',
  'Angiv et link, eller et navn sammen med e-mail eller telefon': 'Angiv et link, eller et navn sammen med e-mail eller telefon',
  'Mindst én af kontakt mulighederne skal være tjekket': 'Mindst én af kontakt mulighederne skal være tjekket',
  'Du skal acceptere betingelserne for at oprette annoncen': 'Du skal acceptere betingelserne for at oprette annoncen',
  'Maksimalt 3 x huslejen eksklusiv forbrug': 'Maksimalt 3 x huslejen eksklusiv forbrug',
  'Ugyldig værdi': 'Ugyldig værdi',
  'Beløbet er ikke udfyldt korrekt': 'Beløbet er ikke udfyldt korrekt',
  'Ugyldig dato': 'Ugyldig dato',
  'Teksten er for lang': 'Teksten er for lang',
  'Billedet findes ikke': 'Billedet findes ikke',
  'Vælg en bedømmelse fra 1 til 5': 'Vælg en bedømmelse fra 1 til 5',
  'Vi beklager meget. Enten mangler der en token eller også er den udløbet':
    'Vi beklager meget. Enten mangler der en token eller også er den udløbet',
  'Vi beklager meget, der er sket en fejl. Prøv at genindlæse siden eller kontakt kundeservice':
    'Vi beklager meget, der er sket en fejl. Prøv at genindlæse siden eller kontakt kundeservice',
  'Vi har noteret, at dit lejemål stadig er ledigt og er forlænget med 90 dage':
    'Vi har noteret, at dit lejemål stadig er ledigt og er forlænget med 90 dage',
  // messages and the public listing page
  'You cannot write to the landlord of this listing': 'Du kan ikke skrive til udlejeren af denne annonce',
  // organizations
  'The organization is not activated yet': 'Organisationen er ikke aktiveret endnu',
  'This invitation is for another e-mail address': 'Invitationen er sendt til en anden e-mailadresse',
  'Confirm your e-mail address first, or open the link in the invitation mail':
    'Bekræft din e-mailadresse først, eller åbn linket i invitationsmailen',
  "Only an administrator can change the role of the organization's creator":
    'Kun en administrator kan ændre rollen for den, der oprettede organisationen',
  'The thread is closed: open it to reply': 'Samtalen er lukket: åbn den for at svare',
  'Only an approved, active listing can be marked as let': 'Kun en godkendt, aktiv annonce kan markeres som udlejet',
  'The other seekers have already been told': 'De andre boligsøgende har allerede fået besked',
  'Write a message': 'Skriv en besked',
  'An admin must give a dwelling id': 'En administrator skal angive et bolig-id',
  'Choose a seeker: a seeker id, or a name and an e-mail': 'Vælg en boligsøger: et søger-id, eller et navn og en e-mail',
  'Choose the thread to reply in': 'Vælg den samtale, du vil svare i',
  'Missing name': 'Du mangler at skrive dit navn',
  'Only paying users can write to the landlord of this listing':
    'Kun betalende brugere kan skrive til udlejeren af denne annonce',
  'Only registered users can write to the landlord of this listing: sign in with your e-mail':
    'Kun registrerede brugere kan skrive til udlejeren af denne annonce: log ind med din e-mail',
  'The landlord does not take messages through this listing': 'Udlejeren modtager ikke beskeder gennem denne annonce',
  // viewings (docs/architecture.md "Viewings")
  'Viewings can only be opened on an approved, active listing': 'Fremvisninger kan kun oprettes på en godkendt, aktiv annonce',
  'The viewing is fully booked': 'Fremvisningen er fuldt booket',
  'The seeker is already booked for this viewing': 'Boligsøgeren er allerede booket til denne fremvisning',
  'Vælg en dato (ÅÅÅÅ-MM-DD)': 'Vælg en dato (ÅÅÅÅ-MM-DD)',
  'Vælg et tidspunkt (TT:MM)': 'Vælg et tidspunkt (TT:MM)',
  'Tidspunktet er allerede passeret': 'Tidspunktet er allerede passeret',
  'Tidspunktet findes ikke (sommertid)': 'Tidspunktet findes ikke (sommertid)',
  'Varigheden skal være 15-240 minutter': 'Varigheden skal være 15-240 minutter',
  'Antal pladser skal være 1-50': 'Antal pladser skal være 1-50',
  'Der er allerede booket flere end det antal pladser': 'Der er allerede booket flere end det antal pladser',
  'Boligen har allerede en fremvisning i det tidsrum': 'Boligen har allerede en fremvisning i det tidsrum',
};
