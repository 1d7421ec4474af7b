import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeUploads, uploadedAnswer } from '../lib/upload-testing';
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
    const fake = createFakeUploads(async (request) => {
      inFlight += 1;
      expect(inFlight).toBe(1); // one at a time
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      request.respond(201, uploadedAnswer(request.file));
    });
    vi.stubGlobal('XMLHttpRequest', fake.Xhr);
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderPicker(['/uploads/kept.webp']);
    await user.upload(screen.getByLabelText('Photos'), [image('first.jpg'), image('second.jpg')]);

    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Saved photos')).toHaveTextContent(
        '/uploads/kept.webp,/uploads/first.webp,/uploads/second.webp',
      ),
    );
    expect(fake.requests).toHaveLength(2);
    for (const request of fake.requests) {
      expect(request.url).toBe('/api/uploads');
      expect(request.headers).toEqual({ Authorization: `Bearer ${token}` });
    }
    expect(shownPhotos()).toEqual(['/uploads/kept.webp', '/uploads/first.webp', '/uploads/second.webp']);
    expect(screen.queryByText('New')).not.toBeInTheDocument();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1-first.jpg');
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-2-second.jpg');
  });

  it('shows each upload as a labelled progress bar with a Cancel button, and leaves a cancelled file out', async () => {
    const fake = createFakeUploads();
    vi.stubGlobal('XMLHttpRequest', fake.Xhr);
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderPicker(['/uploads/kept.webp']);
    await user.upload(screen.getByLabelText('Photos'), [image('first.jpg'), image('second.jpg'), image('third.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(fake.requests).toHaveLength(1));
    act(() => fake.requests[0]!.progress(300, 1000));
    const bar = await screen.findByRole('progressbar', { name: 'Uploading photo 2' });
    expect(bar).toHaveAttribute('aria-valuenow', '30');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    // Every new file can be stopped (the queued ones too); hosted photos cannot be removed meanwhile.
    expect(screen.getByRole('button', { name: 'Cancel upload of photo 3' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancel upload of photo 4' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Remove photo 1' })).toBeDisabled();

    // Cancel the running one: the request is aborted and the file goes; the next one starts.
    await user.click(screen.getByRole('button', { name: 'Cancel upload of photo 2' }));
    expect(fake.requests[0]!.aborted).toBe(true);
    await waitFor(() => expect(fake.requests).toHaveLength(2));
    expect(fake.requests[1]!.file.name).toBe('second.jpg');
    // Cancel a queued one: it is never sent.
    await user.click(screen.getByRole('button', { name: 'Cancel upload of photo 3' }));
    act(() => fake.requests[1]!.respond(201, uploadedAnswer(fake.requests[1]!.file)));

    await waitFor(() => expect(screen.getByLabelText('Saved photos')).toHaveTextContent('/uploads/kept.webp,/uploads/second.webp'));
    expect(fake.requests).toHaveLength(2);
    expect(shownPhotos()).toEqual(['/uploads/kept.webp', '/uploads/second.webp']);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1-first.jpg');
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-3-third.jpg');
  });

  it('marks each refused file with its own reason, still sends the others, and stops the save', async () => {
    const tooLarge = 'The photo is larger than 5 MB.';
    const notImage = 'The file is not an image. Upload a JPEG, PNG, WebP, GIF or AVIF photo.';
    const fake = createFakeUploads((request) => {
      if (request.file.name === 'huge.jpg') request.respond(413, { statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: tooLarge });
      else if (request.file.name === 'fake.jpg') request.respond(400, { statusCode: 400, code: 'BAD_USER_INPUT', message: notImage });
      else request.respond(201, uploadedAnswer(request.file));
    });
    vi.stubGlobal('XMLHttpRequest', fake.Xhr);
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderPicker();
    await user.upload(screen.getByLabelText('Photos'), [image('huge.jpg'), image('fine.jpg'), image('fake.jpg')]);

    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getByLabelText('Saved photos')).toHaveTextContent('save stopped'));
    expect(fake.requests).toHaveLength(3);
    expect(screen.getByText('2 photos could not be uploaded.')).toBeInTheDocument();
    const tiles = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(tiles[0]).toHaveAccessibleDescription(tooLarge);
    expect(tiles[2]).toHaveAccessibleDescription(notImage);
    expect(within(tiles[0]!).getByText('Failed')).toBeInTheDocument();
    // The good one is stored and stays stored; the refused previews stay, ready for another try.
    expect(shownPhotos()).toEqual(['blob:preview-1-huge.jpg', '/uploads/fine.webp', 'blob:preview-3-fake.jpg']);

    // Removing a refused file clears its message.
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(screen.queryByText(tooLarge)).not.toBeInTheDocument();
    expect(screen.getByText(notImage)).toBeInTheDocument();
  });

  it('revokes the previews still shown when it goes away', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    const { unmount } = renderPicker();
    await user.upload(screen.getByLabelText('Photos'), [image('left-behind.jpg')]);
    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1-left-behind.jpg');
  });
});
