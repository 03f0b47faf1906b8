import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider, useToast } from './toast';

function Buttons() {
  const toast = useToast();
  return (
    <>
      <button
        type="button"
        onClick={() => {
          toast.success('First toast');
          toast.error('Second toast');
        }}
      >
        both
      </button>
      <button type="button" onClick={() => toast.warning('Later toast')}>
        later
      </button>
    </>
  );
}

describe('toasts', () => {
  it("shows the calls made while antd's message code loads, and the ones after it", async () => {
    render(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
    expect(screen.queryByText('First toast')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'both' }));
    expect(await screen.findByText('First toast')).toBeInTheDocument();
    expect(await screen.findByText('Second toast')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'later' }));
    expect(await screen.findByText('Later toast')).toBeInTheDocument();
  });
});
