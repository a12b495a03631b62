/**
 * The stored images of step 3 in their listing order (doc 2 §5 step 3; the first is the cover photo
 * everywhere: lists, public page, og:image). The landlord orders them by dragging the handle (mouse,
 * touch), by keyboard on the handle (space, arrows, space; dnd-kit's KeyboardSensor with screen-reader
 * announcements in the page's language), or with the visible 'Move left/right' and 'Make cover photo'
 * buttons, which keep focus on the moved image (docs/architecture.md "Accessibility").
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, IconButton, Tooltip } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import StarOutlineIcon from '@mui/icons-material/StarBorder';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove, rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../theme';
import { imageUrl } from '../upload-image';
import { ImageTile } from './ImageTile';

export type SortableImageGridProps = {
  /** Stored file names in listing order. */
  images: string[];
  readOnly: boolean;
  /** The new order (same names). */
  onReorder: (images: string[]) => void;
  onDelete: (filename: string) => void;
  /** Uploading and failed tiles, after the stored ones and not sortable. */
  children?: ReactNode;
};

type Action = 'left' | 'right' | 'cover' | 'handle';

export function SortableImageGrid({ images, readOnly, onReorder, onDelete, children }: SortableImageGridProps) {
  const { t } = useTranslation('dwellings');
  const grid = useRef<HTMLDivElement>(null);
  const [focusAfter, setFocusAfter] = useState<{ filename: string; action: Action } | null>(null);
  const [said, setSaid] = useState('');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const count = images.length;
  const position = (id: UniqueIdentifier | undefined) => images.indexOf(String(id)) + 1;

  // a moved image keeps focus on the same button, or on its handle when that button is gone (first/last place)
  useEffect(() => {
    if (!focusAfter) return;
    const tile = grid.current?.querySelector(`[data-tile="${focusAfter.filename}"]`);
    const target =
      tile?.querySelector<HTMLElement>(`[data-action="${focusAfter.action}"]:not([disabled])`) ??
      tile?.querySelector<HTMLElement>('[data-action="handle"]');
    target?.focus();
    setFocusAfter(null);
  }, [focusAfter]);

  function move(filename: string, to: number, action: Action) {
    const from = images.indexOf(filename);
    if (from < 0 || to < 0 || to >= count || from === to) return;
    onReorder(arrayMove(images, from, to));
    setSaid(to === 0 && action === 'cover' ? t('images.madeCover') : t('images.moved', { to: to + 1, count }));
    setFocusAfter({ filename, action });
  }

  function handleDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = images.indexOf(String(active.id));
    const to = images.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onReorder(arrayMove(images, from, to));
  }

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('images.dnd.start', { from: position(active.id), count }),
    onDragOver: ({ active, over }) =>
      over ? t('images.dnd.over', { from: position(active.id), to: position(over.id), count }) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('images.dnd.end', { from: position(active.id), to: position(over.id), count })
        : t('images.dnd.cancel', { from: position(active.id) }),
    onDragCancel: ({ active }) => t('images.dnd.cancel', { from: position(active.id) }),
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('images.dnd.instructions') } }}
    >
      <SortableContext items={images} strategy={rectSortingStrategy} disabled={readOnly}>
        <Box
          ref={grid}
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' },
          }}
        >
          {images.map((filename, i) => (
            <SortableImage
              key={filename}
              filename={filename}
              index={i}
              count={count}
              readOnly={readOnly}
              onMove={(to, action) => move(filename, to, action)}
              onDelete={() => onDelete(filename)}
            />
          ))}
          {children}
        </Box>
      </SortableContext>
      <Box role="status" aria-live="polite" aria-atomic="true" sx={visuallyHidden}>
        {said}
      </Box>
    </DndContext>
  );
}

type SortableImageProps = {
  filename: string;
  index: number;
  count: number;
  readOnly: boolean;
  onMove: (to: number, action: Action) => void;
  onDelete: () => void;
};

function SortableImage({ filename, index, count, readOnly, onMove, onDelete }: SortableImageProps) {
  const { t } = useTranslation('dwellings');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: filename,
    disabled: readOnly,
  });
  const name = t('images.image', { index: index + 1 });
  const label = t(index === 0 ? 'images.tileCover' : 'images.tileName', { index: index + 1, count });
  const button = (action: Action, title: string, icon: ReactNode, to: number, disabled: boolean) => (
    // describeChild: the wrapper span (a disabled button gets no hover events) must not carry an aria-label
    <Tooltip title={title} describeChild>
      <span>
        <IconButton
          size="small"
          data-action={action}
          aria-label={`${title}: ${name}`}
          disabled={disabled}
          onClick={() => onMove(to, action)}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <ImageTile
      containerRef={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition, zIndex: isDragging ? 1 : undefined }}
      tileId={filename}
      src={imageUrl(filename, 'thumb')}
      alt={name}
      label={label}
      state="done"
      isCover={index === 0}
      onDelete={readOnly ? undefined : onDelete}
      actions={
        readOnly ? undefined : (
          <>
            <IconButton
              ref={setActivatorNodeRef}
              size="small"
              data-action="handle"
              {...attributes}
              {...listeners}
              aria-label={t('images.dragHandle', { index: index + 1 })}
              sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
            >
              <DragIndicatorIcon fontSize="small" />
            </IconButton>
            <Box sx={{ display: 'flex' }}>
              {button('left', t('images.moveLeft'), <ChevronLeftIcon fontSize="small" />, index - 1, index === 0)}
              {button('right', t('images.moveRight'), <ChevronRightIcon fontSize="small" />, index + 1, index === count - 1)}
              {index > 0 && button('cover', t('images.makeCover'), <StarOutlineIcon fontSize="small" />, 0, false)}
            </Box>
          </>
        )
      }
    />
  );
}
