import { ADDRESS_BOOK_MAX, type DeliveryAddress } from '@veggie/contract';
import clsx from 'clsx';
import { Plus } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { useMessages } from '../../../lib/i18n';
import { useAddresses } from '../api/get-addresses';
import { addressesMessages } from '../messages';
import { AddressForm, secondaryButton } from './address-form';
import { AddressSummary } from './address-summary';

export interface AddressPickerProps {
  /** The chosen address's id; undefined until one is chosen (the default is then chosen for the caller). */
  value: string | undefined;
  onChange: (address: DeliveryAddress) => void;
  /** The group's name; "Deliver to" by default. */
  legend?: string;
}

/**
 * Checkout's choice of address: the book as radio buttons, the default chosen first, and a form to add
 * an address on the spot, which is then chosen.
 */
export function AddressPicker({ value, onChange, legend }: AddressPickerProps) {
  const text = useMessages(addressesMessages);
  const addresses = useAddresses();
  const [adding, setAdding] = useState(false);
  const name = useId();
  const book = addresses.data;

  useEffect(() => {
    const fallback = book?.find((address) => address.isDefault) ?? book?.[0];
    if (fallback && !book?.some((address) => address._id === value)) onChange(fallback);
  }, [book, value, onChange]);

  if (addresses.isPending) {
    return (
      <p role="status" className="text-ink-600">
        {text.loading}
      </p>
    );
  }
  if (addresses.isError) {
    return (
      <FormAlert title={text.loadFailed}>
        <button type="button" onClick={() => void addresses.refetch()} className="font-semibold underline">
          {text.tryAgain}
        </button>
      </FormAlert>
    );
  }
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 font-display text-lg font-bold text-ink-900">{legend ?? text.picker.legend}</legend>
      {book?.map((address) => (
        <label
          key={address._id}
          className={clsx(
            'flex cursor-pointer items-start gap-3 rounded-card border bg-white p-4',
            address._id === value ? 'border-brand-600 ring-2 ring-brand-200' : 'border-cream-200',
          )}
        >
          <input
            type="radio"
            name={name}
            value={address._id}
            checked={address._id === value}
            onChange={() => onChange(address)}
            className="mt-1 size-4 shrink-0 accent-brand-600"
          />
          <AddressSummary address={address} />
        </label>
      ))}
      {adding || book?.length === 0 ? (
        <div className="rounded-card border border-brand-300 p-4">
          <AddressForm
            onSaved={(address) => {
              setAdding(false);
              onChange(address);
            }}
            // An empty book has nothing to go back to: the form is the only way on.
            onCancel={book?.length ? () => setAdding(false) : undefined}
          />
        </div>
      ) : (book?.length ?? 0) >= ADDRESS_BOOK_MAX ? null : (
        <button type="button" onClick={() => setAdding(true)} className={`${secondaryButton} self-start`}>
          <Plus className="size-4" aria-hidden />
          {text.picker.addNew}
        </button>
      )}
    </fieldset>
  );
}
