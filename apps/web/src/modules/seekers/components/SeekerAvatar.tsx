/**
 * A seeker's avatar at AVATAR_HEIGHT (doc 1 §2, §9): the cached partner-host picture when there is
 * one and it loads, otherwise a hash-based identicon of the seeker's external id (minidenticons:
 * an SVG from a hash, drawn as a data: image, so nothing leaves the browser).
 */
import { useMemo, useState } from 'react';
import { Box } from '@mui/material';
import { minidenticon } from 'minidenticons';
import { AVATAR_HEIGHT } from '@udlejning/shared/seekers/enums';

type Props = { seed: string; picture: string | null; alt: string };

export function SeekerAvatar({ seed, picture, alt }: Props) {
  const [pictureFailed, setPictureFailed] = useState(false);
  const identicon = useMemo(() => `data:image/svg+xml;utf8,${encodeURIComponent(minidenticon(seed, 60, 45))}`, [seed]);
  const src = picture && !pictureFailed ? picture : identicon;
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      height={AVATAR_HEIGHT}
      width={AVATAR_HEIGHT}
      onError={() => setPictureFailed(true)}
      sx={{ borderRadius: 2, bgcolor: 'action.hover', objectFit: 'cover', flexShrink: 0 }}
    />
  );
}
