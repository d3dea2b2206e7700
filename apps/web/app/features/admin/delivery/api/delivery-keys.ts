export const adminDeliveryKeys = {
  all: ['admin', 'delivery'] as const,
  zones: () => [...adminDeliveryKeys.all, 'zones'] as const,
  templates: (zoneId: string) => [...adminDeliveryKeys.all, 'templates', zoneId] as const,
  closedDays: () => [...adminDeliveryKeys.all, 'closed-days'] as const,
  slots: (date: string) => [...adminDeliveryKeys.all, 'slots', date] as const,
  packingList: (slotId: string) => [...adminDeliveryKeys.all, 'packing-list', slotId] as const,
  substitutes: (orderId: string, lineId: string) => [...adminDeliveryKeys.all, 'substitutes', orderId, lineId] as const,
};
