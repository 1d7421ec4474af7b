import { describe, expect, it, vi } from 'vitest';
import { UPLOAD_ENDPOINT, uploadPhoto, UploadError, uploadMessages } from './uploads';

const photo = () => new File(['fake image bytes'], 'table-mountain.jpg', { type: 'image/jpeg' });
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('uploadPhoto', () => {
  it('posts the file as multipart field "file" with the bearer token and answers the stored URLs', async () => {
    const answer = { url: '/uploads/a.webp', thumbnailUrl: '/uploads/a-thumb.webp', width: 1600, height: 1067 };
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(json(201, answer));
    const file = photo();

    await expect(uploadPhoto(file, 'tok-123', fetchImpl)).resolves.toEqual(answer);

    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe(UPLOAD_ENDPOINT);
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ Authorization: 'Bearer tok-123' });
    const body = init?.body as FormData;
    expect(body.get('file')).toBe(file);
    expect(body.get('upload_preset')).toBe('upload');
  });

  it("rejects with the server's message and code", async () => {
    const message = 'The file is not an image. Upload a JPEG, PNG, WebP, GIF or AVIF photo.';
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(json(400, { statusCode: 400, code: 'BAD_USER_INPUT', message }));

    const failure = await uploadPhoto(photo(), 'tok', fetchImpl).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(UploadError);
    expect(failure).toMatchObject({ message, status: 400, code: 'BAD_USER_INPUT' });
  });

  it('explains a 413 that came without JSON (a proxy refused the body)', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(new Response('<html>Too large</html>', { status: 413 }));
    await expect(uploadPhoto(photo(), 'tok', fetchImpl)).rejects.toThrow(uploadMessages.tooLarge);
  });

  it('gives a retry message when the network fails', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(uploadPhoto(photo(), null, fetchImpl)).rejects.toThrow(uploadMessages.failed);
    expect(fetchImpl.mock.calls[0]![1]?.headers).toEqual({});
  });
});
