export const adminSettingsKeys = {
  all: ['admin', 'settings'] as const,
  shop: () => [...adminSettingsKeys.all, 'shop'] as const,
};
