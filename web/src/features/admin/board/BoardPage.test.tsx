import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  board,
  boardMock,
  boardOrder,
  boardSlot,
  orderEventMock,
  quietEventsMock,
  renderAdmin,
  staffMeMock,
} from '../testing';
import { arrangeBoard, isFull, loadPercent, statusChips } from './boardView';
import { liveAlerts } from './liveAlerts';
import { cardArea } from './cardArea';

afterEach(() => vi.restoreAllMocks());

const MORNING = boardSlot('s1', '09:00', '12:00', [
  boardOrder('K-2', { status: 'picking' }),
  boardOrder('K-1', { status: 'new', rider_name: null }),
]);
const EVENING = boardSlot(
  's2',
  '18:00',
  '21:00',
  [boardOrder('K-3', { status: 'ready-to-dispatch', rider_name: 'Bilal', area: 'Sahiwal City' })],
  {
    max_order_limit: 1,
  },
);

const slotNamed = (time: string) => screen.getByRole('region', { name: `Slot ${time}` });

describe('board arrangement', () => {
  it('puts slots in time order and orders along their way, filtered by status', () => {
    const views = arrangeBoard([EVENING, null, MORNING], null);
    expect(views.map((v) => v.slot.slot_id)).toEqual(['s1', 's2']);
    expect(views[0]?.orders.map((o) => o.serial)).toEqual(['K-1', 'K-2']);
    expect(arrangeBoard([MORNING], 'picking')[0]?.orders.map((o) => o.serial)).toEqual(['K-2']);
  });

  it('tells a full slot and its load', () => {
    expect(isFull(EVENING)).toBe(true);
    expect(isFull(MORNING)).toBe(false);
    expect(loadPercent(MORNING)).toBe(20);
    expect(isFull({ load: 3, max_order_limit: 0 })).toBe(false);
  });

  it('lists status chips along the way, empty ones left out', () => {
    expect(
      statusChips([
        { status: 'picking', count: 1 },
        { status: 'new', count: 2 },
        { status: 'canceled', count: 0 },
      ]),
    ).toEqual([
      { status: 'new', count: 2 },
      { status: 'picking', count: 1 },
    ]);
  });
});

describe("a card's area", () => {
  it('is shown when it names a place within the city, and left out when it is only the city', () => {
    expect(cardArea('Farid Town')).toBe('Farid Town');
    expect(cardArea(' House 7, Street 2, Farid Town ')).toBe('House 7, Street 2, Farid Town');
    for (const city of ['sahiwal', 'Sahiwal', 'Sahiwal City', ' sahiwal  city ', '', null, undefined])
      expect(cardArea(city)).toBeNull();
  });
});

describe('the board page', () => {
  it('groups orders by slot with load, chips filter them, and a card opens the order', async () => {
    renderAdmin('/admin/board', [
      staffMeMock('manager'),
      boardMock(board([EVENING, MORNING], { new: 1, picking: 1, 'ready-to-dispatch': 1 }), { always: true }),
      quietEventsMock(),
    ]);
    expect(await screen.findByText('Order #K-1')).toBeInTheDocument();
    const slots = screen.getAllByRole('region', { name: /^Slot / });
    expect(slots.map((s) => s.getAttribute('aria-label'))).toEqual([
      'Slot 09:00 AM – 12:00 PM',
      'Slot 06:00 PM – 09:00 PM',
    ]);
    expect(within(slotNamed('09:00 AM – 12:00 PM')).getByText('2 / 10')).toBeInTheDocument();
    expect(within(slotNamed('06:00 PM – 09:00 PM')).getByText('1 / 1')).toHaveClass('is-full');
    expect(within(slotNamed('06:00 PM – 09:00 PM')).getByText('Rider: Bilal')).toBeInTheDocument();
    expect(within(screen.getByTestId('card-K-2')).getByText('Farid Town')).toBeInTheDocument();
    expect(within(screen.getByTestId('card-K-3')).queryByText('Sahiwal City')).toBeNull();

    await userEvent.click(screen.getByText('Picking (1)'));
    expect(screen.queryByText('Order #K-1')).toBeNull();
    expect(screen.getByText('Order #K-2')).toBeInTheDocument();
    expect(screen.getByTestId('card-K-2')).toHaveAttribute('href', '/admin/orders/K-2');
  });

  it("puts a customer's unconfirmed first order first in its slot, with the number to call", async () => {
    const slot = boardSlot('s1', '09:00', '12:00', [
      boardOrder('K-1', { status: 'new' }),
      boardOrder('K-5', { status: 'unconfirmed', customer_phone: '03219876543' }),
    ]);
    renderAdmin('/admin/board', [
      staffMeMock('manager'),
      boardMock(board([slot], { unconfirmed: 1, new: 1 }), { always: true }),
      quietEventsMock(),
    ]);
    const card = await screen.findByTestId('card-K-5');
    expect(within(card).getByText('Unconfirmed')).toBeInTheDocument();
    expect(within(card).getByText('Call to confirm: 03219876543')).toBeInTheDocument();
    expect(within(screen.getByTestId('card-K-1')).queryByText(/Call to confirm/)).toBeNull();
    const cards = within(slotNamed('09:00 AM – 12:00 PM')).getAllByTestId(/^card-/);
    expect(cards.map((c) => c.dataset.testid)).toEqual(['card-K-5', 'card-K-1']);
    expect(screen.getByText('Unconfirmed (1)')).toBeInTheDocument();
  });

  it('asks for the board again when an order event comes, and a new order beeps', async () => {
    const beep = vi.spyOn(liveAlerts, 'beep').mockImplementation(() => undefined);
    const fresh = boardSlot('s1', '09:00', '12:00', [...MORNING.orders, boardOrder('K-9')]);
    renderAdmin('/admin/board', [
      staffMeMock('picker'),
      boardMock(board([MORNING], { new: 1, picking: 1 })),
      boardMock(board([fresh], { new: 2, picking: 1 }), { always: true }),
      orderEventMock('CREATED', 'K-9', 300),
    ]);
    expect(await screen.findByText('Order #K-1')).toBeInTheDocument();
    expect(await screen.findByText('Order #K-9')).toBeInTheDocument();
    expect(beep).toHaveBeenCalledTimes(1);
    expect(screen.getByText('3 / 10')).toBeInTheDocument();
  });
});
