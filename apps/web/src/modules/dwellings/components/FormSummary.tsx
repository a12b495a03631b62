/**
 * The compact preview of step 5 (doc 2 §2 Listing form): what was entered in steps 1-4, each
 * section with a button back to its step.
 */
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Box, Button, Divider, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { DwellingContent, DwellingStep } from '@udlejning/shared/dwellings/dwelling-form';
import { formatPhone } from '@udlejning/shared/phone';
import { formatKr } from '../../../ui/format';
import { addressLine, availableSentence, timeframeSentence } from '../format';
import { imageUrl } from '../upload-image';

function Section({ title, onEdit, children }: { title: string; onEdit?: () => void; children: ReactNode }) {
  const { t } = useTranslation('dwellings');
  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2" component="h3">
          {title}
        </Typography>
        {onEdit && (
          <Button size="small" onClick={onEdit} aria-label={`${t('summary.edit')}: ${title}`}>
            {t('summary.edit')}
          </Button>
        )}
      </Stack>
      <Box sx={{ color: 'text.secondary', typography: 'body2' }}>{children}</Box>
    </Box>
  );
}

export function FormSummary({ onJump }: { onJump?: (step: DwellingStep) => void }) {
  const { t, i18n } = useTranslation(['dwellings', 'common']);
  const { control } = useFormContext<DwellingContent>();
  const v = useWatch({ control }) as DwellingContent;
  const dash = t('common:notSpecified');
  const kr = (ore: number | null | undefined) => (ore == null ? dash : formatKr(ore));
  const jump = (step: DwellingStep) => (onJump ? () => onJump(step) : undefined);
  // the unit only when the address text does not already name it
  const place = addressLine(v.location);

  return (
    <Stack
      spacing={1.5}
      divider={<Divider flexItem />}
      sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}
    >
      <Section title={t('steps.lease')} onEdit={jump('lease')}>
        <div>{place || dash}</div>
        <div>
          {[
            v.type?.dwelling ? t(`dwellingType.${v.type.dwelling}`) : null,
            v.size?.rooms != null ? t('preview.rooms', { count: v.size.rooms }) : null,
            v.size?.area != null ? t('preview.areaValue', { area: v.size.area }) : null,
          ]
            .filter(Boolean)
            .join(' · ') || dash}
        </div>
        <div>{availableSentence(t, v.available, i18n.language)}</div>
        <div>{timeframeSentence(t, v.timeframe, i18n.language)}</div>
      </Section>
      <Section title={t('steps.economy')} onEdit={jump('economy')}>
        <div>
          {t('preview.rent')}: {kr(v.economy?.rent)} · {t('preview.prepaid')}: {kr(v.economy?.prepaid)} · {t('preview.deposit')}:{' '}
          {kr(v.economy?.deposit)}
        </div>
        {v.economy?.inclusive ? <div>{t('preview.inclusive')}</div> : null}
      </Section>
      <Section title={t('steps.images')} onEdit={jump('images')}>
        {v.images?.length ? (
          <Stack direction="row" spacing={1} sx={{ overflowX: 'auto', py: 0.5 }}>
            {v.images.slice(0, 6).map((f, i) => (
              <Box
                key={f}
                component="img"
                src={imageUrl(f, 'thumb')}
                alt={t('images.image', { index: i + 1 })}
                sx={{ width: 72, height: 54, objectFit: 'cover', borderRadius: 0.5 }}
              />
            ))}
            {v.images.length > 6 && <Typography variant="body2">+{v.images.length - 6}</Typography>}
          </Stack>
        ) : (
          <div>{t('preview.noImages')}</div>
        )}
      </Section>
      <Section title={t('steps.description')} onEdit={jump('description')}>
        <Typography variant="body2" sx={{ color: 'text.primary', fontWeight: 600 }}>
          {v.headline || t('preview.headlineMissing')}
        </Typography>
        <Typography
          variant="body2"
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            whiteSpace: 'pre-line',
          }}
        >
          {v.description || dash}
        </Typography>
        <div>
          {[v.contact?.name, v.contact?.email, v.contact?.phone && formatPhone(v.contact.phone)].filter(Boolean).join(' · ') ||
            dash}
        </div>
      </Section>
    </Stack>
  );
}
