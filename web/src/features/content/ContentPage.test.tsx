import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, setViewportWidth } from '../../test/renderApp';
import { categoriesMock, pageMock, settingsMock } from '../../test/mocks';

describe('content pages', () => {
  it('renders the title and the sanitised HTML body', async () => {
    setViewportWidth(1280);
    renderApp('/page/about-us', [
      settingsMock(),
      categoriesMock(),
      pageMock('about-us', {
        title: 'About Us',
        body: '<p>We deliver <strong>fresh</strong> food.</p><img src="x" onerror="window.hacked=1"><script>window.hacked=2</script>',
      }),
    ]);
    expect(await screen.findByRole('heading', { name: 'About Us', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('fresh')).toBeInTheDocument();
    const body = document.querySelector('.content-body');
    expect(body?.innerHTML).not.toContain('script');
    expect(body?.innerHTML).not.toContain('onerror');
    expect(document.title).toBe('About Us | Karyana Online Grocery');
  });

  it('shows the not-found view when the page is missing', async () => {
    renderApp('/page/nothing', [settingsMock(), categoriesMock(), pageMock('nothing', null)]);
    expect(await screen.findByText('Sorry, the page you visited does not exist.')).toBeInTheDocument();
  });

  it('/page/blank/{slug} shows the page without header and footer', async () => {
    renderApp('/page/blank/privacy-policy', [
      settingsMock(),
      pageMock('privacy-policy', { title: 'Privacy Policy', body: '<p>We keep your data safe.</p>' }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});
