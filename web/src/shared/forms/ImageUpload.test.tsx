import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestUiProviders } from '../../test/TestUiProviders';
import { DeleteUploadDocument } from './upload.generated';
import { ImageUpload, type ImageUploadProps } from './ImageUpload';
import type { UploadedAsset } from './upload';

afterEach(() => vi.unstubAllGlobals());

const PHOTO: UploadedAsset = {
  id: '0123456789abcdef01234567',
  srcUrl: '/media/uploads/u1/0123456789abcdef01234567.png',
  thumbUrl: '/media/uploads/u1/0123456789abcdef01234567-thumb.png',
};

const seen: UploadedAsset[][] = [];

function Harness({
  initial = [],
  ...props
}: Omit<ImageUploadProps, 'value' | 'onChange'> & { initial?: UploadedAsset[] }) {
  const [value, setValue] = useState(initial);
  return (
    <ImageUpload
      {...props}
      value={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
}

function renderUpload(props: Parameters<typeof Harness>[0] = {}, mocks: MockLink.MockedResponse[] = []) {
  seen.length = 0;
  return render(
    <MockedProvider mocks={mocks}>
      <TestUiProviders>
        <Harness {...props} />
      </TestUiProviders>
    </MockedProvider>,
  );
}

function deleteMock(result: MockLink.MockedResponse['result'] | 'network-error'): MockLink.MockedResponse {
  const request = { query: DeleteUploadDocument, variables: { id: PHOTO.id } };
  return result === 'network-error' ? { request, error: new Error('Failed to fetch') } : { request, result };
}

const removed = (id: string | null, error: { message: string; code: string; textCode: string } | null = null) => ({
  data: {
    deleteUpload: {
      __typename: 'MutationResult',
      _id: id,
      error: error ? { __typename: 'ErrorInfo', ...error } : null,
      success: id ? { __typename: 'SuccessInfo', message: 'File removed', textCode: 'FILE_REMOVED' } : null,
    },
  },
});

function fileInput(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>('input[type=file]');
  if (!input) throw new Error('no file input');
  return input;
}

function answerUpload(body: unknown) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('image upload', () => {
  it('takes one .png/.jpg/.jpeg file as a picture card by default', () => {
    const { container } = renderUpload();
    const input = fileInput(container);
    expect(input).toHaveAttribute('accept', '.png,.jpg,.jpeg');
    expect(input).not.toHaveAttribute('multiple');
    expect(screen.getByRole('button', { name: 'Upload a file' })).toBeInTheDocument();
    expect(container.querySelector('.ant-upload-list-picture-card')).not.toBeNull();
  });

  it('shows picture-grid and list, and warns about any other gallery type', () => {
    const grid = renderUpload({ galleryType: 'picture-grid', initial: [PHOTO] });
    expect(grid.container.querySelector('.ant-upload-list-picture')).not.toBeNull();
    grid.unmount();
    const list = renderUpload({ galleryType: 'list', initial: [PHOTO] });
    expect(list.container.querySelector('.ant-upload-list-text')).not.toBeNull();
    list.unmount();
    const wrong = renderUpload({ galleryType: 'carousel' });
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid gallery type');
    expect(wrong.container.querySelector('input[type=file]')).toBeNull();
  });

  it("uploads a picture: 'Upload complete' and the asset in onChange", async () => {
    const user = userEvent.setup();
    const fetchMock = answerUpload({ ...PHOTO, error: null, success: { message: 'Upload complete' } });
    const { container } = renderUpload({ thumbSize: 120 });
    await user.upload(fileInput(container), new File(['png'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('Upload complete')).toBeInTheDocument();
    expect(seen.at(-1)).toEqual([PHOTO]);
    expect((fetchMock.mock.calls[0]![1].body as FormData).get('thumbSize')).toBe('120');
    expect(container.querySelector(`img[src="${PHOTO.thumbUrl}"]`)).not.toBeNull();
  });

  it('says nothing more when the caller refuses the uploaded file', async () => {
    const user = userEvent.setup();
    answerUpload({ ...PHOTO, error: null, success: { message: 'Upload complete' } });
    let settle: (accepted: boolean) => void = () => {};
    const onChange = vi.fn(() => new Promise<boolean>((resolve) => (settle = resolve)));
    const { container } = render(
      <MockedProvider mocks={[]}>
        <TestUiProviders>
          <ImageUpload value={[]} onChange={onChange} />
        </TestUiProviders>
      </MockedProvider>,
    );
    await user.upload(fileInput(container), new File(['png'], 'me.png', { type: 'image/png' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([PHOTO]));
    await act(async () => settle(false));
    expect(screen.queryByText('Upload complete')).not.toBeInTheDocument();
  });

  it("says 'Error uploading file..' when the upload fails, and keeps the list", async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { container } = renderUpload({ initial: [PHOTO] });
    await user.upload(fileInput(container), new File(['png'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('Error uploading file..')).toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('with a limit of several, takes several files and no more', async () => {
    const other = {
      ...PHOTO,
      id: 'fedcba9876543210fedcba98',
      srcUrl: '/media/uploads/u1/b.png',
      thumbUrl: '/media/uploads/u1/b-thumb.png',
    };
    const { container } = renderUpload({ limit: 2, initial: [PHOTO, other] });
    expect(fileInput(container)).toHaveAttribute('multiple');
    expect(screen.queryByRole('button', { name: 'Upload a file' })).not.toBeInTheDocument();
  });

  it("removes a file from the keyboard through deleteUpload: 'File removed'", async () => {
    const user = userEvent.setup();
    renderUpload({ initial: [PHOTO] }, [deleteMock({ ...removed(PHOTO.id) })]);
    const remove = screen.getByRole('button', { name: 'Remove file' });
    for (let i = 0; i < 10 && document.activeElement !== remove; i += 1) await user.tab();
    expect(remove).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('File removed')).toBeInTheDocument();
    expect(seen.at(-1)).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove file' })).not.toBeInTheDocument());
  });

  it.each([
    [
      'an error answer',
      deleteMock(removed(null, { message: 'File not found', code: 'NOT_FOUND', textCode: 'FILE_NOT_FOUND' })),
      'Deletion request failed',
    ],
    ['a failed request', deleteMock('network-error'), 'Deletion request failed'],
    ['a server error', deleteMock({ errors: [new GraphQLError('Internal server error')] }), 'Deletion request failed'],
    ['an empty answer', deleteMock({ data: { deleteUpload: null } }), 'Invalid response'],
  ])('keeps the file and says so on %s', async (_case, mock, message) => {
    const user = userEvent.setup();
    renderUpload({ initial: [PHOTO] }, [mock]);
    await user.click(screen.getByRole('button', { name: 'Remove file' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(seen).toEqual([]);
    expect(screen.getByRole('button', { name: 'Remove file' })).toBeInTheDocument();
  });

  it("uses the caller's remove callback instead of the mutation", async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn(async () => ({ ok: true as const, message: 'File removed' }));
    renderUpload({ initial: [PHOTO], onRemove, removeLabel: 'Remove photo' }, []);
    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(await screen.findByText('File removed')).toBeInTheDocument();
    expect(onRemove).toHaveBeenCalledWith(PHOTO);
    expect(seen.at(-1)).toEqual([]);
  });
});
