/**
 * Server and validation messages in English, keyed by the message text (see da/messages.ts): an
 * English spec text maps to itself, a Danish one to its translation.
 */
import type { Labels } from '../labels';
import type { messages as messagesDa } from '../da/messages';

export const messages = {
  'Fetch request failed': 'Fetch request failed',
  'Oops! Something went wrong. Please try again or contact customer support':
    'Oops! Something went wrong. Please try again or contact customer support',
  'Not authorized': 'Not authorized',
  'The service is briefly unavailable, please try again in a moment':
    'The service is briefly unavailable, please try again in a moment',
  'Not found': 'Not found',
  'Some fields were not properly filled out!': 'Some fields were not properly filled out!',
  'Too many attempts, please try again later': 'Too many attempts, please try again later',
  'The request is not valid': 'The request is not valid',
  'The request is too large': 'The request is too large',
  'Upload failed': 'Upload failed',
  'The image is too large: at most 40 megapixels': 'The image is too large: at most 40 megapixels',
  'The image belongs to another user': 'The image belongs to another user',
  'The image is used by a listing: remove it there and save the listing':
    'The image is used by a listing: remove it there and save the listing',
  'Your image storage is full: remove images you no longer use': 'Your image storage is full: remove images you no longer use',
  'The listing is locked': 'The listing is locked',
  'That status change is not allowed': 'That status change is not allowed',
  'The listing can only be extended in the last 14 days before it expires':
    'The listing can only be extended in the last 14 days before it expires',
  'type must be filled': 'type must be filled',
  'email must be filled': 'email must be filled',
  'password must be filled': 'password must be filled',
  'No email': 'No email',
  'Email is not valid': 'Email is not valid',
  'Please enter a valid email': 'Please enter a valid email',
  'Password is missing': 'Password is missing',
  'Passwords do not match': 'Passwords do not match',
  'Password must be at least 6 characters': 'Password must be at least 6 characters',
  'No company name': 'No company name',
  'No company address': 'No company address',
  'Missing firstname': 'Missing firstname',
  'Missing lastname': 'Missing lastname',
  'Missing phone': 'Missing phone',
  'Type present password': 'Type present password',
  'Missing password': 'Missing password',
  'New passwords do not match': 'New passwords do not match',
  'User validation failed': 'User validation failed',
  'Email is already in use': 'Email is already in use',
  'Wrong email or password': 'Wrong email or password',
  'The link has expired': 'The link has expired',
  'Something went wrong, please try again': 'Something went wrong, please try again',
  'Du skal acceptere vilkårene': 'You must accept the terms',
  'Din adgangskode skal mindst være 6 tegn': 'Your password must be at least 6 characters',
  'Din adgangskode er ikke ens': 'The passwords are not the same',
  'The search text is too long': 'The search text is too long',
  'Du mangler at udfylde feltet': 'This field is required',
  'Antal værelser er ikke udfyldt korrekt': 'The number of rooms is not filled in correctly',
  'Angiv kun antallet af hele værelser': 'Only enter the number of whole rooms',
  'Boligareal er ikke udfyldt korrekt': 'The living area is not filled in correctly',
  'Du skal vælge en bestemt adresse fra listen. Hvis din adresse ikke var der, så kontakt os.':
    'You must choose a specific address from the list. If your address was not there, please contact us.',
  'Zip skal være tal på 4 cifre': 'The zip code must be 4 digits',
  'Overtagelsesdatoen må højst ligge ét år ude i fremtiden': 'The available date can be at most one year ahead',
  'Slutdato for lejeperioden skal være efter overtagelsesdato.': 'The end of the rental period must be after the available date.',
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
  'Vælg en bedømmelse fra 1 til 5': 'Choose a rating from 1 to 5',
  'Vi beklager meget. Enten mangler der en token eller også er den udløbet':
    'We are very sorry. Either a token is missing or it has expired',
  'Vi beklager meget, der er sket en fejl. Prøv at genindlæse siden eller kontakt kundeservice':
    'We are very sorry, an error occurred. Try reloading the page or contact customer service',
  'Vi har noteret, at dit lejemål stadig er ledigt og er forlænget med 90 dage':
    'We have noted that your rental is still vacant and it has been extended by 90 days',
} satisfies Labels<typeof messagesDa>;
