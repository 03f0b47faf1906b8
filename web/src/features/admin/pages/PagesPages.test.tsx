import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { renderAdmin, staffMeMock } from '../testing';
import { StaffPagesDocument, StaffSavePageDocument } from './pages.generated';

const always = { maxUsageCount: Number.POSITIVE_INFINITY } as const;

const page = (id: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'StaffPage',
  _id: id,
  title: 'Help',
  slug: 'help',
  body: '<p>Call us</p>',
  status: 'published',
  version: 1,
  created_at: '2026-10-01T05:00:00.000Z',
  updated_at: '2026-11-20T04:00:00.000Z',
  error: null,
  ...extra,
});

const refusal = (message: string, code: string, textCode: string, details: string | null) => ({
  ...Object.fromEntries(Object.keys(page('x')).map((key) => [key, null])),
  __typename: 'StaffPage',
  error: { __typename: 'ErrorInfo', message, code, textCode, details },
});

function pagesMock(read: () => unknown[]): MockLink.MockedResponse {
  return { request: { query: StaffPagesDocument }, result: () => ({ data: { staffPages: read() } }), ...always };
}

describe('the pages list', () => {
  it('shows each page with its slug, status and a link to its form', async () => {
    renderAdmin('/admin/pages', [
      staffMeMock('manager'),
      pagesMock(() => [page('p1'), page('p2', { title: 'Terms', slug: 'terms', status: 'draft' })]),
    ]);
    const table = await screen.findByRole('table');
    expect(await within(table).findByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/admin/pages/p2');
    expect(within(table).getByText('Draft')).toBeInTheDocument();
    expect(within(table).getByText('Published')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New page' })).toHaveAttribute('href', '/admin/pages/new');
  });
});

describe('the page form', () => {
  it('previews the body as the store draws it, saves, shows the body as stored with a notice, and links the store', async () => {
    let current = page('p1');
    const sent: unknown[] = [];
    const save: MockLink.MockedResponse = {
      request: { query: StaffSavePageDocument, variables: () => true },
      result: (variables: Record<string, unknown>) => {
        sent.push(variables.input);
        current = page('p1', { body: '<p>Hi <a href="https://karyana.pk">us</a></p>', version: 2 });
        return { data: { staffSavePage: current } };
      },
      ...always,
    };
    renderAdmin('/admin/pages/p1', [staffMeMock('owner'), pagesMock(() => [current]), save]);
    const body = await screen.findByLabelText('Body (HTML)');
    expect(screen.getByRole('link', { name: 'View on the store' })).toHaveAttribute('href', '/page/help');
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('Call us')).toBeInTheDocument();

    await userEvent.clear(body);
    await userEvent.click(body);
    await userEvent.paste(
      '<p>Hi <a href="https://karyana.pk">us</a></p><script>alert(1)</script><img src=x onerror=alert(1)>',
    );
    await waitFor(() => expect(within(preview).getByRole('link', { name: 'us' })).toBeInTheDocument());
    expect(preview.querySelector('script')).toBeNull();
    expect(preview.querySelector('img[onerror]')).toBeNull();

    const saveButton = screen.getByRole('button', { name: 'Save page' });
    await userEvent.click(saveButton);
    expect(await screen.findByText(/Some formatting was removed/)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        _id: 'p1',
        version: 1,
        title: 'Help',
        status: 'published',
        body: '<p>Hi <a href="https://karyana.pk">us</a></p><script>alert(1)</script><img src=x onerror=alert(1)>',
      },
    ]);
    await waitFor(() =>
      expect(screen.getByLabelText('Body (HTML)')).toHaveValue('<p>Hi <a href="https://karyana.pk">us</a></p>'),
    );
    // The form takes the stored page in place: 'Save page' is the same button and keeps focus.
    expect(screen.getByRole('button', { name: 'Save page' })).toBe(saveButton);
    expect(saveButton).toHaveFocus();
  });

  it('puts a taken slug under the slug and a stale version behind Reload', async () => {
    const answers = [
      refusal('Another page already uses this slug', 'BAD_INPUT', 'PAGE_SLUG_TAKEN', 'slug'),
      refusal('This page was changed by someone else. Reload it to see the change.', 'CONFLICT', 'PAGE_CHANGED', null),
    ];
    let reads = 0;
    renderAdmin('/admin/pages/p1', [
      staffMeMock('manager'),
      pagesMock(() => {
        reads += 1;
        return [page('p1', reads > 2 ? { title: 'Help and support', version: 5 } : {})];
      }),
      {
        request: { query: StaffSavePageDocument, variables: () => true },
        result: () => ({ data: { staffSavePage: answers.shift() } }),
        ...always,
      },
    ]);
    const slug = await screen.findByLabelText('Slug');
    await userEvent.clear(slug);
    await userEvent.type(slug, 'terms');
    await userEvent.click(screen.getByRole('button', { name: 'Save page' }));
    expect(await screen.findByText('Another page already uses this slug')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save page' }));
    expect(await screen.findByText(/changed by someone else/)).toBeInTheDocument();
    reads = 2;
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Help and support'));
    // Reload took its own button away: focus waits on the page's heading.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    expect(screen.queryByText(/changed by someone else/)).toBeNull();
  });

  it('creates a page and moves to its address', async () => {
    const created = page('p9', { title: 'About us', slug: 'about-us', status: 'draft', body: '<p>We</p>' });
    const { router } = renderAdmin('/admin/pages/new', [
      staffMeMock('manager'),
      pagesMock(() => []),
      {
        request: { query: StaffSavePageDocument, variables: () => true },
        result: () => ({ data: { staffSavePage: created } }),
        ...always,
      },
    ]);
    await userEvent.type(await screen.findByLabelText('Title'), 'About us');
    await userEvent.type(screen.getByLabelText('Body (HTML)'), '<p>We</p>');
    await userEvent.click(screen.getByRole('button', { name: 'Save page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/pages/p9'));
    expect(screen.queryByText(/Some formatting was removed/)).toBeNull();
  });
});
