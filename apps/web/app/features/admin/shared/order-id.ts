/** Orders are named by the last 8 characters of their id, uppercased, as on the customer side (spec §9). */
export function shortOrderId(id: string): string {
  return `#${id.slice(-8).toUpperCase()}`;
}
