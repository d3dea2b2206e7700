/** Query keys of the address book and of the places its pickers offer; invalidate `addressKeys.all` after a change. */
export const addressKeys = {
  all: ['addresses'] as const,
  list: () => [...addressKeys.all, 'list'] as const,
};

export const locationKeys = {
  all: ['locations'] as const,
  provinces: () => [...locationKeys.all, 'provinces'] as const,
  wards: (provinceCode: string) => [...locationKeys.all, 'wards', provinceCode] as const,
};
