import { createSearchRouter, type LocationLike } from './searchRouter';

function at(url: string): LocationLike {
  const u = new URL(url, 'http://shop.test');
  return { pathname: u.pathname, search: u.search };
}

describe('search router', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  test('reads the route from the location, path included', () => {
    const router = createSearchRouter({ navigate: vi.fn(), location: at('/search/Bakery?query=bread&page=2') });
    expect(router.read()).toEqual({ query: 'bread', page: 2, category: ['Bakery'] });
    expect(router.createURL({ query: 'x y', price: '1:2' })).toBe('/search?query=x+y&price=1:2');
  });

  test('pushes the URL only after a 700 ms pause, the last state winning', () => {
    const navigate = vi.fn();
    const router = createSearchRouter({ navigate, location: at('/search') });
    router.write({ query: 'm' });
    vi.advanceTimersByTime(400);
    router.write({ query: 'mil' });
    vi.advanceTimersByTime(699);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/search?query=mil');
  });

  test('does not push the URL it is already at, nor report its own navigation back', () => {
    const navigate = vi.fn();
    const onUpdate = vi.fn();
    const router = createSearchRouter({ navigate, location: at('/search?query=tea') });
    router.onUpdate(onUpdate);
    router.write({ query: 'tea' });
    vi.advanceTimersByTime(700);
    expect(navigate).not.toHaveBeenCalled();

    router.write({ query: 'tea', brands: ['Lipton'] });
    vi.advanceTimersByTime(700);
    expect(navigate).toHaveBeenCalledWith('/search?query=tea&brands=Lipton');
    router.locationChanged(at('/search?query=tea&brands=Lipton'));
    expect(onUpdate).not.toHaveBeenCalled();
  });

  test('Back or a link reports the new state and cancels a write still waiting', () => {
    const navigate = vi.fn();
    const onUpdate = vi.fn();
    const router = createSearchRouter({ navigate, location: at('/search?query=tea') });
    router.onUpdate(onUpdate);
    router.write({ query: 'teas' });
    router.locationChanged(at('/search/Beverages?query=tea&price=10:'));
    expect(onUpdate).toHaveBeenCalledWith({ query: 'tea', price: '10:', category: ['Beverages'] });
    vi.advanceTimersByTime(1000);
    expect(navigate).not.toHaveBeenCalled();
  });

  test('leaving the search page reports nothing; dispose stops a waiting write', () => {
    const navigate = vi.fn();
    const onUpdate = vi.fn();
    const router = createSearchRouter({ navigate, location: at('/search?query=a') });
    router.onUpdate(onUpdate);
    router.locationChanged(at('/product/apple'));
    expect(onUpdate).not.toHaveBeenCalled();
    router.write({ query: 'b' });
    router.dispose();
    vi.advanceTimersByTime(1000);
    expect(navigate).not.toHaveBeenCalled();
  });

  test('a write after dispose never navigates (instantsearch clears its state while unmounting); a new start writes again', () => {
    const navigate = vi.fn();
    const router = createSearchRouter({ navigate, location: at('/search?query=milk&page=2') });
    router.onUpdate(vi.fn());
    router.dispose();
    router.write({});
    vi.advanceTimersByTime(1000);
    expect(navigate).not.toHaveBeenCalled();

    router.onUpdate(vi.fn());
    router.write({ query: 'tea' });
    vi.advanceTimersByTime(700);
    expect(navigate).toHaveBeenCalledWith('/search?query=tea');
  });
});
