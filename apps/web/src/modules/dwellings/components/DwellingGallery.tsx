import { useState, type ReactNode } from 'react';
import { Box, IconButton, Stack, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ImageNotSupportedIcon from '@mui/icons-material/ImageNotSupported';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '../upload-image';

/** The preview's image carousel with thumbnails (doc 2 §2 Preview page); 'No Images' when none. */
export function DwellingGallery({ images, actions }: { images: string[]; actions?: (filename: string) => ReactNode }) {
  const { t } = useTranslation('dwellings');
  const [index, setIndex] = useState(0);
  if (images.length === 0) {
    return (
      <Stack
        spacing={1}
        sx={{
          aspectRatio: '16 / 9',
          bgcolor: 'grey.100',
          borderRadius: 1,
          alignItems: 'center',
          justifyContent: 'center',
          color: 'text.secondary',
        }}
      >
        <ImageNotSupportedIcon fontSize="large" />
        <Typography>{t('preview.noImages')}</Typography>
      </Stack>
    );
  }
  const current = Math.min(index, images.length - 1);
  const go = (delta: number) => setIndex((current + delta + images.length) % images.length);
  return (
    <Stack spacing={1}>
      <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: 'grey.900', borderRadius: 1, overflow: 'hidden' }}>
        <Box
          component="img"
          src={imageUrl(images[current])}
          alt={t('preview.image', { index: current + 1, count: images.length })}
          sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
        />
        {images.length > 1 && (
          <>
            <IconButton aria-label={t('preview.previous')} onClick={() => go(-1)} sx={{ ...arrowSx, left: 8 }}>
              <ChevronLeftIcon />
            </IconButton>
            <IconButton aria-label={t('preview.nextImage')} onClick={() => go(1)} sx={{ ...arrowSx, right: 8 }}>
              <ChevronRightIcon />
            </IconButton>
            <Typography
              variant="caption"
              sx={{
                position: 'absolute',
                bottom: 8,
                right: 12,
                color: 'common.white',
                bgcolor: 'rgba(0,0,0,0.5)',
                px: 1,
                borderRadius: 1,
              }}
            >
              {current + 1} / {images.length}
            </Typography>
          </>
        )}
      </Box>
      {actions?.(images[current])}
      {images.length > 1 && (
        <Stack direction="row" spacing={1} sx={{ overflowX: 'auto', pb: 0.5 }}>
          {images.map((f, i) => (
            <Box
              key={f}
              component="button"
              type="button"
              onClick={() => setIndex(i)}
              aria-label={t('preview.image', { index: i + 1, count: images.length })}
              aria-current={i === current}
              sx={{
                p: 0,
                border: 2,
                borderColor: i === current ? 'primary.main' : 'transparent',
                borderRadius: 1,
                cursor: 'pointer',
                flex: '0 0 auto',
                bgcolor: 'transparent',
              }}
            >
              <Box
                component="img"
                src={imageUrl(f, 'thumb')}
                alt=""
                sx={{ width: 88, height: 66, objectFit: 'cover', display: 'block', borderRadius: 0.5 }}
              />
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

const arrowSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  bgcolor: 'rgba(255,255,255,0.8)',
  '&:hover': { bgcolor: 'white' },
} as const;
