/**
 * Step 3, images (doc 2 §5 step 3, §8): multiple image files, each checked, shrunk and uploaded on its
 * own tile ('Shrinking…', then upload progress; docs/architecture.md "Images"): a file of another type
 * or still too large after shrinking is refused in the browser with its reason and never sent; a failed
 * upload shows its reason in words on the tile ('Upload failed' is reported to POST /api/errors; a too
 * large image or a full storage also gets a toast), with 'Try again' when the network or server failed.
 * A thumbnail grid the landlord orders by drag, keyboard or buttons (the first image is the cover photo),
 * deletion after 'Delete image permanently?', at most 14, a warning from 5. The form keeps only the
 * stored file names (`images`); a deleted image leaves the form at once, and the server deletes the
 * file when the listing is saved without it (docs/architecture.md "Images"), so an unsaved change never
 * breaks the saved listing.
 */
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Alert, Button, Stack, Typography } from '@mui/material';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import { useSnackbar } from '../../../ui/toast/toast';
import { useTranslation } from 'react-i18next';
import { IMAGE_TYPES, MAX_IMAGE_PIXELS, MAX_IMAGES, MAX_UPLOAD_BYTES } from '@udlejning/shared/dwellings/enums';
import { hasManyImages, type DwellingContent } from '@udlejning/shared/dwellings/dwelling-form';
import { reportError } from '../../errors/report-error';
import { tMessage } from '../../../lib/i18n';
import { ApiError } from '../../../lib/api';
import { useUploadImages } from '../api';
import { refuseImageSize, refuseImageType, shrinkImage, type ImageRefusal } from '../images/shrink-image';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { ImageTile } from './ImageTile';
import { SortableImageGrid } from './SortableImageGrid';

/** Upload failures whose reason the user can act on: shown as a toast besides the failed tile. */
const SAID_REASONS: readonly string[] = ['IMAGE_TOO_LARGE', 'STORAGE_QUOTA_EXCEEDED'];

/** Why a tile failed: refused in the browser, or the server's code (doc 2 §8), or the network. */
type FailReason = ImageRefusal | 'pixels' | 'quota' | 'unreadable' | 'failed';

const REASON_OF_CODE: Record<string, FailReason> = {
  IMAGE_TOO_LARGE: 'pixels',
  STORAGE_QUOTA_EXCEEDED: 'quota',
  UPLOAD_FAILED: 'unreadable',
};

type Pending = {
  key: string;
  file: File;
  url: string | null;
  progress: number | null;
  state: 'shrinking' | 'uploading' | 'failed';
  reason?: FailReason;
  /** Bytes of the file as it would be sent (for the 'too large' reason). */
  sentSize?: number;
};

/** A file the browser will not send, with its reason. */
class Refused extends Error {
  constructor(
    readonly reason: ImageRefusal,
    readonly size: number,
  ) {
    super(reason);
  }
}

const TYPE_NAMES = IMAGE_TYPES.map((type) => type.slice('image/'.length).toUpperCase()).join(', ');
const MB = 1024 * 1024;

let pendingSeq = 0;

export function ImagesStep({ readOnly }: { readOnly: boolean }) {
  const { t, i18n } = useTranslation('dwellings');
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

  const busyCount = pending.filter((p) => p.state !== 'failed').length;
  const free = MAX_IMAGES - images.length - busyCount;

  function update(key: string, patch: Partial<Pending> | null) {
    setPending((list) => (patch ? list.map((p) => (p.key === key ? { ...p, ...patch } : p)) : list.filter((p) => p.key !== key)));
  }

  function release(url: string | null) {
    if (!url) return;
    URL.revokeObjectURL(url);
    urls.current.delete(url);
  }

  function handleFiles(e: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(e.target.files ?? []);
    e.target.value = '';
    const refused = files.filter((f) => refuseImageType(f));
    const accepted = files.filter((f) => !refuseImageType(f));
    setTooMany(accepted.length > free);
    // a file of another type is never sent: its tile says which types work (doc 2 §8 Upload)
    for (const file of refused)
      setPending((list) => [...list, { key: `p${++pendingSeq}`, file, url: null, progress: null, state: 'failed', reason: 'type' }]);
    for (const file of accepted.slice(0, Math.max(0, free))) {
      const key = `p${++pendingSeq}`;
      const url = URL.createObjectURL(file);
      urls.current.add(url);
      setPending((list) => [...list, { key, file, url, progress: null, state: 'shrinking' }]);
      send(key, file, url);
    }
  }

  /** Shrinks and uploads one file; files go up in parallel but join the listing in the order they were chosen. */
  function send(key: string, file: File, url: string | null) {
    const uploaded = (async () => {
      const toSend = await shrinkImage(file, (fraction) => update(key, { progress: fraction }));
      const refusal = refuseImageSize(toSend);
      if (refusal) throw new Refused(refusal, toSend.size);
      update(key, { state: 'uploading', progress: 0, sentSize: toSend.size });
      return upload.mutateAsync({ file: toSend, onProgress: (fraction) => update(key, { progress: fraction }) });
    })();
    order.current = order.current.then(() =>
      uploaded
        .then((result) => {
          if (result.status !== 'done' || !result.filename)
            throw new ApiError(400, result.code ?? 'UPLOAD_FAILED', result.error ?? 'Upload failed');
          setValue('images', [...(getValues('images') ?? []), result.filename], { shouldDirty: true, shouldValidate: true });
          update(key, null);
          release(url);
        })
        .catch((err: unknown) => {
          if (err instanceof Refused) return update(key, { state: 'failed', progress: null, reason: err.reason, sentSize: err.size });
          const reason = err instanceof ApiError ? (REASON_OF_CODE[err.code] ?? 'failed') : 'failed';
          update(key, { state: 'failed', progress: null, reason });
          if (err instanceof ApiError && SAID_REASONS.includes(err.code)) enqueueSnackbar(tMessage(err.message), { variant: 'error' });
          reportError({
            message: 'Upload failed',
            info: { name: file.name, size: file.size, type: file.type, error: err instanceof Error ? err.message : String(err) },
          });
        }),
    );
  }

  function handleRetry(p: Pending) {
    if (free <= 0) return setTooMany(true);
    update(p.key, { state: 'shrinking', progress: null, reason: undefined });
    send(p.key, p.file, p.url);
  }

  function handleDiscard(p: Pending) {
    update(p.key, null);
    release(p.url);
  }

  function reasonText(p: Pending): string {
    const mb = (bytes: number) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(bytes / MB);
    switch (p.reason) {
      case 'type':
        return t('images.reason.type', { types: TYPE_NAMES });
      case 'fileSize':
        return t('images.reason.fileSize', { size: mb(p.sentSize ?? p.file.size), max: mb(MAX_UPLOAD_BYTES) });
      case 'pixels':
        return t('images.reason.pixels', { max: MAX_IMAGE_PIXELS / 1_000_000 });
      case 'quota':
        return t('images.reason.quota');
      case 'unreadable':
        return t('images.reason.unreadable');
      default:
        return t('images.reason.failed');
    }
  }

  function handleReorder(next: string[]) {
    setValue('images', next, { shouldDirty: true, shouldValidate: true });
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
      <SortableImageGrid images={images} readOnly={readOnly} onReorder={handleReorder} onDelete={setToDelete}>
        {pending.map((p) => {
          const reason = p.state === 'failed' ? reasonText(p) : undefined;
          return (
            <ImageTile
              key={p.key}
              src={p.url ?? ''}
              alt={p.file.name}
              label={reason ? `${p.file.name}: ${reason}` : p.file.name}
              state={p.state}
              progress={p.progress}
              reason={reason}
              onRetry={p.reason === 'failed' ? () => handleRetry(p) : undefined}
              onDelete={() => handleDiscard(p)}
            />
          );
        })}
      </SortableImageGrid>
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
