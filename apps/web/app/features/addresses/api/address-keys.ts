/** Query keys of the address book; invalidate `addressKeys.all` after a change. */
export const addressKeys = {
  all: ['addresses'] as const,
  list: () => [...addressKeys.all, 'list'] as const,
};
