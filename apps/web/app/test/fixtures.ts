import type { ShopSettings, User } from '@veggie/contract';
import { ApiError } from '../lib/api-client';
import { toApiError } from '../lib/api-transport';

/** A signed-up customer without phone or address (so checkout sends her to the profile). */
export const customerLan: User = {
  _id: 'u-1',
  name: 'Trần Thị Lan',
  email: 'lan@example.vn',
  phone: '',
  address: '',
  role: 'user',
  avatar: { url: '/uploads/default-avatar.svg' },
  createdAt: '2026-01-15T08:00:00.000Z',
};

/** The ApiError of a call the server refused with `status` and the envelope `data`. */
export const refused = (status: number, data: unknown) => toApiError({ status, body: data });

/** A call that got no answer (network down, time-out). */
export const unanswered = (message = 'Network Error') => new ApiError(0, null, message, []);

/** A shop's settings as GET /settings/shop gives them. */
export const demoShop: ShopSettings = {
  shopName: 'Veggie Market',
  legalName: 'Công ty TNHH Veggie Market Việt Nam',
  address: '12 Nguyễn Huệ, Phường Sài Gòn, TP. Hồ Chí Minh',
  phone: '+84 28 3822 0000',
  email: 'support@veggie.market',
  businessRegistration: {
    number: '0318765432',
    issuedBy: 'Phòng Đăng ký kinh doanh, Sở Kế hoạch và Đầu tư TP. Hồ Chí Minh',
    issuedOn: '2023-03-14',
  },
  openingHours: { from: '07:00', until: '21:00' },
  delivery: { hours: { from: '08:00', until: '20:00' }, sameDayCutoff: '14:00', defaultFee: 0, defaultMinOrder: 0 },
  orders: { maxOpen: 5 },
  returns: { reportWindowHours: 24, refundWorkingDays: 5 },
};
