import type { AuthResponse, authResponseSchema, RegisterInput } from '@veggie/contract';
import { api } from '../../../lib/api-client';

/** POST /auth/register: creates a customer account and signs it in. */
export async function register(body: RegisterInput): Promise<AuthResponse> {
  const res = await api.post<typeof authResponseSchema>('/auth/register', body);
  return res;
}
