import { AdminContactMessages } from '../../features/admin/messages/components/admin-contact-messages';
import { AdminSubscribers } from '../../features/admin/messages/components/admin-subscribers';
import { adminShopMessages } from '../../features/admin/messages/messages';
import { pageMeta } from '../../lib/meta';

export const meta = () => pageMeta(adminShopMessages.en.metaTitle);

export default function AdminMessagesRoute() {
  return (
    <>
      <AdminContactMessages />
      <AdminSubscribers />
    </>
  );
}
