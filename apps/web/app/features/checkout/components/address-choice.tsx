import { ADDRESS_BOOK_MAX, addressLine, type DeliveryAddress } from '@veggie/contract';
import { Plus } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useMessages } from '../../../lib/i18n';
import { checkoutMessages } from '../messages';

/** The profile's free-text details: the spec's bodyless checkout delivers there. */
export interface ProfileDetails {
  name: string;
  phone: string;
  address: string;
}

/** An address book entry's id, or `profile` for the profile's phone and address. */
export type AddressChoiceValue = string | 'profile';

export const PROFILE_CHOICE = 'profile';

interface AddressChoiceProps {
  addresses: readonly DeliveryAddress[];
  /** Offered only while the address book is empty: one entry there gives fees and slots for its ward. */
  profile: ProfileDetails | null;
  value: AddressChoiceValue | null;
  onChange: (value: AddressChoiceValue) => void;
  adding: boolean;
  onAdd: () => void;
  /** The address feature's form, shown in place while adding. */
  form: ReactNode;
}

const radioCard =
  'flex cursor-pointer gap-3 rounded-xl border border-cream-200 bg-white p-4 has-checked:border-brand-600 has-checked:ring-1 has-checked:ring-brand-600 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600';

/** Which address the order goes to: one radio per address book entry (the default first), or a new one. */
export function AddressChoice({ addresses, profile, value, onChange, adding, onAdd, form }: AddressChoiceProps) {
  const text = useMessages(checkoutMessages).page.address;
  const name = useId();
  const offerProfile = addresses.length === 0 && profile !== null;
  return (
    <div className="space-y-3">
      {addresses.length === 0 && !offerProfile && !adding && <p className="text-ink-600">{text.none}</p>}
      {(addresses.length > 0 || offerProfile) && (
        <fieldset className="space-y-3">
          <legend className="sr-only">{text.choose}</legend>
          {addresses.map((address) => (
            <label key={address._id} className={radioCard}>
              <input
                type="radio"
                name={name}
                value={address._id}
                checked={value === address._id}
                onChange={() => onChange(address._id)}
                className="mt-1 size-4 accent-brand-600"
              />
              <span className="min-w-0 text-sm">
                <span className="flex flex-wrap items-center gap-2 font-semibold text-ink-900">
                  {address.receiverName}
                  {address.isDefault && (
                    <span className="rounded-pill bg-brand-100 px-2 text-xs font-semibold text-brand-900">
                      {text.defaultBadge}
                    </span>
                  )}
                </span>
                <span className="block text-ink-600 tabular-nums">{address.phone}</span>
                <span className="block wrap-anywhere text-ink-600">{addressLine(address)}</span>
              </span>
            </label>
          ))}
          {offerProfile && (
            <label className={radioCard}>
              <input
                type="radio"
                name={name}
                value={PROFILE_CHOICE}
                checked={value === PROFILE_CHOICE}
                onChange={() => onChange(PROFILE_CHOICE)}
                className="mt-1 size-4 accent-brand-600"
              />
              <span className="min-w-0 text-sm">
                <span className="block font-semibold text-ink-900">{text.profile}</span>
                <span className="block text-ink-900">{profile.name}</span>
                <span className="block text-ink-600">{profile.phone}</span>
                <span className="block wrap-anywhere text-ink-600">{profile.address}</span>
                <span className="mt-1 block text-ink-600">{text.profileHint}</span>
              </span>
            </label>
          )}
        </fieldset>
      )}
      {adding ? (
        form
      ) : addresses.length >= ADDRESS_BOOK_MAX ? null : (
        // A full book would only refuse the new address (too_many_addresses) after it was typed in.
        <button
          type="button"
          onClick={onAdd}
          className="inline-flex items-center gap-2 rounded-pill border border-cream-200 bg-white px-4 py-2 text-sm font-semibold text-brand-700 hover:border-brand-600"
        >
          <Plus className="size-4" aria-hidden />
          {text.add}
        </button>
      )}
    </div>
  );
}
