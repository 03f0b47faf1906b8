// bannerSrcSet: the thumbnail for narrow screens, the phone copy (issue 19) for phones when the picture
// has one, the picture itself for the rest; older pictures without a copy keep the two sizes.
import { describe, expect, it } from 'vitest';
import { bannerSrcSet, PHONE_WIDTH } from './BannerLink';

describe('bannerSrcSet', () => {
  it('offers three widths when the picture has a phone copy', () => {
    expect(bannerSrcSet('/media/b.jpg', '/media/t.jpg', 1200, '/media/b-phone.jpg')).toBe(
      `/media/t.jpg 600w, /media/b-phone.jpg ${PHONE_WIDTH}w, /media/b.jpg 1200w`,
    );
  });

  it('keeps the thumbnail and the picture for an older picture without a copy', () => {
    expect(bannerSrcSet('/media/b.jpg', '/media/t.jpg', 1200)).toBe('/media/t.jpg 600w, /media/b.jpg 1200w');
    expect(bannerSrcSet('/media/b.jpg', '/media/t.jpg', 1200, null)).toBe('/media/t.jpg 600w, /media/b.jpg 1200w');
  });

  it('offers the phone copy without a thumbnail', () => {
    expect(bannerSrcSet('/media/b.jpg', null, 1200, '/media/b-phone.jpg')).toBe(
      '/media/b-phone.jpg 800w, /media/b.jpg 1200w',
    );
  });

  it('leaves out a copy that is not narrower than the banner, or is the picture itself', () => {
    expect(bannerSrcSet('/media/b.jpg', '/media/t.jpg', 600, '/media/b-phone.jpg')).toBe(
      '/media/t.jpg 300w, /media/b.jpg 600w',
    );
    expect(bannerSrcSet('/media/b.jpg', '/media/t.jpg', PHONE_WIDTH, '/media/b-phone.jpg')).toBe(
      '/media/t.jpg 400w, /media/b.jpg 800w',
    );
    expect(bannerSrcSet('/media/b.jpg', null, 1200, '/media/b.jpg')).toBeUndefined();
  });

  it('has no srcset for a picture alone', () => {
    expect(bannerSrcSet('/media/b.jpg', null, 1200)).toBeUndefined();
    expect(bannerSrcSet('/media/b.jpg', '/media/b.jpg', 1200)).toBeUndefined();
  });
});
