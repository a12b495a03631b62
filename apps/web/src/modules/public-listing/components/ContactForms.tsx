/**
 * The forms of a listing's contact panel: the contact form (when the landlord takes messages) and the
 * seeker's sign-in. Loaded after the listing has rendered (ListingContact), so react-hook-form and the
 * fields are not on the page's first render (docs/architecture.md "Front-end loading").
 */
import Box from '@mui/material/Box';
import type { PublicSeeker } from '@udlejning/shared/public-listing/listing';
import { ContactForm } from './ContactForm';
import { SeekerSignIn } from './SeekerSignIn';

export function ContactForms({ uuid, seeker, chatable }: { uuid: string; seeker: PublicSeeker | null; chatable: boolean }) {
  return (
    <>
      {chatable && <ContactForm uuid={uuid} seeker={seeker} />}
      {/* MUI Divider's look; Divider itself is in the signed-in shell's chunk */}
      <Box component="hr" sx={{ mx: 0, my: 2, border: 0, borderBottom: 'thin solid', borderColor: 'divider' }} />
      <SeekerSignIn uuid={uuid} seeker={seeker} />
    </>
  );
}
