import type { User } from '@veggie/contract';
import { ApiError } from '../lib/api-client';
import { toApiError } from '../lib/api-transport';

/** A signed-up customer without phone or address (so checkout sends her to the profile). */
export const customerLan: User = {
  _id: 'u-1',
  name: 'Trần Thị Lan',
  email: 'lan@example.vn',
  phone: '',
  address: '',
  role: 'user',
  avatar: { url: '/uploads/default-avatar.svg' },
  createdAt: '2026-01-15T08:00:00.000Z',
};

/** The ApiError of a call the server refused with `status` and the envelope `data`. */
export const refused = (status: number, data: unknown) => toApiError({ status, body: data });

/** A call that got no answer (network down, time-out). */
export const unanswered = (message = 'Network Error') => new ApiError(0, null, message, []);
