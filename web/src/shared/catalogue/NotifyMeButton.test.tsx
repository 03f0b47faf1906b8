import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it } from 'vitest';
import { AddProductAlertDocument } from './productAlert.generated';
import { ALERT_CREATED, ALERT_FAILED, NotifyMeButton } from './NotifyMeButton';
import { productAlertStateMock } from './productAlertStateTesting';
import { CUSTOMER, renderCatalogue } from '../../features/catalogue/testing';

const request = { query: AddProductAlertDocument, variables: { input: { customer_id: 'u1', prod_id: 'p9' } } };

function alertMock(result: MockLink.MockedResponse['result'] | undefined, error?: Error): MockLink.MockedResponse {
  return error ? { request, error } : { request, result };
}

const payload = (fields: Record<string, unknown>) => ({
  data: {
    addProductAlert: {
      __typename: 'ProductAlert',
      _id: 'a1',
      prod_id: 'p9',
      error: null,
      success: null,
      ...fields,
    },
  },
});

describe('NotifyMeButton', () => {
  it("asks for the signed-in customer, then reads 'Requested' and is disabled", async () => {
    renderCatalogue(<NotifyMeButton productId="p9" alreadyInAlert="no" />, {
      user: CUSTOMER,
      mocks: [
        alertMock(
          payload({ success: { __typename: 'SuccessInfo', message: ALERT_CREATED, textCode: 'ALERT_CREATED' } }),
        ),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Notify Me' }));
    expect(await screen.findByText(ALERT_CREATED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Requested' })).toBeDisabled();
  });

  it("shows the server's message when it refuses, and stays available", async () => {
    const refusal = 'This product is in stock now, you can order it right away.';
    renderCatalogue(<NotifyMeButton productId="p9" />, {
      user: CUSTOMER,
      mocks: [
        alertMock(
          payload({
            _id: null,
            error: { __typename: 'ErrorInfo', message: refusal, code: 'IN_STOCK', textCode: 'IN_STOCK' },
          }),
        ),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Notify Me' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notify Me' })).toBeEnabled();
  });

  it('shows a top-level GraphQL error message', async () => {
    renderCatalogue(<NotifyMeButton productId="p9" />, {
      user: CUSTOMER,
      mocks: [alertMock({ errors: [new GraphQLError('Forbidden')], data: { addProductAlert: null } })],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Notify Me' }));
    expect(await screen.findByText('Forbidden')).toBeInTheDocument();
  });

  it("says 'Unable to complete your request at the moment!' when the request fails", async () => {
    renderCatalogue(<NotifyMeButton productId="p9" />, {
      user: CUSTOMER,
      mocks: [alertMock(undefined, new Error('Failed to fetch'))],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Notify Me' }));
    expect(await screen.findByText(ALERT_FAILED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notify Me' })).toBeEnabled();
  });

  it("starts as 'Requested' when already_in_alert is 'yes'", async () => {
    renderCatalogue(<NotifyMeButton productId="p9" alreadyInAlert="yes" />, { user: CUSTOMER });
    expect(await screen.findByRole('button', { name: 'Requested' })).toBeDisabled();
  });

  it("asks the server when not given the state: disabled meanwhile, then 'Requested' for 'yes'", async () => {
    renderCatalogue(<NotifyMeButton productId="p9" slug="tea" />, {
      user: CUSTOMER,
      mocks: [{ ...productAlertStateMock('tea', 'p9', 'yes'), delay: 50 }],
    });
    expect(await screen.findByRole('button', { name: 'Notify Me' })).toBeDisabled();
    expect(await screen.findByRole('button', { name: 'Requested' })).toBeDisabled();
  });

  it("offers 'Notify Me' once the server says 'no'", async () => {
    renderCatalogue(<NotifyMeButton productId="p9" slug="tea" />, {
      user: CUSTOMER,
      mocks: [productAlertStateMock('tea', 'p9', 'no')],
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notify Me' })).toBeEnabled());
  });

  it('is not shown to a visitor', async () => {
    renderCatalogue(
      <>
        <p>page</p>
        <NotifyMeButton productId="p9" />
      </>,
    );
    await screen.findByText('page');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
