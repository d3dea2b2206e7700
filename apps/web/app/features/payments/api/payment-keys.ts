/** Query keys of payments: what checkout may offer, and one order's payment (polled on its page). */
export const paymentKeys = {
  all: ['payments'] as const,
  methods: () => [...paymentKeys.all, 'methods'] as const,
  order: (orderId: string) => [...paymentKeys.all, 'order', orderId] as const,
};
