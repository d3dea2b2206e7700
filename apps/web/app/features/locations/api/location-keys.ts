/** Query keys of the provinces and wards the address pickers offer (the shopper's book and the admin's zones). */
export const locationKeys = {
  all: ['locations'] as const,
  provinces: () => [...locationKeys.all, 'provinces'] as const,
  wards: (provinceCode: string) => [...locationKeys.all, 'wards', provinceCode] as const,
};
