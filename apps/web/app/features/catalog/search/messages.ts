import { defineMessages } from '../../../lib/i18n';

/** The suggestion list under the header search; it loads with the list, on the search box's first focus. */
export const suggestionMessages = defineMessages({
  en: {
    label: 'Suggestions',
    products: 'Products',
    categories: 'Categories',
    count: (n: number) =>
      `${n} ${n === 1 ? 'suggestion' : 'suggestions'}: use the up and down arrow keys to choose, Enter to open.`,
  },
  vi: {
    label: 'Gợi ý',
    products: 'Sản phẩm',
    categories: 'Danh mục',
    count: (n: number) => `${n} gợi ý: dùng phím mũi tên lên, xuống để chọn, Enter để mở.`,
  },
});
