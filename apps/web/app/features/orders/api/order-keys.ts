/** Query keys of the signed-in customer's orders; invalidate `orderKeys.all` after a checkout. */
export const orderKeys = {
  all: ['orders'] as const,
  list: () => [...orderKeys.all, 'list'] as const,
  lines: (orderId: string) => [...orderKeys.all, 'lines', orderId] as const,
  invoice: (orderId: string) => [...orderKeys.all, 'invoice', orderId] as const,
  /** The invoice buyer of the last order that named one: checkout's invoice form starts from it. */
  invoiceBuyer: () => [...orderKeys.all, 'invoice-buyer'] as const,
};
