import type { DeliveryAddress, Location } from '@veggie/contract';
import { vi } from 'vitest';
import { api } from '../../lib/api-client';

export const PROVINCES: Location[] = [
  { code: '01', name: 'Thành phố Hà Nội' },
  { code: '48', name: 'Thành phố Đà Nẵng' },
  { code: '79', name: 'Thành phố Hồ Chí Minh' },
];

export const WARDS: Record<string, Location[]> = {
  '01': [
    { code: '00004', name: 'Phường Ba Đình' },
    { code: '00070', name: 'Phường Hoàn Kiếm' },
    { code: '09700', name: 'Xã Ba Vì' },
  ],
  '79': [
    { code: '26740', name: 'Phường Sài Gòn' },
    { code: '26743', name: 'Phường Bến Thành' },
  ],
};

export const homeAddress: DeliveryAddress = {
  _id: 'a-1',
  receiverName: 'Nguyễn Văn An',
  phone: '0912 345 678',
  province: PROVINCES[0]!,
  ward: WARDS['01']![0]!,
  street: '12 Điện Biên Phủ',
  isDefault: true,
};

export const officeAddress: DeliveryAddress = {
  _id: 'a-2',
  receiverName: 'Trần Thị Bình',
  phone: '0987 654 321',
  province: PROVINCES[2]!,
  ward: WARDS['79']![0]!,
  street: '5 Lê Lợi',
  isDefault: false,
};

/** Answers the GETs the address book makes: provinces, wards, and the book as `book()` returns it. */
export function serveLocations(book: () => DeliveryAddress[] = () => []) {
  vi.mocked(api.get).mockImplementation(async (path: string) => {
    if (path === '/locations/provinces') return { success: true, data: PROVINCES };
    const wards = /^\/locations\/provinces\/(\d+)\/wards$/.exec(path);
    if (wards) return { success: true, data: WARDS[wards[1]!] ?? [] };
    if (path === '/auth/addresses') return { success: true, data: book() };
    throw new Error(`unexpected GET ${path}`);
  });
}
