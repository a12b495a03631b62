import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { DiffImage, DiffLine } from '../format-diff';
import { DiffThumbnail } from './DiffThumbnail';

/** Values this short ('8.500 kr.', '1. december 2026', a date and time) never break inside; longer texts wrap. */
const NO_WRAP_MAX = 24;
const keepTogether = (value: string) => (value.length <= NO_WRAP_MAX ? 'nowrap' : undefined);

/** Renders the lines of formatActivityDiff(): "label: before → after", images as thumbnails. */
export function ActivityDiff({ lines, label }: { lines: DiffLine[]; label: string }) {
  const { t } = useTranslation('activity');
  const empty = t('diff.empty');
  const thumbnails = (caption: string, images: DiffImage[], isRemoved = false) =>
    images.length > 0 && (
      <Stack direction="row" spacing={0.75} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 0.5 }}>
        <Typography variant="caption" color="text.secondary">
          {caption}:
        </Typography>
        {images.map((image) => (
          <DiffThumbnail key={image.name} image={image} alt={t('diff.image', { name: image.name })} isRemoved={isRemoved} />
        ))}
      </Stack>
    );
  return (
    <Box component="ul" aria-label={label} sx={{ m: 0, pl: 2 }}>
      {lines.map((line) => (
        <Typography
          component="li"
          variant="body2"
          key={line.key}
          sx={{ overflowWrap: 'anywhere', display: 'list-item', py: 0.25 }}
        >
          <Box component="span" sx={{ fontWeight: 500 }}>
            {line.label}:
          </Box>{' '}
          {line.kind === 'value' ? (
            <>
              <Box component="span" sx={{ color: 'text.secondary', whiteSpace: keepTogether(line.before) }}>
                {line.before || empty}
              </Box>
              {' → '}
              <Box component="span" sx={{ whiteSpace: keepTogether(line.after) }}>
                {line.after || empty}
              </Box>
            </>
          ) : (
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 0.5 }}>
              {thumbnails(t('diff.added'), line.added)}
              {thumbnails(t('diff.removed'), line.removed, true)}
              {thumbnails(t('diff.reordered'), line.reordered)}
            </Stack>
          )}
        </Typography>
      ))}
    </Box>
  );
}
