// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { FormProvider, useForm } from 'react-hook-form';
import { emptyDwellingForm, type DwellingContent } from '@udlejning/shared/dwellings/dwelling-form';
import type { UploadResult } from '@udlejning/shared/dwellings/dwelling';
import { i18n } from '../../../lib/i18n';
import { ImagesStep } from './ImagesStep';

const compressImage = vi.hoisted(() => vi.fn());
const uploadImage = vi.hoisted(() => vi.fn());
vi.mock('../images/compressor', () => ({ compressImage }));
vi.mock('../../errors/report-error', () => ({ reportError: vi.fn() }));
vi.mock('../upload-image', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../upload-image')>()),
  uploadImage,
}));

afterEach(cleanup);
beforeEach(async () => {
  compressImage.mockReset();
  uploadImage.mockReset();
  await i18n.changeLanguage('da');
});

const name = (n: number) => `${crypto.randomUUID()}-${n}.webp`;

function renderStep(images: string[]) {
  let current: () => DwellingContent = () => emptyDwellingForm();
  function Harness({ children }: { children: ReactNode }) {
    const form = useForm<DwellingContent>({ defaultValues: { ...emptyDwellingForm(), images } });
    current = () => form.getValues();
    return <FormProvider {...form}>{children}</FormProvider>;
  }
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Harness>
        <ImagesStep readOnly={false} />
      </Harness>
    </QueryClientProvider>,
  );
  return { images: () => current().images };
}

/** Lays the tiles out in a row of 200 px wide cells (happy-dom has no layout), so dnd-kit's keyboard can find the neighbour. */
function layOutTiles() {
  return vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const tile = this.closest('[data-tile]');
    const tiles = tile ? Array.from(tile.parentElement?.querySelectorAll(':scope > [data-tile]') ?? []) : [];
    const i = tile ? tiles.indexOf(tile) : -1;
    const left = i < 0 ? 0 : i * 210;
    const rect = { x: left, y: 0, left, top: 0, width: 200, height: 150, right: left + 200, bottom: 150 };
    return { ...rect, toJSON: () => rect } as DOMRect;
  });
}

async function chooseFiles(files: File[]) {
  fireEvent.change(await screen.findByLabelText('Upload billeder'), { target: { files } });
}

function bigJpeg(name: string, bytes = 2_000_000): File {
  return new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
}

const done = (filename: string, file: File): UploadResult => ({
  filename,
  path: `/api/dwellings/images/${filename}`,
  preview: `/api/dwellings/images/${filename}?size=thumb`,
  status: 'done',
  name: file.name,
  size: file.size,
  type: file.type,
});

describe('ImagesStep', () => {
  it('moves an image one place right with the keyboard on its drag handle', async () => {
    const files = [name(1), name(2), name(3)];
    const form = renderStep(files);
    const restore = layOutTiles();
    try {
      const handle = await screen.findByRole('button', { name: 'Flyt billede 1' });
      handle.focus();
      const user = userEvent.setup();
      await user.keyboard(' ');
      await user.keyboard('{ArrowRight}');
      await user.keyboard(' ');
      await waitFor(() => expect(form.images()).toEqual([files[1], files[0], files[2]]));
    } finally {
      restore.mockRestore();
    }
  });

  it('moves an image with the visible move buttons and keeps focus on it', async () => {
    const files = [name(1), name(2), name(3)];
    const form = renderStep(files);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Flyt til højre: Billede 1' }));
    expect(form.images()).toEqual([files[1], files[0], files[2]]);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Flyt til højre: Billede 2');
    expect(screen.getByText('Billede flyttet til plads 2 af 3.').getAttribute('aria-live')).toBe('polite');
    await user.click(screen.getByRole('button', { name: 'Flyt til venstre: Billede 3' }));
    expect(form.images()).toEqual([files[1], files[2], files[0]]);
  });

  it('makes a later image the cover photo: it moves first and carries the label', async () => {
    const files = [name(1), name(2), name(3)];
    const form = renderStep(files);
    await userEvent.click(await screen.findByRole('button', { name: 'Gør til forsidebillede: Billede 3' }));
    expect(form.images()).toEqual([files[2], files[0], files[1]]);
    const cover = screen.getByRole('group', { name: 'Billede 1 af 3, forsidebillede' });
    expect(within(cover).getByText('Forsidebillede')).toBeTruthy();
    expect(screen.getAllByText('Forsidebillede')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Gør til forsidebillede: Billede 1' })).toBeNull();
  });

  it('refuses a file of another type with the allowed types and sends nothing', async () => {
    const form = renderStep([]);
    await chooseFiles([new File(['%PDF-1.7'], 'plantegning.pdf', { type: 'application/pdf' })]);
    const tile = await screen.findByRole('group', { name: /^plantegning\.pdf: Filtypen kan ikke bruges/ });
    expect(within(tile).getByText('Filtypen kan ikke bruges. Brug JPEG, PNG, WEBP, GIF, AVIF.')).toBeTruthy();
    expect(uploadImage).not.toHaveBeenCalled();
    expect(compressImage).not.toHaveBeenCalled();
    expect(form.images()).toEqual([]);
  });

  it('shrinks a big photo to at most 2560 px before it uploads the shrunk file', async () => {
    const form = renderStep([]);
    const stored = name(1);
    const shrunk = new Blob([new Uint8Array(400_000)], { type: 'image/jpeg' });
    let finishShrink: (b: Blob) => void = () => {};
    compressImage.mockImplementation(() => new Promise<Blob>((resolve) => (finishShrink = resolve)));
    uploadImage.mockImplementation((file: File) => Promise.resolve(done(stored, file)));
    const photo = bigJpeg('stue.jpg');
    await chooseFiles([photo]);

    expect(await screen.findByText('Forminsker…')).toBeTruthy();
    expect(compressImage).toHaveBeenCalledWith(photo, expect.objectContaining({ maxWidthOrHeight: 2560, fileType: 'image/jpeg' }));
    expect(compressImage.mock.calls[0]?.[1].initialQuality).toBeGreaterThanOrEqual(0.85);
    finishShrink(shrunk);

    await waitFor(() => expect(form.images()).toEqual([stored]));
    const sent = uploadImage.mock.calls[0]?.[0] as File;
    expect(sent.size).toBe(400_000);
    expect(sent.name).toBe('stue.jpg');
    expect(sent.type).toBe('image/jpeg');
  });

  it('says a file is too large when it is still over 15 MB after shrinking, without sending it', async () => {
    renderStep([]);
    compressImage.mockRejectedValue(new Error('cannot decode'));
    await chooseFiles([bigJpeg('panorama.jpg', 16 * 1024 * 1024)]);
    const tile = await screen.findByRole('group', { name: /^panorama\.jpg: Filen er for stor/ });
    expect(within(tile).getByText('Filen er for stor (16 MB), også efter forminskning. Højst 15 MB.')).toBeTruthy();
    expect(uploadImage).not.toHaveBeenCalled();
  });

  it("shows the server's reason on the tile, and 'Try again' after a network failure", async () => {
    const form = renderStep([]);
    const stored = name(1);
    compressImage.mockImplementation((file: File) => Promise.resolve(new Blob([new Uint8Array(file.size / 4)])));
    const { ApiError } = await import('../../../lib/api');
    uploadImage.mockRejectedValueOnce(new ApiError(0, 'NETWORK', 'Upload failed'));
    await chooseFiles([bigJpeg('have.jpg')]);
    const tile = await screen.findByRole('group', { name: /^have\.jpg: Upload mislykkedes/ });
    uploadImage.mockImplementation((file: File) => Promise.resolve(done(stored, file)));
    await userEvent.click(within(tile).getByRole('button', { name: 'Prøv igen: have.jpg' }));
    await waitFor(() => expect(form.images()).toEqual([stored]));
  });
});
