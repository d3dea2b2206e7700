import { defineMessages } from '../../lib/i18n';

// Its own module, not messages.ts: those words sit in every storefront page's first load (the product grid), these
// only with the origin box of the product and trace pages.
/** Where a product comes from and what vouches for it: the product page and the trace page. */
export const productOriginMessages = defineMessages({
  en: {
    heading: 'Origin and certificate',
    farm: 'Farm',
    province: 'Province',
    certification: 'Certification',
    certificationNames: { organic: 'Organic', vietgap: 'VietGAP', none: 'None' },
    badge: { organic: 'Certified organic', vietgap: 'VietGAP certified' },
    certificateNo: 'Certificate number',
    validUntil: 'Valid until',
    expired: (day: string) => `${day} (expired)`,
    packedOn: 'Packed on',
    unknownOrigin: 'The farm of this product has not been recorded yet.',
  },
  vi: {
    heading: 'Nguồn gốc và chứng nhận',
    farm: 'Nơi trồng',
    province: 'Tỉnh/thành',
    certification: 'Chứng nhận',
    certificationNames: { organic: 'Hữu cơ', vietgap: 'VietGAP', none: 'Không có' },
    badge: { organic: 'Chứng nhận hữu cơ', vietgap: 'Chứng nhận VietGAP' },
    certificateNo: 'Số giấy chứng nhận',
    validUntil: 'Hiệu lực đến',
    expired: (day: string) => `${day} (đã hết hạn)`,
    packedOn: 'Ngày đóng gói',
    unknownOrigin: 'Chưa ghi nhận nơi trồng của sản phẩm này.',
  },
});
