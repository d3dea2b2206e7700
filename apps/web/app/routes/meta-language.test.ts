import { describe, expect, it } from 'vitest';
import { meta as cartMeta } from './cart';
import { meta as homeMeta } from './home';
import { meta as ordersMeta } from './admin/orders';
import { meta as packingMeta } from './admin/packing-list';

/** The matches a `meta` function gets: the root's answer names the page's language (root.tsx). */
const inLanguage = (locale: string) => [{ id: 'root', loaderData: { locale } }];

describe('page titles and descriptions follow the language', () => {
  it('the cart', () => {
    expect(cartMeta({ matches: inLanguage('en') })[0]).toEqual({ title: 'Cart · Veggie Market' });
    expect(cartMeta({ matches: inLanguage('vi') })[0]).toEqual({ title: 'Giỏ hàng · Veggie Market' });
  });

  it('the home page', () => {
    const tags = homeMeta({ matches: inLanguage('vi') } as unknown as Parameters<typeof homeMeta>[0]);
    expect(tags).toContainEqual({ title: 'Rau củ quả hữu cơ từ nông trại Việt Nam · Veggie Market' });
    expect(tags).toContainEqual({ name: 'description', content: expect.stringMatching(/[ăâđêôơư]/) });
  });
});

describe("admin titles follow the admin's language", () => {
  /** The root's answer on an admin page: the storefront's language and the admin's (root.tsx). */
  const admin = (adminLocale: string) => [{ id: 'root', loaderData: { locale: 'en', adminLocale } }];

  it('in Vietnamese or English, whatever the storefront speaks', () => {
    expect(ordersMeta({ matches: admin('vi') })[0]).toEqual({ title: 'Quản lý đơn hàng · Veggie Market' });
    expect(ordersMeta({ matches: admin('en') })[0]).toEqual({ title: 'Admin orders · Veggie Market' });
    expect(packingMeta({ matches: admin('vi') })[0]).toEqual({ title: 'Phiếu soạn hàng · Veggie Market' });
    expect(packingMeta({ matches: admin('en') })[0]).toEqual({ title: 'Packing list · Veggie Market' });
  });

  it('in Vietnamese when the root gave no answer', () => {
    expect(ordersMeta({ matches: [] })[0]).toEqual({ title: 'Quản lý đơn hàng · Veggie Market' });
  });
});
