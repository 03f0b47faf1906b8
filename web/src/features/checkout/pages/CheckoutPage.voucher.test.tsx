import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { getOperationAST, GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/renderApp';
import { draftStore } from '../draft/draftStore';
import { signIn } from '../testing';
import { ValidateVoucherDocument } from '../voucher/voucher.generated';
import {
  withCheckoutClock,
  voucherMock,
  welcome,
  checkoutMocks,
  toStepThree,
  applyVoucher,
} from './checkoutPageTesting';

vi.mock('../../accounts/address/LocationMap', async () => ({
  default: (await import('../../accounts/address/testing')).FakeMap,
}));

withCheckoutClock();

describe('voucher answers', () => {
  const setup = async (mock: MockLink.MockedResponse, code = 'BADCODE') => {
    signIn();
    const user = userEvent.setup();
    renderApp('/checkout', checkoutMocks([mock]));
    await toStepThree(user);
    await applyVoucher(user, code);
  };

  it('the coupon code is required and at least 4 characters', async () => {
    signIn();
    const user = userEvent.setup();
    renderApp('/checkout', checkoutMocks());
    await toStepThree(user);
    await user.type(screen.getByLabelText('Coupon code'), 'AB');
    expect(await screen.findByText('Should be atleast 4 charactors')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reveal' })).toBeDisabled();
  });

  it('checks the code with the validateVoucher mutation (shopping.md §7) and keeps the coupon', async () => {
    expect(getOperationAST(ValidateVoucherDocument)?.operation).toBe('mutation');
    await setup(voucherMock(welcome), 'WELCOME10');
    expect(await screen.findByText('Voucher applied')).toBeInTheDocument();
    expect(draftStore.get().coupon).toEqual({ code: 'WELCOME10', discount_type: '%', discount_value: 10 });
  });

  it("shows the server's refusal and keeps no coupon", async () => {
    await setup(
      voucherMock(
        {
          data: {
            validateVoucher: {
              ...welcome.data.validateVoucher,
              code: null,
              error: {
                __typename: 'ErrorInfo',
                message: 'Invalid voucher code',
                code: null,
                textCode: 'INVALID_VOUCHER',
              },
              success: null,
            },
          },
        },
        'BADCODE',
      ),
    );
    expect(await screen.findByText('Invalid voucher code')).toBeInTheDocument();
    expect(draftStore.get().coupon).toBeNull();
  });

  it("an empty answer is 'Empty response!'", async () => {
    await setup(voucherMock({ data: { validateVoucher: null } }, 'BADCODE'));
    expect(await screen.findByText('Empty response!')).toBeInTheDocument();
  });

  it("a voucher without a message says 'No response Data available'", async () => {
    await setup(
      voucherMock({ data: { validateVoucher: { ...welcome.data.validateVoucher, success: null } } }),
      'WELCOME10',
    );
    expect(await screen.findByText('No response Data available')).toBeInTheDocument();
    expect(draftStore.get().coupon).toMatchObject({ code: 'WELCOME10' });
  });

  it("a failed request toasts 'Unable to complete your request at the moment.'", async () => {
    await setup(voucherMock({ error: new Error('Failed to fetch') }, 'BADCODE'));
    expect(await screen.findByText('Unable to complete your request at the moment.')).toBeInTheDocument();
  });

  it('a top-level error is shown inline', async () => {
    await setup(
      voucherMock(
        { errors: [new GraphQLError('Authentication required')], data: { validateVoucher: null } },
        'BADCODE',
      ),
    );
    expect(await screen.findByText('Authentication required')).toBeInTheDocument();
  });
});
