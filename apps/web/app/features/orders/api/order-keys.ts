/** Query keys of the signed-in customer's orders; invalidate `orderKeys.all` after a checkout. */
export const orderKeys = {
  all: ['orders'] as const,
  list: () => [...orderKeys.all, 'list'] as const,
  lines: (orderId: string) => [...orderKeys.all, 'lines', orderId] as const,
};
