// HomeRoute: before the home page's code has arrived it shows the page skeleton and then the page; once
// the code is there (preloaded with the app) the page draws in the first render, with no skeleton.
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { HomeRoute } from './HomeRoute';
import { loadedHomePage, loadHomePage } from './preloadHome';

vi.mock('../pages/HomePage', () => ({ default: () => <p>The home page</p> }));

describe('HomeRoute', () => {
  it('shows the skeleton while the code loads, then the page', async () => {
    expect(loadedHomePage()).toBeNull();
    render(<HomeRoute />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByText('The home page')).toBeInTheDocument();
  });

  it('draws the page at once when its code has arrived', async () => {
    await loadHomePage();
    render(<HomeRoute />);
    expect(screen.getByText('The home page')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
