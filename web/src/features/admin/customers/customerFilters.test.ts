import { describe, expect, it } from 'vitest';
import {
  customerFiltersFromQuery,
  customerListVariables,
  customerName,
  orderPath,
  queryFromCustomerFilters,
} from './customerFilters';

describe('the customer list query', () => {
  it('reads the search and page from the URL, dropping what is not a page', () => {
    expect(customerFiltersFromQuery(new URLSearchParams('q=%200300%20&page=3'))).toEqual({ search: '0300', page: 3 });
    expect(customerFiltersFromQuery(new URLSearchParams('page=abc'))).toEqual({ search: '', page: 1 });
    expect(customerFiltersFromQuery(new URLSearchParams('page=-2'))).toEqual({ search: '', page: 1 });
  });

  it('writes a bare query for the plain list and round-trips a search', () => {
    expect(queryFromCustomerFilters({ search: '', page: 1 }).toString()).toBe('');
    const query = queryFromCustomerFilters({ search: 'ali raza', page: 2 });
    expect(query.toString()).toBe('q=ali+raza&page=2');
    expect(customerFiltersFromQuery(query)).toEqual({ search: 'ali raza', page: 2 });
  });

  it('sends no search rather than an empty one', () => {
    expect(customerListVariables({ search: '', page: 1 })).toEqual({ page: 1, limit: 25 });
    expect(customerListVariables({ search: '4567', page: 2 })).toEqual({ search: '4567', page: 2, limit: 25 });
  });
});

describe('a customer as the console names them', () => {
  it('uses the name, else the phone, else the e-mail', () => {
    expect(customerName({ fname: ' Ali ', lname: 'Raza' })).toBe('Ali Raza');
    expect(customerName({ fname: 'Ali', lname: null })).toBe('Ali');
    expect(customerName({ fname: '', lname: '', phone: '03001234567', email: 'a@b.pk' })).toBe('03001234567');
    expect(customerName({ email: 'a@b.pk' })).toBe('a@b.pk');
  });

  it("links an order by its serial to the console's order page", () => {
    expect(orderPath('K-100001')).toBe('/admin/orders/K-100001');
  });
});
