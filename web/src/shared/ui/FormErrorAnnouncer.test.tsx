import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Input } from 'antd';
import { describe, expect, it } from 'vitest';
import { TestUiProviders } from '../../test/TestUiProviders';
import { FormErrorAnnouncer } from './FormErrorAnnouncer';

function SignUp() {
  return (
    <Form>
      <Form.Item label="Email" name="email" rules={[{ required: true, message: 'Please enter your email' }]}>
        <Input />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Please enter a password' }]}>
        <Input.Password />
      </Form.Item>
      <Button htmlType="submit">Save</Button>
    </Form>
  );
}

describe('FormErrorAnnouncer', () => {
  it('reads the errors of a failed submit in its live region, and empties once they are fixed', async () => {
    const user = userEvent.setup();
    render(
      <TestUiProviders>
        <SignUp />
        <FormErrorAnnouncer />
      </TestUiProviders>,
    );
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent(/^$/);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(region.textContent).toBe('Please enter your email. Please enter a password'));

    await user.type(screen.getByLabelText('Email'), 'a@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await waitFor(() => expect(region.textContent).toBe(''));
  });
});
