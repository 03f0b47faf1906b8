import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TestUiProviders } from '../../../test/TestUiProviders';
import { PictureField } from './PictureField';
import { GalleryField } from './GalleryField';
import { MAX_GALLERY, moved, shownGallery, shownPicture, type PictureValue } from './pictureValue';

afterEach(() => vi.unstubAllGlobals());

const pic = (n: number): PictureValue => ({
  ref: `/media/p${n}.png`,
  src: `/media/p${n}.png`,
  thumb: `/media/p${n}-t.png`,
});
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'shot.png', { type: 'image/png' });

function answer(body: unknown, status = 200) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('the picture values', () => {
  it('keeps shown pictures by their path and moves within the ends', () => {
    expect(shownPicture('/a.png', null)).toEqual({ ref: '/a.png', src: '/a.png', thumb: '/a.png' });
    expect(shownPicture(null)).toBeNull();
    expect(shownGallery([{ img: '/a.png', thumb: '/a-t.png' }, null, { img: '' }])).toEqual([
      { ref: '/a.png', src: '/a.png', thumb: '/a-t.png' },
    ]);
    expect(moved([1, 2, 3], 0, 1)).toEqual([2, 1, 3]);
    expect(moved([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(moved([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moved([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });
});

describe('PictureField', () => {
  function Harness({ initial, spy }: { initial: PictureValue | null; spy: (v: PictureValue | null) => void }) {
    const [value, setValue] = useState(initial);
    return (
      <TestUiProviders>
        <PictureField
          label="Product picture"
          value={value}
          onChange={(v) => {
            spy(v);
            setValue(v);
          }}
        />
      </TestUiProviders>
    );
  }

  it('uploads a picture as kind=picture and hands on the upload id with its paths', async () => {
    const fetchMock = answer({
      id: 'a'.repeat(24),
      srcUrl: '/media/up/a.png',
      thumbUrl: '/media/up/a-thumb.png',
      error: null,
    });
    const spy = vi.fn();
    render(<Harness initial={null} spy={spy} />);
    expect(screen.getByText('No picture')).toBeInTheDocument();
    const input = screen.getByLabelText<HTMLInputElement>('Product picture');
    expect(input.accept).toBe('image/*');
    await userEvent.upload(input, png());
    await waitFor(() =>
      expect(spy).toHaveBeenCalledWith({ ref: 'a'.repeat(24), src: '/media/up/a.png', thumb: '/media/up/a-thumb.png' }),
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/upload/assets');
    expect((init.body as FormData).get('kind')).toBe('picture');
    expect(screen.getByRole('img', { name: 'Product picture' })).toHaveAttribute('src', '/media/up/a-thumb.png');
    expect(screen.getByRole('button', { name: 'Replace' })).toBeInTheDocument();
  });

  it("shows the server's refusal of a non-picture and changes nothing", async () => {
    answer({ id: null, error: { message: 'Only PNG and JPEG images can be uploaded', code: 'UNSUPPORTED_TYPE' } }, 415);
    const spy = vi.fn();
    render(<Harness initial={pic(1)} spy={spy} />);
    await userEvent.upload(
      screen.getByLabelText('Product picture'),
      new File(['hello'], 'notes.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Only PNG and JPEG images can be uploaded');
    expect(spy).not.toHaveBeenCalled();
  });

  it('removes the picture', async () => {
    const spy = vi.fn();
    render(<Harness initial={pic(1)} spy={spy} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(spy).toHaveBeenCalledWith(null);
    expect(screen.getByText('No picture')).toBeInTheDocument();
  });
});

describe('GalleryField', () => {
  function Harness({ initial, spy }: { initial: PictureValue[]; spy: (v: PictureValue[]) => void }) {
    const [value, setValue] = useState(initial);
    return (
      <TestUiProviders>
        <GalleryField
          label="Gallery"
          value={value}
          onChange={(v) => {
            spy(v);
            setValue(v);
          }}
        />
      </TestUiProviders>
    );
  }
  const order = () => screen.getAllByRole('img').map((img) => img.getAttribute('src'));

  it('reorders with Move left / Move right and removes, from the keyboard too', async () => {
    const spy = vi.fn();
    render(<Harness initial={[pic(1), pic(2), pic(3)]} spy={spy} />);
    expect(order()).toEqual(['/media/p1-t.png', '/media/p2-t.png', '/media/p3-t.png']);
    expect(screen.getByRole('button', { name: 'Move picture 1 left' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move picture 3 right' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move picture 1 right' }));
    expect(order()).toEqual(['/media/p2-t.png', '/media/p1-t.png', '/media/p3-t.png']);
    screen.getByRole('button', { name: 'Move picture 3 left' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(order()).toEqual(['/media/p2-t.png', '/media/p3-t.png', '/media/p1-t.png']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    expect(spy).toHaveBeenLastCalledWith([pic(3), pic(1)]);
    expect(screen.getByRole('img', { name: 'Gallery picture 1 of 2' })).toBeInTheDocument();
  });

  it('adds an uploaded picture at the end, up to the limit', async () => {
    answer({ id: 'b'.repeat(24), srcUrl: '/media/up/b.png', thumbUrl: '/media/up/b-thumb.png', error: null });
    const spy = vi.fn();
    render(<Harness initial={[pic(1)]} spy={spy} />);
    await userEvent.upload(screen.getByLabelText('Add picture'), png());
    await waitFor(() =>
      expect(spy).toHaveBeenCalledWith([
        pic(1),
        { ref: 'b'.repeat(24), src: '/media/up/b.png', thumb: '/media/up/b-thumb.png' },
      ]),
    );
  });

  it('offers no more uploads when full', () => {
    render(<Harness initial={Array.from({ length: MAX_GALLERY }, (_, i) => pic(i))} spy={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Add picture' })).toBeDisabled();
    expect(screen.getByText(`A product can have at most ${MAX_GALLERY} gallery pictures.`)).toBeInTheDocument();
  });
});
