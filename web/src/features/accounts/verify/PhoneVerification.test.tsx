import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { ResendPhoneCodeDocument, UpdateUserPhoneDocument, VerifyPhoneCodeDocument } from './phone.generated';
import { renderAccountsUi } from '../testing';
import { PhoneVerification } from './PhoneVerification';

const USER = { _id: 'u1', phone: '03001234567', phone_confirmed: 0 };
const phoneUser = (extra: Record<string, unknown> = {}) => ({ __typename: 'User', ...USER, error: null, ...extra });

function verifyMock(code: string, result: MockLink.MockedResponse['result']): MockLink.MockedResponse {
  return { request: { query: VerifyPhoneCodeDocument, variables: { code, id: 'u1' } }, result };
}

function resendMock(result: MockLink.MockedResponse['result']): MockLink.MockedResponse {
  return {
    request: {
      query: ResendPhoneCodeDocument,
      // The hash is generated: a 'T' and a random value.
      variables: (v: Record<string, unknown>) =>
        v.id === 'u1' && /^T[0-9a-f]+$/.test(String(v.hash)) && v.phone === '03001234567',
    },
    result,
  };
}

function boxes() {
  return [1, 2, 3, 4].map((n) => screen.getByLabelText(`Digit ${n} of 4`));
}

function show(
  mocks: MockLink.MockedResponse[] = [],
  settings: Record<string, unknown> = { verification_countdown: 3 },
) {
  const onVerified = vi.fn();
  renderAccountsUi(<PhoneVerification user={USER} onVerified={onVerified} />, { mocks, settings });
  return onVerified;
}

describe('phone verification screen', () => {
  beforeEach(() => {
    // Only the countdown's clock is faked; Apollo's mocks and antd keep real timeouts.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => vi.useRealTimers());

  it('counts down from the configured seconds, then expires: boxes and Verify disabled, Resend enabled', async () => {
    show();
    expect(await screen.findByRole('heading', { name: 'Phone Number Verification' })).toBeInTheDocument();
    expect(screen.getByText('Code expires in 0:03')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend Code' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Verify Registration' })).toBeEnabled();

    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Code expires in 0:02')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));

    expect(screen.getByText('Verification code Expired')).toBeInTheDocument();
    for (const box of boxes()) expect(box).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Verify Registration' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Resend Code' })).toBeEnabled();
  });

  it('counts from 10 seconds when no countdown is configured', async () => {
    show([], {});
    expect(await screen.findByText('Code expires in 0:10')).toBeInTheDocument();
  });

  it('Resend Code sends a new code and restarts the timer', async () => {
    const user = userEvent.setup();
    show([resendMock({ data: { resendPhoneCode: phoneUser() } })]);
    await screen.findByText('Code expires in 0:03');
    act(() => vi.advanceTimersByTime(3000));
    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(await screen.findByText('Please check your phone for new verification code.')).toBeInTheDocument();
    expect(screen.getByText('Code expires in 0:03')).toBeInTheDocument();
    for (const box of boxes()) expect(box).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Resend Code' })).toBeDisabled();
  });

  it("shows the server's message when a resend is refused", async () => {
    const user = userEvent.setup();
    show([
      resendMock({
        data: {
          resendPhoneCode: phoneUser({
            error: {
              __typename: 'ErrorInfo',
              message: 'Please wait before requesting a new verification code.',
              code: 'RATE_LIMITED',
              textCode: 'CODE_TOO_SOON',
            },
          }),
        },
      }),
    ]);
    await screen.findByText('Code expires in 0:03');
    act(() => vi.advanceTimersByTime(3000));
    await user.click(screen.getByRole('button', { name: 'Resend Code' }));
    expect(await screen.findByText('Please wait before requesting a new verification code.')).toBeInTheDocument();
    expect(screen.getByText('Verification code Expired')).toBeInTheDocument();
  });

  it('takes digits only, moves to the next box, and a pasted code fills all four', async () => {
    const user = userEvent.setup();
    show();
    await screen.findByText('Code expires in 0:03');
    const [first, second, third, fourth] = boxes() as [
      HTMLInputElement,
      HTMLInputElement,
      HTMLInputElement,
      HTMLInputElement,
    ];
    await user.click(first);
    await user.keyboard('a');
    expect(first).toHaveValue('');
    await user.keyboard('7');
    expect(first).toHaveValue('7');
    expect(second).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(first).toHaveFocus();

    await user.click(first);
    await user.paste('4821');
    expect([first, second, third, fourth].map((b) => b.value)).toEqual(['4', '8', '2', '1']);
  });

  it("asks for every box ('Required') before calling the server", async () => {
    const user = userEvent.setup();
    show();
    await screen.findByText('Code expires in 0:03');
    await user.click(boxes()[0] as HTMLElement);
    await user.keyboard('12');
    await user.click(screen.getByRole('button', { name: 'Verify Registration' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
  });

  it("shows a wrong code's message, then verifies: 'Verification successfull.'", async () => {
    const user = userEvent.setup();
    const onVerified = show([
      verifyMock('1111', {
        data: {
          verifyPhoneCode: phoneUser({
            error: {
              __typename: 'ErrorInfo',
              message: 'Invalid verification code',
              code: null,
              textCode: 'WRONG_CODE',
            },
          }),
        },
      }),
      verifyMock('2222', { errors: [new GraphQLError('Verification code Expired')], data: { verifyPhoneCode: null } }),
      verifyMock('4821', { data: { verifyPhoneCode: phoneUser({ phone_confirmed: 1 }) } }),
    ]);
    await screen.findByText('Code expires in 0:03');

    await user.click(boxes()[0] as HTMLElement);
    await user.paste('1111');
    await user.click(screen.getByRole('button', { name: 'Verify Registration' }));
    expect(await screen.findByText('Invalid verification code')).toBeInTheDocument();
    expect((boxes()[0] as HTMLInputElement).value).toBe('');

    await user.click(boxes()[0] as HTMLElement);
    await user.paste('2222');
    await user.click(screen.getByRole('button', { name: 'Verify Registration' }));
    expect(await screen.findAllByText('Verification code Expired')).not.toHaveLength(0);
    expect(onVerified).not.toHaveBeenCalled();

    await user.click(boxes()[0] as HTMLElement);
    await user.paste('4821');
    await user.click(screen.getByRole('button', { name: 'Verify Registration' }));
    expect(await screen.findByText('Verification successfull.')).toBeInTheDocument();
    await waitFor(() =>
      expect(onVerified).toHaveBeenCalledWith(expect.objectContaining({ _id: 'u1', phone_confirmed: 1 })),
    );
  });

  it("'Request ERROR' when the verification request fails", async () => {
    const user = userEvent.setup();
    show([
      {
        request: { query: VerifyPhoneCodeDocument, variables: { code: '1234', id: 'u1' } },
        error: new Error('Failed to fetch'),
      },
    ]);
    await screen.findByText('Code expires in 0:03');
    await user.click(boxes()[0] as HTMLElement);
    await user.paste('1234');
    await user.click(screen.getByRole('button', { name: 'Verify Registration' }));
    expect(await screen.findByText('Request ERROR')).toBeInTheDocument();
  });

  it('changes the phone number: the button waits for a change, Back returns', async () => {
    const user = userEvent.setup();
    show([
      {
        request: { query: UpdateUserPhoneDocument, variables: { id: 'u1', phone: '03217654321' } },
        result: { data: { updateUserPhone: phoneUser({ phone: '03217654321' }) } },
      },
    ]);
    await screen.findByText('Code expires in 0:03');
    await user.click(screen.getByRole('button', { name: 'Change phone number?' }));
    expect(screen.getByRole('heading', { name: 'Change Phone Number' })).toBeInTheDocument();
    const field = screen.getByLabelText('Mobile number');
    expect(field).toHaveValue('0300 123-45-67');
    const change = screen.getByRole('button', { name: 'Change Phone Number' });
    expect(change).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Verify Registration' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Change phone number?' }));
    const again = screen.getByLabelText('Mobile number');
    await user.clear(again);
    await user.type(again, '3217654321');
    expect(again).toHaveValue('0321 765-43-21');
    expect(screen.getByRole('button', { name: 'Change Phone Number' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Change Phone Number' }));
    expect(await screen.findByText(/sent to 0321 765-43-21/)).toBeInTheDocument();
  });
});
