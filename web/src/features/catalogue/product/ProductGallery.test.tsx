import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProductGallery } from './ProductGallery';
import { renderCatalogue } from '../testing';

const pictures = [1, 2, 3].map((n) => ({ key: `g${n}`, img: `/media/p-${n}.jpg`, thumb: `/media/t-${n}.jpg` }));

function mainImage() {
  return screen.getByRole('button', { name: 'View the full image of Tea' }).querySelector('img');
}

describe('ProductGallery', () => {
  it('steps through the pictures with the arrows, disabled at either end', async () => {
    renderCatalogue(<ProductGallery pictures={pictures} title="Tea" />);
    const previous = await screen.findByRole('button', { name: 'Previous image' });
    const next = screen.getByRole('button', { name: 'Next image' });
    expect(mainImage()).toHaveAttribute('src', '/media/p-1.jpg');
    expect(previous).toBeDisabled();
    await userEvent.click(next);
    expect(mainImage()).toHaveAttribute('src', '/media/p-2.jpg');
    expect(previous).toBeEnabled();
    await userEvent.click(next);
    expect(mainImage()).toHaveAttribute('src', '/media/p-3.jpg');
    expect(next).toBeDisabled();
    await userEvent.click(previous);
    expect(mainImage()).toHaveAttribute('src', '/media/p-2.jpg');
    expect(screen.getByRole('button', { name: 'Image 2 of 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('shows a picture when its 65 px thumbnail is clicked', async () => {
    renderCatalogue(<ProductGallery pictures={pictures} title="Tea" />);
    const thumb = await screen.findByRole('button', { name: 'Image 3 of 3' });
    expect(thumb.querySelector('img')).toHaveAttribute('width', '65');
    await userEvent.click(thumb);
    expect(mainImage()).toHaveAttribute('src', '/media/p-3.jpg');
  });

  it('has no strip or arrows for a single picture', async () => {
    renderCatalogue(<ProductGallery pictures={pictures.slice(0, 1)} title="Tea" />);
    await screen.findByRole('button', { name: 'View the full image of Tea' });
    expect(screen.queryByRole('button', { name: 'Next image' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Product images' })).not.toBeInTheDocument();
  });

  it('opens the full picture in a modal', async () => {
    renderCatalogue(<ProductGallery pictures={pictures} title="Tea" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Next image' }));
    await userEvent.click(screen.getByRole('button', { name: 'View the full image of Tea' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img', { name: 'Tea' })).toHaveAttribute('src', '/media/p-2.jpg');
  });
});
