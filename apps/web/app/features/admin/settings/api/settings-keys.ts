export const adminSettingsKeys = {
  all: ['admin', 'settings'] as const,
  shop: () => [...adminSettingsKeys.all, 'shop'] as const,
  payment: () => [...adminSettingsKeys.all, 'payment'] as const,
  invoice: () => [...adminSettingsKeys.all, 'invoice'] as const,
};
