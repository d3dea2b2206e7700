import { describe, expect, it } from 'vitest';
import { adminRoutePatterns } from '../../../web/app/config/admin-paths';
import { routePatterns } from '../../../web/app/config/paths';
import { shopLinks } from './shop-links';

describe('shop links', () => {
  const links = shopLinks('https://shop.example');

  it('points at the pages the storefront serves', () => {
    const pathOf = (link: string) => new URL(link).pathname;
    expect(pathOf(links.orders())).toBe(routePatterns.orders);
    expect(pathOf(links.orderPayment('ID'))).toBe(routePatterns.orderPayment.replace(':id', 'ID'));
    expect(pathOf(links.contact())).toBe(routePatterns.contact);
    expect(pathOf(links.adminOrder('ID'))).toBe(adminRoutePatterns.orders);
    expect(pathOf(links.resetPassword('t'))).toBe(routePatterns.resetPassword);
    expect(pathOf(links.newsletterUnsubscribe('t'))).toBe(routePatterns.newsletterUnsubscribe);
    expect(pathOf(links.newsletterManage('t'))).toBe(routePatterns.newsletterManage);
  });

  it('is absolute on the origin and carries a token whole', () => {
    expect(links.resetPassword('a+b/c=')).toBe('https://shop.example/reset-password?token=a%2Bb%2Fc%3D');
  });
});
