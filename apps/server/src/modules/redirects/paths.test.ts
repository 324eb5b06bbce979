import { describe, expect, it } from 'vitest';
import { fromProblem, locationFor, redirectKeyOf, toProblem } from './paths';

describe('redirect addresses', () => {
  it('keys an old address by its decoded, lower-case path without query, fragment or end slash', () => {
    expect(redirectKeyOf('/Products/Blue-Shirt/?ref=x#top')).toBe('/products/blue-shirt');
    expect(redirectKeyOf('/product-category/caf%C3%A9//mugs/')).toBe('/product-category/café/mugs');
    expect(redirectKeyOf('/bad%E0%A4%A')).toBe('/bad%e0%a4%a');
    expect(redirectKeyOf('/')).toBe('/');
  });

  it('refuses old addresses of the home page, the admin and the API, and other hosts', () => {
    expect(fromProblem('/old', '/admin')).toBeUndefined();
    expect(fromProblem('/ADMIN/orders', '/admin')).toMatch(/admin/);
    expect(fromProblem('/backoffice', '/backoffice')).toMatch(/admin/);
    expect(fromProblem('/administrator', '/admin')).toBeUndefined();
    expect(fromProblem('/api', '/admin')).toMatch(/API/);
    expect(fromProblem('//', '/admin')).toMatch(/start with/);
    expect(fromProblem('https://old.example/x', '/admin')).toMatch(/path on this shop/);
  });

  it('sends to paths and https addresses only', () => {
    expect(toProblem('/new?x=1')).toBeUndefined();
    expect(toProblem('https://example.com/a')).toBeUndefined();
    expect(toProblem('http://example.com/a')).toMatch(/https/);
    expect(toProblem('javascript:alert(1)')).toMatch(/https/);
    expect(toProblem('/\\evil.example')).toMatch(/https/);
    expect(toProblem('new-page')).toMatch(/path/);
  });

  it('adds the request’s query to the new address, before its fragment', () => {
    expect(locationFor('/new', 'a=1')).toBe('/new?a=1');
    expect(locationFor('/new?b=2#top', 'a=1')).toBe('/new?b=2&a=1#top');
    expect(locationFor('/new', '')).toBe('/new');
  });
});
