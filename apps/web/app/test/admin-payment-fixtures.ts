import type { BankTransfer, Order } from '@veggie/contract';

/** A bank-transfer order of 120.000 ₫ waiting for its money, as the admin's order list gives it. */
export const transferOrder: Order = {
  _id: '7a1b2c3d-aaaa-bbbb-cccc-00000000ab12',
  user: { _id: 'u2', name: 'Anh Minh', email: 'minh@example.com' },
  status: 'processing',
  totalAmount: 120_000,
  subtotal: 100_000,
  deliveryFee: 20_000,
  discounts: [],
  points: { used: 0, amount: 0, earned: 0 },
  itemCount: 3,
  weightGrams: 0,
  estimated: false,
  shipping: { name: 'Anh Minh', phone: '0903 000 111', address: '12 Lê Lợi, Phường Sài Gòn, TP. Hồ Chí Minh' },
  delivery: { slot: null, address: null, note: '', addressChecked: false },
  payment: {
    method: 'bank_transfer',
    status: 'unpaid',
    paidAt: null,
    reference: 'VMAB23CD45',
    expiresAt: '2026-11-20T08:30:00.000Z',
    amountReceived: 0,
    kept: 0,
    amountDue: 120_000,
    refundDue: 0,
    refunded: 0,
  },
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
};

/** The same order with its payment changed. */
export const withPayment = (payment: Partial<Order['payment']>, order: Order = transferOrder): Order => ({
  ...order,
  payment: { ...order.payment, ...payment },
});

/** A transfer the bank notified without any order's reference in its description. */
export const unmatchedTransfer: BankTransfer = {
  _id: 'bt-1',
  provider: 'sepay',
  providerId: '92704',
  amount: 50_000,
  content: 'CHUYEN TIEN MUA RAU',
  accountNumber: '0123456789',
  bankReference: 'FT26324000001',
  outcome: 'unmatched',
  order: null,
  receivedAt: '2026-11-20T09:15:00.000Z',
};

export const pageOf = <T>(items: T[]) => ({
  success: true as const,
  data: items,
  count: items.length,
  pagination: { currentPage: 1, totalPages: 1, totalItems: items.length, itemsPerPage: 10 },
});
