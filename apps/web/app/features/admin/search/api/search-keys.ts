export const adminSearchKeys = {
  all: ['admin', 'search'] as const,
  synonyms: () => [...adminSearchKeys.all, 'synonyms'] as const,
  misses: (days: number) => [...adminSearchKeys.all, 'misses', days] as const,
};
