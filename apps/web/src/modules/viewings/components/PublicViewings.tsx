/**
 * "Book en fremvisning" on a listing's public page (public-listing/ListingViewings loads it after the
 * listing is on screen): the coming viewing times with their free places ("2 ledige pladser" /
 * "Fuldt booket"). A signed-in seeker who may contact the landlord (`mayBook`, the server's rule) books
 * a time and sees "Du er booket til …" with "Aflys"; a visitor is sent to the seeker sign-in the contact
 * form uses; a seeker who may not write gets the contact form's explanation. A time that filled up
 * meanwhile (409 VIEWING_FULL) is said, and the list read again. Nothing shows when the listing has no
 * coming times (or they cannot be read). MUI by path, as the public page's chunks do.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PublicListing } from '@udlejning/shared/public-listing/listing';
import { ApiError } from '../../../lib/api';
import { tMessage } from '../../../lib/i18n';
import { focusSeekerSignIn, SEEKER_SIGN_IN_ID } from '../../public-listing/components/ContactRefusal';
import { useBookViewing, useCancelMyBooking, usePublicViewings, type PublicViewingSlot } from '../api';
import { formatViewingTime, isUpcoming } from '../format';

type Notice = { severity: 'success' | 'error' | 'info'; text: string };

export function PublicViewings({ listing }: { listing: PublicListing }) {
  const { t, i18n } = useTranslation(['viewings', 'publicListing']);
  const client = useQueryClient();
  const seeker = listing.viewer.seeker;
  const query = usePublicViewings(listing.uuid, seeker?.email ?? null);
  const book = useBookViewing(listing.uuid);
  const cancel = useCancelMyBooking(listing.uuid);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [focus, setFocus] = useState<'booked' | 'heading' | 'notice' | null>(null);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const bookedRef = useRef<HTMLDivElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  // focus follows the outcome once it is on screen (the booking shows after the times are read again): the
  // booking, the section after a cancel, an error
  useEffect(() => {
    if (!focus) return;
    const target = { booked: bookedRef, heading: headingRef, notice: noticeRef }[focus];
    if (!target.current) return;
    target.current.focus();
    setFocus(null);
  }, [focus, query.data, notice]);

  // nothing to show until the times are read (or when they cannot be, or the answer is empty)
  if (!query.isSuccess || !Array.isArray(query.data?.results)) return null;
  const now = new Date();
  const slots = query.data.results
    .filter((s) => isUpcoming(s, now))
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const mine = slots.find((s) => s.myBookingId !== null) ?? null;
  if (slots.length === 0 && !notice) return null;
  const mayBook = Boolean(seeker) && query.data.mayBook;
  const time = (slot: PublicViewingSlot) => formatViewingTime(slot, i18n.language);

  const handleBook = (slot: PublicViewingSlot) => {
    setNotice(null);
    book.mutate(slot.id, {
      onSuccess: () => setFocus('booked'),
      onError: (err) => {
        const code = err instanceof ApiError ? err.code : '';
        const status = err instanceof ApiError ? err.status : 0;
        let text = t('public.failed');
        if (code === 'VIEWING_FULL') text = t('public.full');
        else if (code === 'VIEWING_ALREADY_BOOKED') text = t('public.alreadyBooked');
        else if (code === 'CONTACT_FORBIDDEN' && err instanceof ApiError) text = tMessage(err.message);
        else if (status === 401) {
          // the seeker's session ended: the listing is read again and the page asks them to sign in
          text = t('public.signIn');
          void client.invalidateQueries({ queryKey: ['public-listing', listing.uuid] });
        }
        setNotice({ severity: 'error', text });
        setFocus('notice');
      },
    });
  };

  const handleCancel = (bookingId: string) => {
    setNotice(null);
    cancel.mutate(bookingId, {
      onSuccess: () => {
        setNotice({ severity: 'success', text: t('public.cancelled') });
        setFocus('heading');
      },
      onError: () => {
        setNotice({ severity: 'error', text: t('public.failed') });
        setFocus('notice');
      },
    });
  };

  let who = null;
  if (!seeker)
    who = (
      <Typography variant="body2">
        {t('public.signIn')}{' '}
        <Link
          href={`#${SEEKER_SIGN_IN_ID}`}
          onClick={(e) => {
            e.preventDefault();
            focusSeekerSignIn();
          }}
        >
          {t('public.signInLink')}
        </Link>
      </Typography>
    );
  else if (!query.data.mayBook)
    who = (
      <Alert severity="info" role="note">
        {listing.contactAccess === 'VISITOR'
          ? t('public.notAllowed')
          : `${t(`publicListing:contact.refusal.${listing.contactAccess}`)} ${
              listing.contactAccess === 'REGISTERED'
                ? t('publicListing:contact.refusal.REGISTERED_HOW')
                : t('publicListing:contact.refusal.PAYING_SIGNED_IN')
            }`}
      </Alert>
    );

  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby={headingId}>
      <Typography
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        variant="h6"
        component="h2"
        sx={{ mb: 1, '&:focus': { outline: 'none' } }}
      >
        {t('public.title')}
      </Typography>
      <Stack spacing={1.5}>
        <Typography variant="body2" color="text.secondary">
          {t('public.intro')}
        </Typography>
        {who}
        {notice && (
          <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'} ref={noticeRef} tabIndex={-1}>
            {notice.text}
          </Alert>
        )}
        {mine && mine.myBookingId && (
          <Alert
            severity="success"
            role="status"
            ref={bookedRef}
            tabIndex={-1}
            action={
              <Button
                color="inherit"
                size="small"
                disabled={cancel.isPending}
                onClick={() => handleCancel(mine.myBookingId as string)}
                aria-label={t('public.cancelLabel', { time: time(mine) })}
              >
                {t('public.cancel')}
              </Button>
            }
          >
            {t('public.booked', { time: time(mine) })}
          </Alert>
        )}
        {mine && slots.length > 1 && (
          <Typography variant="body2" color="text.secondary">
            {t('public.changeHint')}
          </Typography>
        )}
        {slots.length === 0 ? (
          <Typography variant="body2">{t('public.none')}</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, p: 0 }}>
            {slots.map((slot) => (
              <Box
                component="li"
                key={slot.id}
                sx={{
                  listStyle: 'none',
                  py: 1.25,
                  borderTop: 1,
                  borderColor: 'divider',
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: 1,
                  alignItems: 'center',
                  justifyContent: 'space-between',
                }}
              >
                <Box sx={{ minWidth: 0, flex: '1 1 12rem' }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{time(slot)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {slot.free > 0 ? t('free', { count: slot.free }) : t('full')}
                  </Typography>
                  {slot.note && (
                    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      {slot.note}
                    </Typography>
                  )}
                </Box>
                {mayBook && !mine && slot.free > 0 && (
                  <Button
                    variant="contained"
                    size="small"
                    disabled={book.isPending}
                    onClick={() => handleBook(slot)}
                    aria-label={t('public.bookLabel', { time: time(slot) })}
                  >
                    {book.isPending && book.variables === slot.id ? t('public.booking') : t('public.book')}
                  </Button>
                )}
              </Box>
            ))}
          </Box>
        )}
      </Stack>
    </Paper>
  );
}
