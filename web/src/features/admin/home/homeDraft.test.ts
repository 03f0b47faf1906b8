import { describe, expect, it } from 'vitest';
import {
  bannerInput,
  LIST_PRODUCTS_MAX,
  listInput,
  moved,
  offerInput,
  refusalPlace,
  removedAt,
  validBannerUrl,
  withProduct,
} from './homeDraft';

describe('ordered lists', () => {
  it('moves an entry up and down, never past either end', () => {
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('removes one entry', () => {
    expect(removedAt(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });

  it('adds a product once, and not past the limit', () => {
    const list = [{ _id: 'a' }];
    expect(withProduct(list, { _id: 'b' })).toEqual([{ _id: 'a' }, { _id: 'b' }]);
    expect(withProduct(list, { _id: 'a' })).toEqual(list);
    const full = Array.from({ length: LIST_PRODUCTS_MAX }, (_, i) => ({ _id: `p${i}` }));
    expect(withProduct(full, { _id: 'new' })).toHaveLength(LIST_PRODUCTS_MAX);
  });
});

describe('banner links', () => {
  it('takes http(s) links with a host and store paths', () => {
    for (const url of ['/product/atta-10kg', '/category/tea?sort=price', 'https://example.com', 'http://a.pk/x#y']) {
      expect(validBannerUrl(url)).toBe(true);
    }
  });

  it('refuses other schemes, protocol-relative links, spaces and bare words', () => {
    for (const url of [
      '',
      'tea',
      'javascript:alert(1)',
      '//evil.example',
      '/\\evil',
      'https://',
      'https://u@x.pk',
      '/a b',
    ]) {
      expect(validBannerUrl(url)).toBe(false);
    }
    expect(validBannerUrl(`/${'a'.repeat(500)}`)).toBe(false);
  });
});

describe('inputs', () => {
  it('sends kept pictures by id and new ones by upload id, links trimmed, in order', () => {
    const input = bannerInput('top-slider', 3, 'draft', [
      { key: 'u1', id: null, uploadId: 'u1', thumb: '/t.png', url: ' /category/tea ' },
      { key: 'i1', id: 'i1', uploadId: null, thumb: '/i.png', url: 'https://a.pk' },
    ]);
    expect(input).toEqual({
      key: 'top-slider',
      version: 3,
      status: 'draft',
      items: [
        { upload_id: 'u1', url: '/category/tea' },
        { id: 'i1', url: 'https://a.pk' },
      ],
    });
  });

  it('sends a list and an offer whole', () => {
    expect(listInput('featured-products', 2, ' Featured ', ['b', 'a'])).toEqual({
      key: 'featured-products',
      version: 2,
      title: 'Featured',
      product_ids: ['b', 'a'],
    });
    expect(offerInput('last-min', 1, 'Last Minute Buys', 'published', [])).toEqual({
      key: 'last-min',
      version: 1,
      title: 'Last Minute Buys',
      status: 'published',
      product_ids: [],
    });
  });
});

describe('refusals', () => {
  it('points at an entry, a field or the whole form', () => {
    expect(refusalPlace('items.2.url')).toEqual({ kind: 'entry', index: 2, field: 'url' });
    expect(refusalPlace('product_ids.0')).toEqual({ kind: 'entry', index: 0, field: '' });
    expect(refusalPlace('title')).toEqual({ kind: 'field', field: 'title' });
    expect(refusalPlace('product_ids')).toEqual({ kind: 'field', field: 'product_ids' });
    expect(refusalPlace('version')).toEqual({ kind: 'form' });
    expect(refusalPlace(null)).toEqual({ kind: 'form' });
  });
});
