/**
 * Translations of the dwellings domain's validation and server messages, keyed by the message text
 * (packages/shared/src/dwellings/dwelling-form.ts DWELLING_MESSAGES, form-schema.ts, dwelling.ts).
 * The rule messages are Danish already, so `da` only lists the English server texts.
 */
export const dwellingsMessages: { da: Record<string, string>; en: Record<string, string> } = {
  da: {
    'Upload failed': 'Upload mislykkedes',
    'The listing is locked': 'Annoncen er låst og kan ikke redigeres',
    'That status change is not allowed': 'Den statusændring er ikke tilladt',
  },
  en: {
    // lifecycle (packages/shared/src/dwellings/lifecycle.ts)
    'Vælg en bedømmelse fra 1 til 5': 'Choose a rating from 1 to 5',
    'Vi beklager meget. Enten mangler der en token eller også er den udløbet':
      'We are very sorry. Either a token is missing or it has expired',
    'Vi beklager meget, der er sket en fejl. Prøv at genindlæse siden eller kontakt kundeservice':
      'We are very sorry, an error occurred. Try reloading the page or contact customer service',
    'Du mangler at udfylde feltet': 'This field is required',
    'Antal værelser er ikke udfyldt korrekt': 'The number of rooms is not filled in correctly',
    'Angiv kun antallet af hele værelser': 'Only enter the number of whole rooms',
    'Boligareal er ikke udfyldt korrekt': 'The living area is not filled in correctly',
    'Du skal vælge en bestemt adresse fra listen. Hvis din adresse ikke var der, så kontakt os.':
      'You must choose a specific address from the list. If your address was not there, please contact us.',
    'Zip skal være tal på 4 cifre': 'Zip must be a 4-digit number',
    'Overtagelsesdatoen må højst ligge ét år ude i fremtiden': 'The available date can be at most one year ahead',
    'Slutdato for lejeperioden skal være efter overtagelsesdato.':
      'The end of the rental period must be after the available date.',
    'Minimum for lejeperioden kan ikke være større end maksimum': 'The minimum rental period cannot exceed the maximum',
    'Huslejen skal være mindst 1 kr.': 'The rent must be at least 1 kr.',
    'Kun erhvervsbrugere kan angive almen bolig': 'Only business users can list social housing',
    'Du kan højst tilføje 14 billeder': 'You can add at most 14 images',
    'Overskriften må højst være 50 tegn': 'The headline can be at most 50 characters',
    'Beskrivelsen skal være mindst 100 tegn': 'The description must be at least 100 characters',
    'Ugyldig telefon nummer': 'Invalid phone number',
    'Ugyldig e-mailadresse': 'Invalid e-mail address',
    'Angiv et link, eller et navn sammen med e-mail eller telefon': 'Enter a link, or a name together with an e-mail or phone',
    'Mindst én af kontakt mulighederne skal være tjekket': 'At least one of the contact options must be checked',
    'Du skal acceptere betingelserne for at oprette annoncen': 'You must accept the terms to create the listing',
    'Maksimalt 3 x huslejen eksklusiv forbrug': 'No more than 3 x the rent excl. utilities',
    'Ugyldig værdi': 'Invalid value',
    'Beløbet er ikke udfyldt korrekt': 'The amount is not filled in correctly',
    'Ugyldig dato': 'Invalid date',
    'Teksten er for lang': 'The text is too long',
    'Billedet findes ikke': 'The image does not exist',
    'The listing is locked': 'The listing is locked',
    'That status change is not allowed': 'That status change is not allowed',
  },
};
