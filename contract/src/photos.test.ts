import { describe, expect, it } from 'vitest';
import { HOTEL_PHOTO_URL, maxPhotosMessage, PHOTO_URL } from './photos.js';

describe('photo addresses', () => {
  it('takes our uploads, the demo photos and https addresses', () => {
    for (const url of ['/uploads/a1b2.webp', '/photos/cape-town.jpg', 'https://example.com/x.jpg']) {
      expect(PHOTO_URL.test(url), url).toBe(true);
      expect(HOTEL_PHOTO_URL.test(url), url).toBe(true);
    }
  });

  it('refuses scripts, data, other folders and paths that climb out', () => {
    for (const url of ['javascript:alert(1)', 'data:image/png;base64,xx', '/etc/passwd', '/uploads/../secret', 'https://x.com/"onerror=1', '']) {
      expect(PHOTO_URL.test(url), url).toBe(false);
      expect(HOTEL_PHOTO_URL.test(url), url).toBe(false);
    }
  });

  it('takes plain http for hotels only, and no hotel file name starting with a dot', () => {
    expect(HOTEL_PHOTO_URL.test('http://example.com/x.jpg')).toBe(true);
    expect(PHOTO_URL.test('http://example.com/x.jpg')).toBe(false);
    expect(HOTEL_PHOTO_URL.test('/uploads/.hidden')).toBe(false);
  });

  it('says the limit in the spec’s words', () => {
    expect(maxPhotosMessage()).toBe('You can upload a maximum of 8 photos.');
  });
});
