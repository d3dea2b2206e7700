import type {
  DeliveryAddress,
  invoiceSettingsEnvelopeSchema,
  Order,
  OrderInvoice,
  Product,
  ShopSettings,
  User,
} from '@veggie/contract';
import { ApiError, type Infer } from '../lib/api-client';
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

/** A 400 whose `message` (the banner's words, `field`'s own by default) is the one refusal of `field`. */
export const refusedField = (code: string, field: string, message: string, banner = message) =>
  refused(400, { success: false, code, message: banner, errors: [{ field, message }] });

/** A call that got no answer (network down, time-out). */
export const unanswered = (message = 'Network Error') => new ApiError(0, null, message, []);

/** A shop's settings as GET /settings/shop gives them. */
export const demoShop: ShopSettings = {
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

/** The e-invoice settings as GET /admin/settings/invoice gives them: no tax code of its own, so the shop's number. */
export const demoInvoiceSettings: Infer<typeof invoiceSettingsEnvelopeSchema>['data'] = {
  sellerTaxCode: '',
  templateCode: '1',
  series: 'C25TVM',
  providerAccountId: '',
  deliveryVatRate: 8,
  provider: 'sepay',
  effectiveSellerTaxCode: demoShop.businessRegistration.number,
};

/** The default address in a shopper's address book (Ho Chi Minh City). */
export const homeAddress: DeliveryAddress = {
  _id: 'a-home',
  receiverName: 'Nguyễn Thị Lan',
  phone: '0912 345 678',
  province: { code: '79', name: 'Thành phố Hồ Chí Minh' },
  ward: { code: '26734', name: 'Phường Sài Gòn' },
  street: '12 Lý Tự Trọng',
  isDefault: true,
};

/**
 * An order paid cash on delivery and not paid yet, so its whole total is due; without a delivery slot or
 * address (placed before delivery zones). `fields` give the rest: its total at least.
 */
export const codOrder = (fields: Partial<Order> & Pick<Order, 'totalAmount'>): Order => ({
  _id: '5f1c2d3e-4b5a-4c6d-9e8f-0a1bab12cd34',
  user: { _id: 'u-1', name: 'Trần Văn Minh', email: 'minh@example.com' },
  status: 'processing',
  subtotal: fields.totalAmount,
  deliveryFee: 0,
  discounts: [],
  points: { used: 0, amount: 0, earned: 0 },
  delivery: { slot: null, address: null, note: '', addressChecked: false },
  payment: {
    method: 'cod',
    status: 'unpaid',
    paidAt: null,
    reference: null,
    expiresAt: null,
    amountReceived: 0,
    kept: 0,
    amountDue: fields.totalAmount,
    refundDue: 0,
    refunded: 0,
  },
  itemCount: 1,
  weightGrams: 0,
  shipping: { name: 'Trần Văn Minh', phone: '0912 345 678', address: '45 Trần Phú, Hải Châu, Đà Nẵng' },
  createdAt: '2026-11-20T03:00:00.000Z',
  estimated: false,
  updatedAt: '2026-11-20T03:00:00.000Z',
  ...fields,
});

/** A product sold by the box, in stock, at its full price. */
export const cherryTomatoes: Product = {
  _id: '53af2b8a-a64f-42a4-97e4-cd033eb8d7fc',
  name: 'Cà chua bi hữu cơ',
  nameEn: 'Organic cherry tomatoes',
  description: 'Cà chua bi đỏ mọng, vị chua ngọt, trồng nhà màng tại Lâm Đồng.',
  price: 45000,
  salePrice: null,
  unit: { kind: 'piece', label: 'hộp 500 g', labelEn: 'box of 500 g' },
  stock: 60,
  stockGrams: null,
  maxPerOrder: null,
  category: { _id: '07803857-7861-4960-8c74-9cad936733eb', name: 'Rau ăn quả' },
  imageUrl: '/uploads/ca-chua.webp',
  avgRating: 4.9,
  createdAt: '2026-11-20T02:51:54.221Z',
};

/** A delivered or cancelled order's e-invoice before the shop issued any (GET /orders/:id/invoice). */
export const noInvoice: OrderInvoice = {
  status: 'none',
  number: null,
  series: null,
  issuedAt: null,
  lookupCode: null,
  pdfUrl: null,
  adjustments: [],
};
