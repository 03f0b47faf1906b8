import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { describe, expect, it, vi } from 'vitest';
import { TestUiProviders } from '../../../test/TestUiProviders';
import AddressMapForm from './AddressMapForm';
import { FakeMap, INSIDE, locationsMock, zonesMock } from './testing';
import type { AddressMapFormProps } from './types';

vi.mock('./LocationMap', () => ({ default: FakeMap }));

function renderForm(
  props: Partial<AddressMapFormProps> = {},
  mocks: MockLink.MockedResponse[] = [zonesMock('sahiwal')],
) {
  const onSubmit = props.onSubmit ?? vi.fn();
  render(
    <MockedProvider
      mocks={mocks}
      defaultOptions={{ watchQuery: { errorPolicy: 'all' }, query: { errorPolicy: 'all' } }}
    >
      <TestUiProviders>
        <AddressMapForm {...props} onSubmit={onSubmit} />
      </TestUiProviders>
    </MockedProvider>,
  );
  return { onSubmit };
}

const saveButton = () => screen.getByRole('button', { name: 'Save' });
// Typing key by key is slow under antd in jsdom; a change event is what the form listens to.
const fill = (text: string) => fireEvent.change(screen.getByLabelText('Full Address'), { target: { value: text } });
const formOf = (button: HTMLElement) => button.closest('form') as HTMLFormElement;

describe('address map form', () => {
  it('starts at the city centre, unconfirmed: Save stays disabled until the marker is placed', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    expect(screen.getByRole('heading', { name: 'Select your location (Sahiwal)' })).toBeInTheDocument();
    expect(await screen.findByTestId('map-point')).toHaveTextContent('30.668,73.111');
    await waitFor(() => expect(screen.getByTestId('map')).toHaveAttribute('data-polygons', '1'));
    expect(saveButton()).toBeDisabled();

    fill('House 12, Street 4, Farid Town');
    await user.click(screen.getByRole('radio', { name: 'Office' }));
    await user.click(screen.getByRole('button', { name: 'move inside' }));
    expect(saveButton()).toBeEnabled();
    await user.click(saveButton());
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        full_address: 'House 12, Street 4, Farid Town',
        city: 'sahiwal',
        label: 'office',
        delivery_instructions: '',
        geo_point: { type: 'Point', coordinates: INSIDE },
      }),
    );
  });

  it("says 'Sorry! You are out of service area' outside every zone and blocks the submit", async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await user.click(await screen.findByRole('button', { name: 'move outside' }));
    expect(await screen.findByText('Sorry! You are out of service area')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
    // A submit that gets past the disabled button (Enter, a script) is refused with the spec's alert.
    fill('House 12, Street 4, Farid Town');
    await user.click(screen.getByRole('radio', { name: 'Home' }));
    fireEvent.submit(formOf(saveButton()));
    expect(await screen.findByText('Sorry you are out of service area!')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'move inside' }));
    expect(screen.queryByText('Sorry! You are out of service area')).not.toBeInTheDocument();
  });

  it("refuses an unconfirmed location with 'Please confirm your location on the map!'", async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await waitFor(() => expect(screen.getByTestId('map')).toHaveAttribute('data-polygons', '1'));
    fill('House 12, Street 4, Farid Town');
    await user.click(screen.getByRole('radio', { name: 'Home' }));
    fireEvent.submit(formOf(saveButton()));
    expect(await screen.findByText('Please confirm your location on the map!')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks the address text and asks for a label after a failed submit', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await user.click(await screen.findByRole('button', { name: 'move inside' }));
    expect(screen.queryByText('Please select an option from below!')).not.toBeInTheDocument();
    fill('Short');
    await user.click(saveButton());
    expect(await screen.findByText('Should be atleast 10 charactors')).toBeInTheDocument();
    expect(await screen.findByText('Please select an option from below!')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("alerts 'Sorry! We are not surving in city (Sahiwal) yet' when the city has no zones", async () => {
    renderForm({}, [zonesMock('none')]);
    expect(await screen.findByText('Sorry! We are not surving in city (Sahiwal) yet')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it('shows the failure alert when the zone query fails', async () => {
    renderForm({}, [zonesMock('error')]);
    expect(await screen.findByText('Sorry! We are not surving in city (Sahiwal) yet')).toBeInTheDocument();
  });

  it("edits a saved address: titled 'Edit', confirmed, with its own point and fields", async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm({
      submitLabel: 'Next',
      initialValue: {
        _id: 'a1',
        full_address: 'House 7, Civil Lines',
        city: 'sahiwal',
        label: 'home',
        delivery_instructions: 'Ring twice',
        geo_point: { type: 'Point', coordinates: INSIDE },
      },
    });
    expect(screen.getByRole('heading', { name: 'Edit' })).toBeInTheDocument();
    expect(await screen.findByTestId('map-point')).toHaveTextContent(INSIDE.join(','));
    const next = screen.getByRole('button', { name: 'Next' });
    await waitFor(() => expect(next).toBeEnabled());
    await user.click(next);
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ _id: 'a1', delivery_instructions: 'Ring twice', label: 'home' }),
      ),
    );
  });

  it("falls back to the city centre when GPS is denied ('No permissions to read GPS location')", async () => {
    const user = userEvent.setup();
    const getCurrentPosition = vi.fn(
      (_ok: PositionCallback, fail?: PositionErrorCallback | null, options?: PositionOptions) => {
        expect(options).toEqual({ timeout: 3000, maximumAge: Infinity });
        fail?.({ code: 1, message: 'denied' } as GeolocationPositionError);
      },
    );
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
    renderForm({ initialValue: { full_address: 'x', geo_point: { type: 'Point', coordinates: INSIDE } } });
    await user.click(screen.getByRole('button', { name: 'my location' }));
    expect(await screen.findByText('No permissions to read GPS location')).toBeInTheDocument();
    expect(within(screen.getByTestId('map')).getByTestId('map-point')).toHaveTextContent('30.668,73.111');
    expect(saveButton()).toBeDisabled();
  });

  it("reports other GPS failures as 'Unable to read your GPS location!' and moves to a read position", async () => {
    const user = userEvent.setup();
    let call = 0;
    const getCurrentPosition = vi.fn((ok: PositionCallback, fail?: PositionErrorCallback | null) => {
      call += 1;
      if (call === 1) fail?.({ code: 3, message: 'timeout' } as GeolocationPositionError);
      else ok({ coords: { latitude: 30.67, longitude: 73.1 } } as GeolocationPosition);
    });
    Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
    renderForm();
    await user.click(screen.getByRole('button', { name: 'my location' }));
    expect(await screen.findByText('Unable to read your GPS location!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'my location' }));
    await waitFor(() => expect(screen.getByTestId('map-point')).toHaveTextContent('30.67,73.1'));
  });

  it("searches places 800 ms after typing and confirms a picked result ('Search Your Location')", async () => {
    const user = userEvent.setup();
    renderForm({}, [zonesMock('sahiwal'), locationsMock('farid')]);
    const search = screen.getByRole('combobox', { name: 'Search Your Location' });
    fireEvent.change(search, { target: { value: 'farid' } });
    const option = await screen.findByText('Farid Town Block A');
    await user.click(option);
    await waitFor(() => expect(screen.getByTestId('map-point')).toHaveTextContent('30.665,73.095'));
    fill('House 12, Street 4, Farid Town');
    await user.click(screen.getByRole('radio', { name: 'Home' }));
    expect(saveButton()).toBeEnabled();
  });

  it("shows 'Request ERROR' when the place search cannot reach the server", async () => {
    renderForm({}, [zonesMock('sahiwal'), locationsMock('farid', 'error')]);
    fireEvent.change(screen.getByRole('combobox', { name: 'Search Your Location' }), { target: { value: 'farid' } });
    expect(await screen.findByText('Request ERROR')).toBeInTheDocument();
  });
});
