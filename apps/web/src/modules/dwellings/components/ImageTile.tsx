import { Box, CircularProgress, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import { useTranslation } from 'react-i18next';

export type ImageTileProps = {
  src: string;
  alt: string;
  /** 'uploading' shows progress (0..1, or null for a spinner); 'failed' the error icon. */
  state: 'done' | 'uploading' | 'failed';
  progress?: number | null;
  onDelete?: () => void;
  disabled?: boolean;
};

/** One square thumbnail of the images step: stored, uploading (progress) or failed ('Upload failed'). */
export function ImageTile({ src, alt, state, progress, onDelete, disabled }: ImageTileProps) {
  const { t } = useTranslation('dwellings');
  return (
    <Box
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
      {state === 'uploading' && (
        <Stack sx={{ position: 'absolute', inset: 0, alignItems: 'center', justifyContent: 'center' }}>
          <CircularProgress
            variant={progress == null ? 'indeterminate' : 'determinate'}
            value={progress == null ? undefined : Math.round(progress * 100)}
            aria-label={t('images.uploading', { name: alt })}
          />
        </Stack>
      )}
      {state === 'failed' && (
        <Stack
          spacing={0.5}
          sx={{
            alignItems: 'center',
            justifyContent: 'center',
            position: 'absolute',
            inset: 0,
            color: 'error.main',
            bgcolor: 'rgba(255,255,255,0.6)',
          }}
          role="alert"
        >
          <ErrorOutlineIcon />
          <Typography variant="caption" sx={{ fontWeight: 600 }}>
            {t('images.failed')}
          </Typography>
          <Typography
            variant="caption"
            sx={{
              color: 'text.secondary',
              px: 1,
              maxWidth: '100%',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {alt}
          </Typography>
        </Stack>
      )}
      {onDelete && state !== 'uploading' && (
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
    </Box>
  );
}
