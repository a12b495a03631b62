/** The listing's photos: one large, the others as buttons that show them large ('No images' when none). */
import { useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export function ListingPhotos({ images, title }: { images: string[]; title: string }) {
  const { t } = useTranslation('publicListing');
  const [shown, setShown] = useState(0);
  if (images.length === 0)
    return (
      <Paper variant="outlined" sx={{ aspectRatio: '16 / 9', display: 'grid', placeItems: 'center', color: 'text.secondary' }}>
        <Typography>{t('noImages')}</Typography>
      </Paper>
    );
  return (
    <Stack spacing={1}>
      <Box
        component="img"
        src={images[shown]}
        alt={`${t('photo')} ${shown + 1}: ${title}`}
        sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 1, bgcolor: 'grey.200' }}
      />
      {images.length > 1 && (
        <Stack direction="row" spacing={1} sx={{ overflowX: 'auto', pb: 0.5 }}>
          {images.map((src, i) => (
            <ButtonBase
              key={src}
              onClick={() => setShown(i)}
              aria-label={`${t('photo')} ${i + 1}`}
              aria-pressed={i === shown}
              sx={{ flexShrink: 0, borderRadius: 1, outline: i === shown ? '2px solid' : 'none', outlineColor: 'primary.main' }}
            >
              <Box
                component="img"
                src={`${src}?size=thumb`}
                alt=""
                sx={{ width: 96, height: 64, objectFit: 'cover', borderRadius: 1 }}
              />
            </ButtonBase>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
