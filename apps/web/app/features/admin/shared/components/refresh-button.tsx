import { RefreshCw } from 'lucide-react';
import { useMessages } from '../../../../lib/i18n';
import { adminListMessages } from '../messages';
import { ui } from '../ui';

/** Reads a list again; the icon spins and the button waits while any read of it is under way. */
export function RefreshButton({ onRefresh, refreshing }: { onRefresh: () => void; refreshing: boolean }) {
  const text = useMessages(adminListMessages);
  return (
    <button type="button" className={ui.btnSecondary} onClick={onRefresh} disabled={refreshing}>
      <RefreshCw className={`size-4 ${refreshing ? 'animate-spin' : ''}`} aria-hidden />
      {text.refresh}
    </button>
  );
}
