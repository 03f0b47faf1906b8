import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp, setViewportWidth } from '../../test/renderApp';
import { categoriesMock, settingsMock } from '../../test/mocks';

describe('mobile layout', () => {
  beforeEach(() => setViewportWidth(375));
  afterEach(() => setViewportWidth(1280));

  it('shows the menu button instead of the mega-menu, and an accordion footer', async () => {
    const user = userEvent.setup();
    renderApp('/', [settingsMock(), categoriesMock()]);
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: /^Shop/ })).not.toBeInTheDocument();
    expect(within(header).getByPlaceholderText('Search 5000+ products...')).toBeInTheDocument();

    const footer = screen.getByRole('contentinfo');
    const about = within(footer).getByRole('button', { name: 'About' });
    expect(about).toHaveAttribute('aria-expanded', 'false');
    await user.click(about);
    expect(about).toHaveAttribute('aria-expanded', 'true');
    expect(within(footer).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/page/about-us');
  });

  it('the drawer lists Shop, Your Orders, Your Account and Help and drills into categories with Back', async () => {
    const user = userEvent.setup();
    renderApp('/', [settingsMock(), categoriesMock()]);
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));

    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Your Orders' })).toHaveAttribute('href', '/user/my-orders');
    expect(within(menu).getByRole('link', { name: 'Your Account' })).toHaveAttribute('href', '/user/profile');
    expect(within(menu).getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help');

    await user.click(within(menu).getByRole('button', { name: 'Shop' }));
    await user.click(within(menu).getByRole('button', { name: 'Fruits & Vegetables' }));
    expect(within(menu).getByRole('link', { name: 'View All Fruits & Vegetables' })).toHaveAttribute(
      'href',
      '/category/fruits-vegetables',
    );
    expect(within(menu).getByRole('link', { name: 'Fresh Vegetables' })).toHaveAttribute(
      'href',
      '/category/fresh-vegetables',
    );

    await user.click(within(menu).getByRole('button', { name: /Back/ }));
    expect(within(menu).getByRole('link', { name: 'Dairy & Eggs' })).toBeInTheDocument();
    await user.click(within(menu).getByRole('button', { name: /Back/ }));
    expect(within(menu).getByRole('button', { name: 'Shop' })).toBeInTheDocument();
  });

  it('choosing a category closes the drawer and navigates', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/', [settingsMock(), categoriesMock()]);
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    await user.click(within(menu).getByRole('button', { name: 'Shop' }));
    await user.click(within(menu).getByRole('link', { name: 'Dairy & Eggs' }));
    expect(router.state.location.pathname).toBe('/category/dairy-eggs');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('Escape closes the drawer', async () => {
    const user = userEvent.setup();
    renderApp('/', [settingsMock(), categoriesMock()]);
    const opener = await screen.findByRole('button', { name: 'Open menu' });
    await user.click(opener);
    await screen.findByRole('navigation', { name: 'Main menu' });
    await user.keyboard('{Escape}');
    expect(opener).toHaveAttribute('aria-expanded', 'false');
  });
});
