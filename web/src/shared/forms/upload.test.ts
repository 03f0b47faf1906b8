import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../auth/sessionStore';
import { galleryListType, uploadAsset, uploadOutcome } from './upload';

afterEach(() => vi.unstubAllGlobals());

describe('image upload', () => {
  it('knows the spec display types only', () => {
    expect(galleryListType('picture-card')).toBe('picture-card');
    expect(galleryListType('picture-grid')).toBe('picture');
    expect(galleryListType('list')).toBe('text');
    expect(galleryListType('carousel')).toBeNull();
  });

  it("reads the answer: the asset, the server's message, or 'Error uploading file..'", () => {
    expect(uploadOutcome({ id: 'a', srcUrl: '/media/a.png', thumbUrl: '/media/a-thumb.png', success: { message: 'Upload complete' } })).toEqual({
      ok: true,
      asset: { id: 'a', srcUrl: '/media/a.png', thumbUrl: '/media/a-thumb.png' },
      message: 'Upload complete',
    });
    expect(uploadOutcome({ error: { message: 'Only PNG and JPEG images can be uploaded' } })).toEqual({
      ok: false,
      message: 'Only PNG and JPEG images can be uploaded',
    });
    expect(uploadOutcome(null)).toEqual({ ok: false, message: 'Error uploading file..' });
  });

  it('posts the file with the session headers and keeps rotated tokens', async () => {
    sessionStore.setTokens('old-token', 'old-refresh');
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) =>
      new Response(JSON.stringify({ id: 'a', srcUrl: '/s.png', thumbUrl: '/t.png', error: null, success: { message: 'Upload complete' } }), {
        headers: { token: 'new-token', 'refresh-token': 'new-refresh' },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const outcome = await uploadAsset(new File(['png'], 'me.png', { type: 'image/png' }), { thumbSize: 120 });
    expect(outcome.ok).toBe(true);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/upload/assets');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ token: 'old-token', Authorization: 'Bearer old-token', 'X-Requested-With': 'XMLHttpRequest' });
    const body = init.body as FormData;
    expect((body.get('file') as File).name).toBe('me.png');
    expect(body.get('thumbSize')).toBe('120');
    expect(sessionStore.getTokens()).toEqual({ token: 'new-token', refreshToken: 'new-refresh' });
  });

  it("says 'Error uploading file..' when the server cannot be reached", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    expect(await uploadAsset(new File(['png'], 'me.png'))).toEqual({ ok: false, message: 'Error uploading file..' });
  });
});
