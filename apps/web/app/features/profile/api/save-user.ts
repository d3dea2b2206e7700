import type { User } from '@veggie/contract';
import type { QueryClient } from '@tanstack/react-query';
import { storage } from '../../../lib/storage';
import { profileKeys } from './profile-keys';

/** After a change: the stored user (the session's copy) and the profile both show it, then the profile reloads. */
export async function saveUser(queryClient: QueryClient, user: User): Promise<void> {
  storage.set('user', user);
  queryClient.setQueryData(profileKeys.detail(), user);
  await queryClient.invalidateQueries({ queryKey: profileKeys.detail() });
}
