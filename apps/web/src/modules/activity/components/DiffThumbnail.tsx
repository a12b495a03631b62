import { useState } from 'react';
import { Box } from '@mui/material';
import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined';
import type { DiffImage } from '../format-diff';

/** Thumbnail size in the log (px); the server's thumbnails are 320 px wide, 4:3. */
const WIDTH = 64;
const HEIGHT = 48;

/**
 * One image of a diff as a small thumbnail, its file name as tooltip; a file that is gone (a removed
 * image may have been cleaned up) shows an icon instead of a broken image.
 */
export function DiffThumbnail({ image, alt, isRemoved = false }: { image: DiffImage; alt: string; isRemoved?: boolean }) {
  const [isMissing, setMissing] = useState(false);
  const frame = {
    width: WIDTH,
    height: HEIGHT,
    borderRadius: 1,
    flexShrink: 0,
    border: 1,
    borderColor: 'divider',
    // removed images are dimmed so added and removed read apart at a glance
    opacity: isRemoved ? 0.55 : 1,
  } as const;
  if (isMissing)
    return (
      <Box
        role="img"
        aria-label={alt}
        title={image.name}
        sx={{ ...frame, display: 'grid', placeItems: 'center', color: 'text.secondary' }}
      >
        <BrokenImageOutlinedIcon fontSize="small" />
      </Box>
    );
  return (
    <Box
      component="img"
      src={image.src}
      alt={alt}
      title={image.name}
      loading="lazy"
      onError={() => setMissing(true)}
      sx={{ ...frame, objectFit: 'cover', display: 'block', bgcolor: 'action.hover' }}
    />
  );
}
