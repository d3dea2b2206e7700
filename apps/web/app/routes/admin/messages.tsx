import { AdminContactMessages } from '../../features/admin/messages/components/admin-contact-messages';
import { AdminSubscribers } from '../../features/admin/messages/components/admin-subscribers';
import { adminShopMessages } from '../../features/admin/messages/messages';
import { adminMetaMessages, pageMeta, type MetaArgs } from '../../lib/meta';

export const meta = ({ matches }: MetaArgs) => pageMeta(adminMetaMessages(adminShopMessages, matches).metaTitle);

export default function AdminMessagesRoute() {
  return (
    <>
      <AdminContactMessages />
      <AdminSubscribers />
    </>
  );
}
