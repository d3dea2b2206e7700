import type { User } from '@veggie/contract';
import { DEFAULT_AVATAR_PATH } from '../../lib/default-avatar';
import { publicImageUrl } from '../images/images.names';
import type { UserRow } from './users.table';

/** A stored user as the contract's User: never the password hash; without a photo, the default avatar's URL. */
export function toUser(row: UserRow, publicUrl: string | undefined): User {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    role: row.role,
    avatar: { url: publicImageUrl(publicUrl, row.avatarUrl ?? DEFAULT_AVATAR_PATH) },
    createdAt: row.createdAt.toISOString(),
  };
}
