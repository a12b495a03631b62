/**
 * The contact form of a listing's public page (doc 2 §1 contact access): a signed-in seeker
 * writes under their own name; a visitor gives a name and an e-mail. A refusal (403 CONTACT_FORBIDDEN)
 * shows the server's reason. What was typed is kept as a draft of this listing until it is sent.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ContactInput, PublicSeeker } from '@udlejning/shared/public-listing/listing';
import { MESSAGE_MAX_LENGTH } from '@udlejning/shared/messages/enums';
import { FormTextField } from '../../../ui/FormTextField';
import { FormDraftNotice } from '../../../ui/FormDraftNotice';
import { ApiError } from '../../../lib/api';
import { tMessage } from '../../../lib/i18n';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useContactLandlord } from '../api';

// zod loads when the visitor starts typing, not with the page (docs/architecture.md "Front-end loading")
const contactValidation = lazyZodResolver(async () => (await import('@udlejning/shared/public-listing/listing')).contactSchema);

/** A signed-in seeker writes under their own name and e-mail: a draft never replaces those. */
const SEEKER_FIELDS = ['name', 'email'] as const;

export function ContactForm({ uuid, seeker }: { uuid: string; seeker: PublicSeeker | null }) {
  const { t } = useTranslation('publicListing');
  const contact = useContactLandlord(uuid);
  const [isSent, setSent] = useState(false);
  const { control, handleSubmit, reset } = useForm<ContactInput>({
    resolver: contactValidation.resolver,
    values: { name: seeker?.name ?? '', email: seeker?.email ?? '', text: '' },
    // signing in as a seeker changes name and e-mail, not what was typed
    resetOptions: { keepDirtyValues: true },
  });
  const onSubmit = handleSubmit(async (input) => {
    setSent(false);
    try {
      await contact.mutateAsync(input);
      setSent(true);
      // the sent text goes, whatever resetOptions keep for a sign-in: left in the field it would stay a draft
      // and come back after the seeker's sign-in link (docs/architecture.md "Form drafts")
      reset({ ...input, text: '' }, { keepDirtyValues: false });
    } catch {
      // shown below from contact.error
    }
  });
  // a closed thread takes no message (one rule for everyone): the seeker is told in their own words
  const refusal =
    contact.error instanceof ApiError
      ? contact.error.code === 'THREAD_CLOSED'
        ? t('contact.closed')
        : tMessage(contact.error.message)
      : contact.error
        ? t('contact.failed')
        : null;
  return (
    <Box component="form" noValidate onSubmit={onSubmit} onInput={contactValidation.preload} aria-label={t('contact.title')}>
      <Stack spacing={2}>
        {/* the typed message survives the mailed seeker sign-in link (docs/architecture.md "Form drafts") */}
        <FormDraftNotice draftKey={`contact:${uuid}`} control={control} reset={reset} omit={seeker ? SEEKER_FIELDS : []} />
        {!seeker && (
          <>
            <FormTextField control={control} name="name" label={t('contact.name')} autoComplete="name" required />
            <FormTextField control={control} name="email" label={t('contact.email')} type="email" autoComplete="email" required />
          </>
        )}
        <FormTextField
          control={control}
          name="text"
          label={t('contact.text')}
          multiline
          minRows={4}
          required
          slotProps={{ htmlInput: { maxLength: MESSAGE_MAX_LENGTH } }}
        />
        {isSent && (
          <Alert severity="success" role="status">
            {t('contact.sent')}
          </Alert>
        )}
        {refusal && (
          <Alert severity="error" role="alert">
            {refusal}
          </Alert>
        )}
        <Box>
          <Button type="submit" variant="contained" disabled={contact.isPending}>
            {contact.isPending ? t('contact.sending') : t('contact.send')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
