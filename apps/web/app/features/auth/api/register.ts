import type { AuthResponse, RegisterInput } from '@veggie/contract';
import { http } from '../../../lib/http';

/** POST /auth/register: creates a customer account and signs it in. */
export async function register(body: RegisterInput): Promise<AuthResponse> {
  const res = await http.post<AuthResponse>('/auth/register', body);
  return res.data;
}
