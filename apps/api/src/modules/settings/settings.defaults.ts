import type { ShopSettings } from '@veggie/contract';

/**
 * The demo shop's details, shown until an admin saves the real ones. Fictitious: the registration number
 * belongs to no company.
 */
export const DEMO_SHOP_SETTINGS: ShopSettings = {
  shopName: 'Veggie Market',
  legalName: 'Công ty TNHH Veggie Market Việt Nam',
  address: '12 Nguyễn Huệ, Phường Sài Gòn, TP. Hồ Chí Minh',
  phone: '+84 28 3822 0000',
  email: 'support@veggie.market',
  zaloUrl: '',
  businessRegistration: {
    number: '0318765432',
    issuedBy: 'Phòng Đăng ký kinh doanh, Sở Kế hoạch và Đầu tư TP. Hồ Chí Minh',
    issuedOn: '2023-03-14',
  },
  openingHours: { from: '07:00', until: '21:00' },
  delivery: { hours: { from: '08:00', until: '20:00' }, sameDayCutoff: '14:00', defaultFee: 0, defaultMinOrder: 0 },
  orders: { maxOpen: 5 },
  points: { vndPerPoint: 10_000, pointValue: 100, maxSharePercent: 50, validMonths: 12 },
  returns: { reportWindowHours: 24, refundWorkingDays: 5 },
};
