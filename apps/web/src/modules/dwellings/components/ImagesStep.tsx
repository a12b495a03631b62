/**
 * Step 3, images (doc 2 §5 step 3, §8): multiple image/* files, one upload per file with its own
 * progress, a thumbnail grid, a failed state with an error icon ('Upload failed', reported to
 * POST /api/errors; a too large image or a full storage also says why), deletion after 'Delete
 * image permanently?', at most 14, a warning from 5. The form keeps only the stored file names
 * (`images`); a deleted image leaves the form at once, and the server deletes the file when the
 * listing is saved without it (docs/architecture.md "Images"), so an unsaved change never breaks the saved listing.
 */
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import { useSnackbar } from '../../../ui/toast/toast';
import { useTranslation } from 'react-i18next';
import { MAX_IMAGES } from '@udlejning/shared/dwellings/enums';
import { hasManyImages, type DwellingContent } from '@udlejning/shared/dwellings/dwelling-form';
import { reportError } from '../../errors/report-error';
import { tMessage } from '../../../lib/i18n';
import { ApiError } from '../../../lib/api';
import { useUploadImages } from '../api';
import { imageUrl } from '../upload-image';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ImageTile } from './ImageTile';

/** Upload failures whose reason the user can act on: shown as a toast besides the failed tile. */
const SAID_REASONS: readonly string[] = ['IMAGE_TOO_LARGE', 'STORAGE_QUOTA_EXCEEDED'];

type Pending = { key: string; name: string; url: string; progress: number | null; state: 'uploading' | 'failed' };

let pendingSeq = 0;

export function ImagesStep({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation('dwellings');
  const { enqueueSnackbar } = useSnackbar();
  const { control, getValues, setValue, formState } = useFormContext<DwellingContent>();
  const images = useWatch({ control, name: 'images' }) ?? [];
  const [pending, setPending] = useState<Pending[]>([]);
  const [tooMany, setTooMany] = useState(false);
  const [toDelete, setToDelete] = useState<string | null>(null);
  const upload = useUploadImages();
  const urls = useRef(new Set<string>());
  const fileInput = useRef<HTMLInputElement>(null);
  const order = useRef<Promise<void>>(Promise.resolve());

  // object URLs of local previews are released when the step unmounts
  useEffect(() => {
    const owned = urls.current;
    return () => owned.forEach((u) => URL.revokeObjectURL(u));
  }, []);

  const uploadingCount = pending.filter((p) => p.state === 'uploading').length;
  const free = MAX_IMAGES - images.length - uploadingCount;

  function update(key: string, patch: Partial<Pending> | null) {
    setPending((list) => (patch ? list.map((p) => (p.key === key ? { ...p, ...patch } : p)) : list.filter((p) => p.key !== key)));
  }

  function handleFiles(e: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(e.target.files ?? []);
    e.target.value = '';
    setTooMany(files.length > free);
    for (const file of files.slice(0, Math.max(0, free))) {
      const key = `p${++pendingSeq}`;
      const url = URL.createObjectURL(file);
      urls.current.add(url);
      setPending((list) => [...list, { key, name: file.name, url, progress: 0, state: 'uploading' }]);
      const uploaded = upload.mutateAsync({ file, onProgress: (fraction) => update(key, { progress: fraction }) });
      // files upload in parallel but join the listing in the order they were chosen
      order.current = order.current.then(() =>
        uploaded
          .then((result) => {
            if (result.status !== 'done' || !result.filename)
              throw new ApiError(400, result.code ?? 'UPLOAD_FAILED', result.error ?? 'Upload failed');
            setValue('images', [...(getValues('images') ?? []), result.filename], { shouldDirty: true, shouldValidate: true });
            update(key, null);
            URL.revokeObjectURL(url);
            urls.current.delete(url);
          })
          .catch((err: unknown) => {
            update(key, { state: 'failed', progress: null });
            if (err instanceof ApiError && SAID_REASONS.includes(err.code))
              enqueueSnackbar(tMessage(err.message), { variant: 'error' });
            reportError({
              message: 'Upload failed',
              info: {
                name: file.name,
                size: file.size,
                type: file.type,
                error: err instanceof Error ? err.message : String(err),
              },
            });
          }),
      );
    }
  }

  function handleDelete() {
    const filename = toDelete;
    if (!filename) return;
    setValue(
      'images',
      (getValues('images') ?? []).filter((f) => f !== filename),
      { shouldDirty: true, shouldValidate: true },
    );
    setToDelete(null);
  }

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        {/* a real button that opens the hidden file input, so Enter and Space work (a <label> takes only clicks) */}
        <Button
          variant="contained"
          startIcon={<AddPhotoAlternateIcon />}
          disabled={readOnly || free <= 0}
          onClick={() => fileInput.current?.click()}
        >
          {t('images.upload')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          multiple
          hidden
          tabIndex={-1}
          onChange={handleFiles}
          disabled={readOnly || free <= 0}
          aria-label={t('images.upload')}
        />
        <Typography variant="body2" color="text.secondary">
          {t('images.count', { count: images.length, max: MAX_IMAGES })}
        </Typography>
      </Stack>
      {formState.errors.images?.message && <Alert severity="error">{tMessage(formState.errors.images.message)}</Alert>}
      {(tooMany || free <= 0) && !readOnly && <Alert severity="info">{t('images.max', { max: MAX_IMAGES })}</Alert>}
      {hasManyImages(images.length) && <Alert severity="warning">{t('images.warning', { count: images.length })}</Alert>}
      {images.length === 0 && pending.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('images.empty')}
        </Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' },
        }}
      >
        {images.map((filename, i) => (
          <ImageTile
            key={filename}
            src={imageUrl(filename, 'thumb')}
            alt={t('images.image', { index: i + 1 })}
            state="done"
            onDelete={readOnly ? undefined : () => setToDelete(filename)}
          />
        ))}
        {pending.map((p) => (
          <ImageTile
            key={p.key}
            src={p.url}
            alt={p.name}
            state={p.state}
            progress={p.progress}
            onDelete={() => update(p.key, null)}
          />
        ))}
      </Box>
      <ConfirmDialog
        open={toDelete !== null}
        title={t('images.deleteConfirm')}
        text={t('images.deleteText')}
        confirmLabel={t('images.delete')}
        onConfirm={handleDelete}
        onCancel={() => setToDelete(null)}
        isDestructive
      />
    </Stack>
  );
}
