/**
 * The preview's content (doc 2 §2 Preview page): status chips, address, headline, rooms/type/area,
 * economy list ('Inklusiv i huslejen' when inclusive), description, vacancy and rental period
 * sentences, terms badges, facilities (under their own heading), contact chips and consents
 * (hidden when Facebook-sourced). The rent stands under the headline, so a phone shows headline
 * and price together.
 */
import type { ReactNode } from 'react';
import { Box, Chip, Divider, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import type { DwellingView } from '@udlejning/shared/dwellings/dwelling';
import { formatPhone } from '@udlejning/shared/phone';
import { formatKr } from '../../../ui/format';
import { addressLine, availableSentence, timeframeSentence } from '../format';
import { DwellingStatusChip } from './DwellingStatusChip';

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function DwellingDetails({ dwelling: d }: { dwelling: DwellingView }) {
  const { t, i18n } = useTranslation(['dwellings', 'common']);
  const { t: ta } = useTranslation('addresses');
  const e = d.economy;
  const money: [string, number | null][] = [
    [t('preview.rent'), e.rent],
    [t('preview.prepaid'), e.prepaid],
    [t('preview.deposit'), e.deposit],
    ...(e.socialHousing ? ([[t('preview.downpayment'), e.downpayment]] as [string, number | null][]) : []),
  ];
  const terms = d.terms.filter((x) => x.value === true || (x.key === 'PETS' && x.value !== null));
  const phone = d.contact.phone && formatPhone(d.contact.phone);
  const contactChips = [d.contact.name, d.contact.email, phone, d.contact.link].filter((c): c is string => Boolean(c));
  const options = (['chatable', 'emailable', 'phoneable'] as const).filter((o) => d[o]);
  const place = addressLine(d.location);

  return (
    <Stack spacing={2.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {d.displayedStatus !== 'DEACTIVATED' && <DwellingStatusChip status={d.displayedStatus} />}
        {d.active && d.status === 'APPROVED' && (
          <Chip size="small" color="success" variant="outlined" label={t('preview.active')} />
        )}
        {!d.active && <Chip size="small" variant="outlined" label={t('preview.deactivated')} />}
        <Chip size="small" variant="outlined" label={t(`listingType.${d.listingType}`)} />
        {/* an address typed by hand: the moderator checks it (docs/architecture.md "Dwellings and moderation") */}
        {d.location.manualAddress && <Chip size="small" color="warning" variant="outlined" label={ta('notVerified')} />}
      </Stack>
      <div>
        <Typography variant="overline" color="text.secondary">
          {place}
        </Typography>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 600 }}>
          {d.headline || t('preview.headlineMissing')}
        </Typography>
        {e.rent != null && (
          <Typography variant="h6" component="p" sx={{ fontWeight: 600 }}>
            {formatKr(e.rent)} {t('preview.perMonth')}
          </Typography>
        )}
        <Typography color="text.secondary">
          {[
            d.size.rooms != null ? t('preview.rooms', { count: d.size.rooms }) : null,
            d.type.dwelling ? t(`dwellingType.${d.type.dwelling}`) : null,
            d.size.area != null ? t('preview.areaValue', { area: d.size.area }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      </div>
      <Table size="small" aria-label={t('steps.economy')}>
        <TableBody>
          {money.map(([label, value]) => (
            <TableRow key={label}>
              <TableCell component="th" scope="row" sx={{ pl: 0 }}>
                {label}
              </TableCell>
              <TableCell align="right">{value == null ? t('common:notSpecified') : formatKr(value)}</TableCell>
            </TableRow>
          ))}
          {e.inclusive ? (
            <TableRow>
              <TableCell component="th" scope="row" sx={{ pl: 0 }}>
                {t('preview.utilities')}
              </TableCell>
              <TableCell align="right">{t('preview.inclusive')}</TableCell>
            </TableRow>
          ) : (
            e.utilities.map((u) => (
              <TableRow key={u.key}>
                <TableCell component="th" scope="row" sx={{ pl: 0 }}>
                  {t(`utility.${u.key}`)}
                </TableCell>
                <TableCell align="right">{u.value == null ? '' : `${formatKr(u.value)} ${t('preview.perMonth')}`}</TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      <Box>
        <Typography>{availableSentence(t, d.available, i18n.language)}</Typography>
        <Typography>{timeframeSentence(t, d.timeframe, i18n.language)}</Typography>
      </Box>
      {d.description && <Typography sx={{ whiteSpace: 'pre-line' }}>{d.description}</Typography>}
      <Divider />
      {terms.length > 0 && (
        <Block title={t('preview.terms')}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {terms.map((x) => (
              <Chip
                key={x.key}
                size="small"
                label={
                  x.key === 'PETS'
                    ? `${t('term.PETS')}: ${t(`pets.${String(x.value) as 'true' | 'false' | 'unknown'}`)}`
                    : t(`term.${x.key}`)
                }
              />
            ))}
          </Stack>
        </Block>
      )}
      {d.facilities.length > 0 && (
        <Block title={t('preview.facilities')}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {d.facilities.map((f) => (
              <Chip key={f} size="small" variant="outlined" label={t(`facility.${f}`, { defaultValue: f })} />
            ))}
          </Stack>
        </Block>
      )}
      <Block title={t('preview.contact')}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {contactChips.map((c) => (
            <Chip key={c} size="small" label={c} />
          ))}
          {options.map((o) => (
            <Chip key={o} size="small" color="primary" variant="outlined" label={t(`description.${o}`)} />
          ))}
        </Stack>
      </Block>
      {!d.fromFacebook && (
        <Block title={t('preview.consents')}>
          <Stack spacing={0.5}>
            {d.consents.map((c) => (
              <Stack key={c.key} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                {c.value ? (
                  <CheckIcon fontSize="small" color="success" aria-label={t('preview.yes')} />
                ) : (
                  <CloseIcon fontSize="small" color="error" aria-label={t('preview.no')} />
                )}
                <Typography variant="body2">{t(`consent.${c.key}`)}</Typography>
              </Stack>
            ))}
          </Stack>
        </Block>
      )}
    </Stack>
  );
}
