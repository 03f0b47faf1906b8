import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../auth/sessionStore';
import { assetFromUrls, deleteUploadOutcome, galleryListType, uploadAsset, uploadOutcome } from './upload';

afterEach(() => vi.unstubAllGlobals());

describe('image upload', () => {
  it('knows the spec display types only', () => {
    expect(galleryListType('picture-card')).toBe('picture-card');
    expect(galleryListType('picture-grid')).toBe('picture');
    expect(galleryListType('list')).toBe('text');
    expect(galleryListType('carousel')).toBeNull();
  });

  it("reads the answer: the asset, the server's message, or 'Error uploading file..'", () => {
    expect(
      uploadOutcome({
        id: 'a',
        srcUrl: '/media/a.png',
        thumbUrl: '/media/a-thumb.png',
        success: { message: 'Upload complete' },
      }),
    ).toEqual({
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
    const fetchMock = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response(
          JSON.stringify({
            id: 'a',
            srcUrl: '/s.png',
            thumbUrl: '/t.png',
            error: null,
            success: { message: 'Upload complete' },
          }),
          {
            headers: { token: 'new-token', 'refresh-token': 'new-refresh' },
          },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const outcome = await uploadAsset(new File(['png'], 'me.png', { type: 'image/png' }), { thumbSize: 120 });
    expect(outcome.ok).toBe(true);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/upload/assets');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({
      token: 'old-token',
      Authorization: 'Bearer old-token',
      'X-Requested-With': 'XMLHttpRequest',
    });
    const body = init.body as FormData;
    expect((body.get('file') as File).name).toBe('me.png');
    expect(body.get('thumbSize')).toBe('120');
    expect(sessionStore.getTokens()).toEqual({ token: 'new-token', refreshToken: 'new-refresh' });
  });

  it("reads deleteUpload's answer: 'File removed', 'Deletion request failed' or 'Invalid response'", () => {
    const success = { message: 'File removed' };
    expect(deleteUploadOutcome({ data: { deleteUpload: { _id: 'a', error: null, success } } })).toEqual({
      ok: true,
      message: 'File removed',
    });
    expect(
      deleteUploadOutcome({
        data: { deleteUpload: { _id: null, error: { message: 'File not found' }, success: null } },
      }),
    ).toEqual({
      ok: false,
      message: 'Deletion request failed',
    });
    expect(deleteUploadOutcome({ error: new Error('Failed to fetch') })).toEqual({
      ok: false,
      message: 'Deletion request failed',
    });
    expect(deleteUploadOutcome({ data: { deleteUpload: null } })).toEqual({ ok: false, message: 'Invalid response' });
    expect(deleteUploadOutcome({})).toEqual({ ok: false, message: 'Invalid response' });
  });

  it('finds the upload id in a stored picture URL', () => {
    expect(
      assetFromUrls(
        '/media/uploads/u1/0123456789abcdef01234567.png',
        '/media/uploads/u1/0123456789abcdef01234567-thumb.png',
      ),
    ).toEqual({
      id: '0123456789abcdef01234567',
      srcUrl: '/media/uploads/u1/0123456789abcdef01234567.png',
      thumbUrl: '/media/uploads/u1/0123456789abcdef01234567-thumb.png',
    });
    expect(assetFromUrls('/media/uploads/u1/abc.jpg', null).thumbUrl).toBe('/media/uploads/u1/abc.jpg');
  });

  it("says 'Error uploading file..' when the server cannot be reached", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect(await uploadAsset(new File(['png'], 'me.png'))).toEqual({ ok: false, message: 'Error uploading file..' });
  });
});
