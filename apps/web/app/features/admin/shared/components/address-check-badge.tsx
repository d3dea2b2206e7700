import { MapPinOff } from 'lucide-react';
import { useMessages } from '../../../../lib/i18n';
import { addressCheckMessages } from '../messages';

/**
 * "Address not checked": the order's address was matched to no delivery zone (an order of the bodyless
 * checkout), so the shop checks it before the route. The words say it; the tooltip says why.
 */
export function AddressCheckBadge({ checked }: { checked: boolean }) {
  const text = useMessages(addressCheckMessages);
  if (checked) return null;
  return (
    <span
      title={text.explain}
      className="inline-flex items-center gap-1 rounded-pill bg-amber-100 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900 print:border print:border-black print:bg-white print:text-black"
    >
      <MapPinOff className="size-3.5" aria-hidden />
      {text.notChecked}
    </span>
  );
}
