import { describe, expect, it } from 'vitest';
import { formattingRemoved, pageFieldOf, pageFormValues, pageInput, storePagePath } from './pageForm';

const stored = {
  _id: 'p1',
  title: 'Help',
  slug: 'help',
  body: '<p>Hi</p>',
  status: 'published',
  version: 4,
  created_at: null,
  updated_at: null,
  error: null,
};

describe('the page form', () => {
  it('starts a new page as a draft and an existing one from what is stored', () => {
    expect(pageFormValues(null)).toEqual({ title: '', slug: '', status: 'draft', body: '' });
    expect(pageFormValues(stored)).toEqual({ title: 'Help', slug: 'help', status: 'published', body: '<p>Hi</p>' });
  });

  it('sends the id and version of an edit, and a slug only when a new one was typed', () => {
    const values = { title: ' Help ', slug: 'help', status: 'draft' as const, body: '<p>x</p>' };
    expect(pageInput(values, stored)).toEqual({
      _id: 'p1',
      version: 4,
      title: 'Help',
      status: 'draft',
      body: '<p>x</p>',
    });
    expect(pageInput({ ...values, slug: 'help-me' }, stored)).toMatchObject({ slug: 'help-me' });
    expect(pageInput({ ...values, slug: '' }, null)).toEqual({ title: 'Help', status: 'draft', body: '<p>x</p>' });
    expect(pageInput({ ...values, slug: 'faq' }, null)).toEqual({
      title: 'Help',
      slug: 'faq',
      status: 'draft',
      body: '<p>x</p>',
    });
  });

  it('puts a refusal under the field its details name', () => {
    expect(pageFieldOf('slug')).toBe('slug');
    expect(pageFieldOf('body')).toBe('body');
    expect(pageFieldOf('_id')).toBeNull();
    expect(pageFieldOf(null)).toBeNull();
  });

  it('tells a body the server cut from one only written differently', () => {
    expect(formattingRemoved('<p>a<br/>b</p>', '<p>a<br>b</p>')).toBe(false);
    expect(formattingRemoved("<p>Tom's &amp; Jerry's</p>\n", '<p>Tom&#39;s &amp; Jerry&#39;s</p>')).toBe(false);
    expect(formattingRemoved('<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>')).toBe(true);
    expect(formattingRemoved('<p class="x">Hi</p>', '<p>Hi</p>')).toBe(true);
  });

  it('links a page on the store by its slug', () => {
    expect(storePagePath('terms')).toBe('/page/terms');
  });
});
