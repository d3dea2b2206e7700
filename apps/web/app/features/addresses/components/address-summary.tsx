import { addressLine, type DeliveryAddress } from '@veggie/contract';
import { useMessages } from '../../../lib/i18n';
import { addressesMessages } from '../messages';

/** Receiver, phone and the address on one line, with a "Default" badge on the default one. */
export function AddressSummary({ address }: { address: DeliveryAddress }) {
  const text = useMessages(addressesMessages);
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-ink-900">{address.receiverName}</span>
        {address.isDefault && (
          <span className="rounded-pill bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
            {text.defaultBadge}
          </span>
        )}
      </p>
      <p className="text-ink-600">{address.phone}</p>
      <p className="text-ink-900">{addressLine(address)}</p>
    </div>
  );
}
