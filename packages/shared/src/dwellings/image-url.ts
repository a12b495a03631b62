/** URL of a stored image (doc 2 §5 step 3); `thumb` for the 320 px preview. No zod (docs/architecture.md "Front-end loading"). */
export function dwellingImageUrl(filename: string, size: 'web' | 'thumb' = 'web'): string {
  return `/api/dwellings/images/${encodeURIComponent(filename)}${size === 'thumb' ? '?size=thumb' : ''}`;
}
