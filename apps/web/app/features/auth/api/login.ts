import type { AuthResponse, authResponseSchema, LoginInput } from '@veggie/contract';
import { api } from '../../../lib/api-client';

/** POST /auth/login: the session token and the user. */
export async function login(body: LoginInput): Promise<AuthResponse> {
  const res = await api.post<typeof authResponseSchema>('/auth/login', body);
  return res;
}
