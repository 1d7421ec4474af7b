import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeToken, makeUser, renderRoutes, signedInStore } from '../test/render';
import { MAX_PHOTOS, NOT_AN_IMAGE_MESSAGE, PhotoPicker, usePhotoPicker } from './photo-picker';

const Harness = ({ initial = [] }: { initial?: string[] }) => {
  const picker = usePhotoPicker({ initial });
  const [result, setResult] = useState('');
  const save = async () => {
    try {
      setResult((await picker.uploadPending()).join(','));
    } catch {
      setResult('save stopped');
    }
  };
  return (
    <>
      <PhotoPicker picker={picker} />
      <button type="button" onClick={() => void save()}>
        Save
      </button>
      <output aria-label="Saved photos">{result}</output>
    </>
  );
};

const token = fakeToken();
const renderPicker = (initial?: string[]) =>
  renderRoutes({
    routes: [{ path: '/', element: <Harness initial={initial} /> }],
    store: signedInStore(makeUser({ role: 'AGENCY_ADMIN', isAdmin: true }), token),
  });

const image = (name: string) => new File([`bytes of ${name}`], name, { type: 'image/jpeg' });
const images = (count: number, prefix = 'photo') => Array.from({ length: count }, (_, i) => image(`${prefix}-${i + 1}.jpg`));
const hosted = (count: number) => Array.from({ length: count }, (_, i) => `/uploads/existing-${i + 1}.webp`);
const shownPhotos = () => screen.queryAllByRole('img').map((img) => img.getAttribute('src'));

let previewCount = 0;
const createObjectURL = vi.fn((file: Blob) => `blob:preview-${(previewCount += 1)}-${(file as File).name}`);
const revokeObjectURL = vi.fn();

describe('PhotoPicker', () => {
  beforeEach(() => {
    previewCount = 0;
    createObjectURL.mockClear();
    revokeObjectURL.mockClear();
    // jsdom has no object URLs.
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows hosted photos and previews of chosen files, each removable (revoking its preview)', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderPicker(['/uploads/cover.webp']);

    await user.upload(screen.getByLabelText('Photos'), [image('a.jpg'), image('b.jpg')]);

    expect(shownPhotos()).toEqual(['/uploads/cover.webp', 'blob:preview-1-a.jpg', 'blob:preview-2-b.jpg']);
    expect(screen.getAllByText('New')).toHaveLength(2);
    expect(screen.getByText(/3 of 8 photos/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(shownPhotos()).toEqual(['/uploads/cover.webp', 'blob:preview-2-b.jpg']);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1-a.jpg');
  });

  it('refuses a 9th photo with the spec text and drops the extras', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderPicker(hosted(7));

    await user.upload(screen.getByLabelText('Photos'), images(2));

    expect(screen.getByText('You can upload a maximum of 8 photos.')).toBeInTheDocument();
    expect(shownPhotos()).toHaveLength(MAX_PHOTOS);
    expect(shownPhotos().at(-1)).toBe('blob:preview-1-photo-1.jpg');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('keeps the first 8 of 9 files chosen at once', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderPicker();
    await user.upload(screen.getByLabelText('Photos'), images(9));
    expect(shownPhotos()).toHaveLength(8);
    expect(screen.getByText('You can upload a maximum of 8 photos.')).toBeInTheDocument();
  });

  it('accepts images only', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false, pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderPicker();
    await user.upload(screen.getByLabelText('Photos'), [
      new File(['%PDF'], 'brochure.pdf', { type: 'application/pdf' }),
      image('ok.jpg'),
    ]);
    expect(screen.getByLabelText('Photos')).toHaveAttribute('accept', 'image/*');
    expect(shownPhotos()).toEqual(['blob:preview-1-ok.jpg']);
    expect(screen.getByText(NOT_AN_IMAGE_MESSAGE)).toBeInTheDocument();
  });

  it('uploadPending posts each new file in turn with the bearer token and replaces previews by the returned URLs', async () => {
    let inFlight = 0;
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      inFlight += 1;
      expect(inFlight).toBe(1); // one at a time
      const file = (init.body as FormData).get('file') as File;
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      const name = file.name.replace('.jpg', '');
      return new Response(
        JSON.stringify({ url: `/uploads/${name}.webp`, thumbnailUrl: `/uploads/${name}-t.webp`, width: 10, height: 10 }),
        {
          status: 201,
        },
      );
    });
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderPicker(['/uploads/kept.webp']);
    await user.upload(screen.getByLabelText('Photos'), [image('first.jpg'), image('second.jpg')]);

    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Saved photos')).toHaveTextContent(
        '/uploads/kept.webp,/uploads/first.webp,/uploads/second.webp',
      ),
    );
    expect(fetchMock).toHaveBeenCalledTimes(2);
    for (const [url, init] of fetchMock.mock.calls) {
      expect(url).toBe('/api/uploads');
      expect(init.headers).toEqual({ Authorization: `Bearer ${token}` });
    }
    expect(shownPhotos()).toEqual(['/uploads/kept.webp', '/uploads/first.webp', '/uploads/second.webp']);
    expect(screen.queryByText('New')).not.toBeInTheDocument();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1-first.jpg');
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-2-second.jpg');
  });

  it("stops at a refused file and shows the server's message", async () => {
    const message = 'The photo is larger than 5 MB.';
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message }), { status: 413 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderPicker();
    await user.upload(screen.getByLabelText('Photos'), [image('huge.jpg'), image('next.jpg')]);

    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Saved photos')).toHaveTextContent('save stopped');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Both previews stay, ready for another try.
    expect(within(screen.getByRole('list')).getAllByText('New')).toHaveLength(2);
  });

  it('revokes the previews still shown when it goes away', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    const { unmount } = renderPicker();
    await user.upload(screen.getByLabelText('Photos'), [image('left-behind.jpg')]);
    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1-left-behind.jpg');
  });
});
