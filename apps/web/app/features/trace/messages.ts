import { defineMessages } from '../../lib/i18n';

/** The batch page a label's QR opens: which product, from which farm, packed when. */
export const traceMessages = defineMessages({
  en: {
    title: (name: string) => `${name}: where this batch comes from`,
    metaDescription: (name: string, farm: string) =>
      farm ? `The batch of ${name} you bought at Veggie Market: grown at ${farm}.` : `The batch of ${name}.`,
    banner: 'Trace your produce',
    batch: (code: string) => `Batch ${code}`,
    intro:
      'This label traces the produce in your bag: the farm it came from, its certificate and the day we packed it.',
    viewProduct: 'See this product in the shop',
    notFound: 'No batch has this code',
    notFoundHint: 'Check the code printed under the QR on your label, or ask us: we are glad to help.',
    loadFailed: 'Could not load this batch',
    failedHint: 'Please check your connection and try again in a moment.',
    backToShop: 'Back to Shop',
  },
  vi: {
    title: (name: string) => `${name}: nguồn gốc lô hàng`,
    metaDescription: (name: string, farm: string) =>
      farm ? `Lô ${name} bạn mua tại Veggie Market, trồng tại ${farm}.` : `Lô hàng ${name}.`,
    banner: 'Truy xuất nguồn gốc',
    batch: (code: string) => `Lô ${code}`,
    intro:
      'Nhãn này cho biết nguồn gốc nông sản trong túi của bạn: nơi trồng, giấy chứng nhận và ngày chúng tôi đóng gói.',
    viewProduct: 'Xem sản phẩm này trong cửa hàng',
    notFound: 'Không có lô hàng nào mang mã này',
    notFoundHint: 'Hãy kiểm tra mã in dưới mã QR trên nhãn, hoặc liên hệ với chúng tôi để được hỗ trợ.',
    loadFailed: 'Không tải được thông tin lô hàng',
    failedHint: 'Vui lòng kiểm tra kết nối mạng và thử lại sau giây lát.',
    backToShop: 'Quay lại cửa hàng',
  },
});
