import { defineMessages } from '../../../lib/i18n';

/** The shop page (search, category and page); it loads with the shop route only. */
export const shopMessages = defineMessages({
  en: {
    meta: {
      page: (page: number) => ` – Page ${page}`,
      searchTitle: (q: string) => `Search results for "${q}"`,
      searchDescription: (q: string) =>
        `Organic fruit and vegetables matching "${q}" at Veggie Market: fresh from Vietnamese farms, prices in VND.`,
      categoryDescription: (name: string) =>
        `Shop ${name}: organic produce from Vietnamese farms, picked this week and delivered to your door.`,
      title: 'Shop',
      description:
        'Browse every organic fruit and vegetable we sell: leafy greens, herbs, mushrooms, tropical fruit and more, priced in VND.',
    },
    banner: 'Shop Single',
    crumb: 'Shop',
    /** `category`: the filtered category's name (a category page is not "All products"). */
    heading: (totalItems: number, q?: string, category?: string | null) =>
      q
        ? `Found ${totalItems} result(s) for "${q}"`
        : category
          ? `${category} (${totalItems})`
          : `All products (${totalItems})`,
    productsFailed: 'Failed to load products',
    categoriesFailed: 'Failed to load categories',
    selectedCategory: 'Selected category',
    clearCategory: (name: string) => `Clear the category filter ${name}`.trim(),
    loading: 'Loading products...',
    pastEnd: (page: number) => `Page ${page} is past the end of these results.`,
    firstPage: 'Back to page 1',
    noMatch: (q?: string) => `No products match ${q ? `"${q}"` : 'this selection'}.`,
    /** "Did you mean “cà chua”?", the quoted text a link to its search. */
    didYouMean: { before: 'Did you mean ', quoted: (q: string) => `“${q}”`, after: '?' },
    noMatchHint: 'Try other words, another category, or browse everything we have this week.',
    browseAll: 'Browse All Products',
    pages: 'Product pages',
    filter: { all: 'All categories', title: 'Categories' },
  },
  vi: {
    meta: {
      page: (page: number) => ` – Trang ${page}`,
      searchTitle: (q: string) => `Kết quả tìm kiếm cho "${q}"`,
      searchDescription: (q: string) =>
        `Rau củ quả hữu cơ phù hợp với "${q}" tại Veggie Market: tươi từ nông trại Việt Nam, giá bằng VND.`,
      categoryDescription: (name: string) =>
        `Mua ${name}: nông sản hữu cơ từ nông trại Việt Nam, thu hoạch trong tuần và giao tận nhà.`,
      title: 'Cửa hàng',
      description:
        'Xem mọi loại rau củ quả hữu cơ chúng tôi bán: rau lá, rau thơm, nấm, trái cây nhiệt đới và nhiều hơn nữa, giá bằng VND.',
    },
    banner: 'Cửa hàng',
    crumb: 'Cửa hàng',
    heading: (totalItems: number, q?: string, category?: string | null) =>
      q
        ? `Tìm thấy ${totalItems} kết quả cho "${q}"`
        : category
          ? `${category} (${totalItems})`
          : `Tất cả sản phẩm (${totalItems})`,
    productsFailed: 'Không tải được sản phẩm',
    categoriesFailed: 'Không tải được danh mục',
    selectedCategory: 'Danh mục đã chọn',
    clearCategory: (name: string) => `Bỏ lọc danh mục ${name}`.trim(),
    loading: 'Đang tải sản phẩm...',
    pastEnd: (page: number) => `Trang ${page} nằm ngoài số kết quả hiện có.`,
    firstPage: 'Về trang 1',
    noMatch: (q?: string) => `Không có sản phẩm nào phù hợp với ${q ? `"${q}"` : 'lựa chọn này'}.`,
    didYouMean: { before: 'Có phải bạn muốn tìm ', quoted: (q: string) => `“${q}”`, after: '?' },
    noMatchHint: 'Hãy thử từ khóa khác, danh mục khác, hoặc xem tất cả sản phẩm tuần này.',
    browseAll: 'Xem tất cả sản phẩm',
    pages: 'Trang sản phẩm',
    filter: { all: 'Tất cả danh mục', title: 'Danh mục' },
  },
});
