import type { User } from '@veggie/contract';
import { publicImageUrl } from '../../lib/storage';
import type { UserRow } from './users.table';

/** A stored user as the contract's User: never the password hash; `avatar` is always an object. */
export function toUser(row: UserRow, publicUrl: string | undefined): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    role: row.role,
    avatar: { url: publicImageUrl(publicUrl, row.avatarUrl) },
    createdAt: row.createdAt.toISOString(),
  };
}
