import { defineMessages } from '../../lib/i18n';

/**
 * The shop's delivery terms in words: the fee (null: free everywhere) and the free-delivery threshold, each
 * already "from X" when it differs between areas, and whether anything does.
 */
interface ShopTermsText {
  fee: string | null;
  freeFrom: string | null;
  varies: boolean;
}

/** "Do you deliver to me?" on the cart and the delivery policy, and the cart's way to free delivery. */
export const deliveryAreaMessages = defineMessages({
  en: {
    check: {
      title: 'Do we deliver to you?',
      intro: 'Choose your province and ward to see the fee, the minimum order and the earliest delivery time.',
      province: 'Province or city',
      ward: 'Ward or commune',
      choose: 'Choose…',
      open: 'Check my area',
      loading: 'Checking…',
      failed: 'The delivery could not be checked. Please try again.',
      yes: (place: string) => `We deliver to ${place}`,
      terms: (fee: string, freeFrom: string | null, minOrder: string | null) =>
        [`delivery fee ${fee}`, freeFrom && `free from ${freeFrom}`, minOrder && `minimum order ${minOrder}`]
          .filter(Boolean)
          .join(', '),
      earliest: (window: string) => `Earliest delivery: ${window}`,
      noSlot: 'No delivery time is free in the next 7 days: we call you to agree one.',
      no: (place: string) => `We do not deliver to ${place} yet.`,
      where: 'Where we deliver:',
      whole: (provinces: string) => `all of ${provinces}`,
    },
    progress: {
      title: 'Delivery',
      zone: (zone: string, fee: string) => `Delivery to ${zone}: ${fee}`,
      minimum: (minimum: string, missing: string) => `Minimum order ${minimum}: add ${missing} more to check out`,
      toFree: (missing: string) => `Add ${missing} more for free delivery`,
      free: 'Your order is delivered free',
      checkArea: 'Check whether we deliver to you to see the fee and the way to free delivery.',
      shopFee: ({ fee, freeFrom, varies }: ShopTermsText) =>
        `${fee === null ? 'Free delivery' : `Delivery ${fee}`}${freeFrom ? `; free from ${freeFrom}` : ''}${varies ? ', depending on your area' : ''}`,
      shopMinimum: (minimum: string, varies: boolean) =>
        `Minimum order ${minimum}${varies ? ', depending on your area' : ''}`,
      from: (amount: string) => `from ${amount}`,
      checkExact: 'Check your area for your exact fee and minimum.',
    },
    product: {
      earliest: (zone: string, window: string) => `Earliest delivery to ${zone}: ${window}`,
      noSlot: (zone: string) => `No delivery time to ${zone} is free in the next 7 days`,
    },
  },
  vi: {
    check: {
      title: 'Cửa hàng có giao đến bạn không?',
      intro: 'Chọn tỉnh/thành và phường/xã để xem phí giao hàng, đơn tối thiểu và khung giờ giao sớm nhất.',
      province: 'Tỉnh/Thành phố',
      ward: 'Phường/Xã',
      choose: 'Chọn…',
      open: 'Kiểm tra khu vực của tôi',
      loading: 'Đang kiểm tra…',
      failed: 'Chưa kiểm tra được. Vui lòng thử lại.',
      yes: (place: string) => `Có giao đến ${place}`,
      terms: (fee: string, freeFrom: string | null, minOrder: string | null) =>
        [`phí ${fee}`, freeFrom && `miễn phí từ ${freeFrom}`, minOrder && `đơn tối thiểu ${minOrder}`]
          .filter(Boolean)
          .join(', '),
      earliest: (window: string) => `Khung giờ sớm nhất: ${window}`,
      noSlot: 'Không còn khung giờ trống trong 7 ngày tới: chúng tôi sẽ gọi điện để hẹn giờ giao.',
      no: (place: string) => `Chưa giao đến ${place}.`,
      where: 'Chúng tôi đang giao đến:',
      whole: (provinces: string) => `toàn bộ ${provinces}`,
    },
    progress: {
      title: 'Giao hàng',
      zone: (zone: string, fee: string) => `Giao đến ${zone}: ${fee}`,
      minimum: (minimum: string, missing: string) => `Đơn tối thiểu ${minimum}: mua thêm ${missing} để đặt hàng`,
      toFree: (missing: string) => `Mua thêm ${missing} để được miễn phí giao hàng`,
      free: 'Đơn hàng của bạn được miễn phí giao hàng',
      checkArea: 'Kiểm tra khu vực giao hàng để xem phí và mức miễn phí giao hàng.',
      shopFee: ({ fee, freeFrom, varies }: ShopTermsText) =>
        `${fee === null ? 'Miễn phí giao hàng' : `Phí giao hàng ${fee}`}${freeFrom ? `; miễn phí từ ${freeFrom}` : ''}${varies ? ' tùy khu vực' : ''}`,
      shopMinimum: (minimum: string, varies: boolean) => `Đơn tối thiểu ${minimum}${varies ? ' tùy khu vực' : ''}`,
      from: (amount: string) => `từ ${amount}`,
      checkExact: 'Kiểm tra khu vực của bạn để biết chính xác phí giao hàng và đơn tối thiểu.',
    },
    product: {
      earliest: (zone: string, window: string) => `Giao sớm nhất đến ${zone}: ${window}`,
      noSlot: (zone: string) => `Không còn khung giờ giao đến ${zone} trong 7 ngày tới`,
    },
  },
});
