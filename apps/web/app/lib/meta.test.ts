import { describe, expect, it } from 'vitest';
import { defineMessages } from './i18n';
import { metaMessages } from './meta';

const words = defineMessages({ en: { title: 'Shop' }, vi: { title: 'Cửa hàng' } });
const rootAnswering = (loaderData: unknown) => [
  { id: 'root', loaderData },
  { id: 'routes/shop', loaderData: {} },
];

describe('metaMessages', () => {
  it("reads the page's language from the root loader's answer", () => {
    expect(metaMessages(words, rootAnswering({ locale: 'vi' })).title).toBe('Cửa hàng');
    expect(metaMessages(words, rootAnswering({ locale: 'en' })).title).toBe('Shop');
  });

  it('is English without the root’s answer or with a language it does not know', () => {
    expect(metaMessages(words, []).title).toBe('Shop');
    expect(metaMessages(words, [undefined]).title).toBe('Shop');
    expect(metaMessages(words, rootAnswering(undefined)).title).toBe('Shop');
    expect(metaMessages(words, rootAnswering({ locale: 'fr' })).title).toBe('Shop');
  });
});
