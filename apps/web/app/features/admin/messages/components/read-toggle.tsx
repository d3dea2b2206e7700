import { Mail, MailOpen } from 'lucide-react';
import { serverMessage } from '../../../../lib/api-client';
import { useMessages } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { RowActionButton, RowActions } from '../../shared/components/admin-table';
import { useMarkRead, type ShopMessageList } from '../api/mark-read';
import { adminShopMessages } from '../messages';

/** The row's one action: mark it read, or unread again. `what` names the row for screen readers. */
export function ReadToggle({
  list,
  id,
  read,
  what,
}: {
  list: ShopMessageList;
  id: string;
  read: boolean;
  what: string;
}) {
  const text = useMessages(adminShopMessages);
  const mark = useMarkRead();
  const toggle = () =>
    mark.mutate(
      { list, id, read: !read },
      { onError: (error) => toast.error(serverMessage(error) ?? text.markFailed) },
    );
  return (
    <RowActions>
      <RowActionButton
        icon={read ? Mail : MailOpen}
        label={read ? text.markUnread(what) : text.markRead(what)}
        tone="brand"
        onClick={toggle}
      />
    </RowActions>
  );
}

/** "New" beside an unread item, so the state does not rest on the bold type alone. */
export function UnreadBadge() {
  const text = useMessages(adminShopMessages);
  return (
    <span className="ml-2 rounded-pill bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
      {text.unreadBadge}
    </span>
  );
}
