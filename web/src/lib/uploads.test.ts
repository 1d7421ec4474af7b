import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeUploads } from './upload-testing';
import { UPLOAD_ENDPOINT, uploadPhoto, UploadCancelled, UploadError, uploadMessages } from './uploads';

const photo = () => new File(['fake image bytes'], 'table-mountain.jpg', { type: 'image/jpeg' });

const install = () => {
  const fake = createFakeUploads();
  vi.stubGlobal('XMLHttpRequest', fake.Xhr);
  return fake;
};

describe('uploadPhoto', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('posts the file as multipart field "file" with the bearer token and answers the stored URLs', async () => {
    const fake = install();
    const answer = { url: '/uploads/a.webp', thumbnailUrl: '/uploads/a-thumb.webp', width: 1600, height: 1067 };
    const file = photo();

    const pending = uploadPhoto(file, 'tok-123');
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: 'POST', url: UPLOAD_ENDPOINT, headers: { Authorization: 'Bearer tok-123' } });
    expect(request?.body.get('file')).toBe(file);
    expect(request?.body.get('upload_preset')).toBe('upload');
    request?.respond(201, answer);

    await expect(pending).resolves.toEqual(answer);
  });

  it('reports the part sent so far, ending at 1 when the API has stored the photo', async () => {
    const fake = install();
    const seen: number[] = [];
    const pending = uploadPhoto(photo(), 'tok', { onProgress: (fraction) => seen.push(fraction) });
    const request = fake.requests[0]!;
    request.progress(0, 0); // no size known yet: nothing to report
    request.progress(250, 1000);
    request.progress(1000, 1000);
    request.respond(201, { url: '/uploads/a.webp' });
    await pending;
    expect(seen).toEqual([0.25, 1, 1]);
  });

  it("rejects with the server's message and code", async () => {
    const fake = install();
    const message = 'The file is not an image. Upload a JPEG, PNG, WebP, GIF or AVIF photo.';
    const pending = uploadPhoto(photo(), 'tok').catch((error: unknown) => error);
    fake.requests[0]!.respond(400, { statusCode: 400, code: 'BAD_USER_INPUT', message });

    const failure = await pending;
    expect(failure).toBeInstanceOf(UploadError);
    expect(failure).toMatchObject({ message, status: 400, code: 'BAD_USER_INPUT' });
  });

  it('explains a 413 that came without JSON (a proxy refused the body)', async () => {
    const fake = install();
    const pending = uploadPhoto(photo(), 'tok');
    fake.requests[0]!.respond(413, '<html>Too large</html>');
    await expect(pending).rejects.toThrow(uploadMessages.tooLarge);
  });

  it('gives a retry message when the network fails, and sends no token when there is none', async () => {
    const fake = install();
    const pending = uploadPhoto(photo(), null);
    expect(fake.requests[0]!.headers).toEqual({});
    fake.requests[0]!.fail();
    await expect(pending).rejects.toThrow(uploadMessages.failed);
  });

  it('stops the request when its signal aborts, and rejects as cancelled (not as a failure)', async () => {
    const fake = install();
    const controller = new AbortController();
    const pending = uploadPhoto(photo(), 'tok', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(UploadCancelled);
    expect(fake.requests[0]!.aborted).toBe(true);

    // Already aborted: nothing is sent at all.
    await expect(uploadPhoto(photo(), 'tok', { signal: controller.signal })).rejects.toBeInstanceOf(UploadCancelled);
    expect(fake.requests).toHaveLength(1);
  });
});
