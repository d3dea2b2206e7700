import type { User } from '@veggie/contract';
import { AxiosError, AxiosHeaders } from 'axios';

/** A signed-up customer without phone or address (so checkout sends her to the profile). */
export const customerLan: User = {
  _id: 'u-1',
  name: 'Trần Thị Lan',
  email: 'lan@example.vn',
  phone: '',
  address: '',
  role: 'user',
  avatar: { url: null },
  createdAt: '2026-01-15T08:00:00.000Z',
};

/** The error axios rejects with when the server answers `status` with `data`. */
export const refused = (status: number, data: unknown) =>
  new AxiosError('failed', 'ERR_BAD_REQUEST', undefined, null, {
    status,
    statusText: '',
    headers: {},
    config: { headers: new AxiosHeaders() },
    data,
  });
