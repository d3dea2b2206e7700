import type { AuthResponse, LoginInput } from '@veggie/contract';
import { http } from '../../../lib/http';

/** POST /auth/login: the session token and the user. */
export async function login(body: LoginInput): Promise<AuthResponse> {
  const res = await http.post<AuthResponse>('/auth/login', body);
  return res.data;
}
