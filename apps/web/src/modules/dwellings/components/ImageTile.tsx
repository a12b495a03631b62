import type { CSSProperties, ReactNode, Ref } from 'react';
import { Box, Button, Chip, CircularProgress, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import { useTranslation } from 'react-i18next';

/** Where one image of the images step is: stored, being shrunk, uploading, or failed with a reason. */
export type ImageTileState = 'done' | 'shrinking' | 'uploading' | 'failed';

export type ImageTileProps = {
  src: string;
  alt: string;
  /** 'shrinking' and 'uploading' show progress (0..1, or null for a spinner); 'failed' the error icon and `reason`. */
  state: ImageTileState;
  progress?: number | null;
  /** Why a failed image failed, in words (doc 2 §8 Upload); shown on the tile and in its accessible name. */
  reason?: string;
  /** The tile's accessible name (role group); defaults to `alt`. */
  label?: string;
  /** The first stored image: the listing's cover photo everywhere (lists, public page, og:image). */
  isCover?: boolean;
  onDelete?: () => void;
  onRetry?: () => void;
  disabled?: boolean;
  /** Ordering controls of a stored image (drag handle, move and cover buttons), along the bottom. */
  actions?: ReactNode;
  containerRef?: Ref<HTMLDivElement>;
  style?: CSSProperties;
  tileId?: string;
};

const overlay = { position: 'absolute', inset: 0, alignItems: 'center', justifyContent: 'center' } as const;

/** One square thumbnail of the images step (doc 2 §5 step 3): stored, shrinking, uploading (progress) or failed (why). */
export function ImageTile({
  src,
  alt,
  state,
  progress,
  reason,
  label,
  isCover,
  onDelete,
  onRetry,
  disabled,
  actions,
  containerRef,
  style,
  tileId,
}: ImageTileProps) {
  const { t } = useTranslation('dwellings');
  const percent = progress == null ? null : Math.round(progress * 100);
  return (
    <Box
      ref={containerRef}
      style={style}
      role="group"
      aria-label={label ?? alt}
      sx={{
        position: 'relative',
        aspectRatio: '4 / 3',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'grey.200',
        border: 1,
        borderColor: state === 'failed' ? 'error.main' : 'divider',
      }}
      data-state={state}
      data-tile={tileId}
    >
      {state !== 'failed' && (
        <Box
          component="img"
          src={src}
          alt={alt}
          loading="lazy"
          sx={{ width: '100%', height: '100%', objectFit: 'cover', opacity: state === 'done' ? 1 : 0.5, display: 'block' }}
        />
      )}
      {(state === 'shrinking' || state === 'uploading') && (
        <Stack spacing={0.5} sx={{ ...overlay, bgcolor: 'rgba(255,255,255,0.5)' }}>
          <CircularProgress
            variant={percent == null ? 'indeterminate' : 'determinate'}
            value={percent ?? undefined}
            aria-label={t(state === 'shrinking' ? 'images.shrinkingName' : 'images.uploading', { name: alt })}
          />
          <Typography variant="caption" sx={{ fontWeight: 600 }}>
            {state === 'shrinking' ? t('images.shrinking') : t('images.uploadingPercent', { percent: percent ?? 0 })}
          </Typography>
        </Stack>
      )}
      {state === 'failed' && (
        <Stack spacing={0.5} sx={{ ...overlay, color: 'error.main', bgcolor: 'rgba(255,255,255,0.85)', px: 1, pb: 4 }} role="alert">
          <ErrorOutlineIcon />
          <Typography variant="caption" sx={{ fontWeight: 600, color: 'error.dark', textAlign: 'center', lineHeight: 1.2 }}>
            {reason ?? t('images.failed')}
          </Typography>
          <Typography
            variant="caption"
            sx={{ color: 'text.secondary', maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {alt}
          </Typography>
          {onRetry && (
            <Button size="small" onClick={onRetry} disabled={disabled} aria-label={`${t('images.retry')}: ${alt}`}>
              {t('images.retry')}
            </Button>
          )}
        </Stack>
      )}
      {isCover && state === 'done' && (
        <Chip
          label={t('images.cover')}
          size="small"
          color="primary"
          sx={{ position: 'absolute', top: 6, left: 6, fontWeight: 600 }}
        />
      )}
      {onDelete && state !== 'uploading' && state !== 'shrinking' && (
        <Tooltip title={t('images.delete')}>
          <IconButton
            aria-label={`${t('images.delete')}: ${alt}`}
            onClick={onDelete}
            disabled={disabled}
            size="small"
            sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'rgba(255,255,255,0.85)', '&:hover': { bgcolor: 'white' } }}
          >
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {actions && state === 'done' && (
        <Stack
          direction="row"
          sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, justifyContent: 'space-between', bgcolor: 'rgba(255,255,255,0.85)' }}
        >
          {actions}
        </Stack>
      )}
    </Box>
  );
}
