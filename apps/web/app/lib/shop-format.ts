/** "07:00" written as both our languages write a time of day: "7:00". */
export function formatTime(time: string): string {
  return time.replace(/^0(?=\d:)/, '');
}

/** Opening or delivery hours: "7:00–21:00". */
export const formatHours = ({ from, until }: { from: string; until: string }) =>
  `${formatTime(from)}–${formatTime(until)}`;

/** A calendar date "2023-03-14" as "14/03/2023", the order both Vietnamese and British English use. */
export function formatIsoDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

/** A phone number as printed ("+84 28 3822 0000") as a tel: link. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
