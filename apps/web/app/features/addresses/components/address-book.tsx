import { ADDRESS_BOOK_MAX, addressLine, type DeliveryAddress } from '@veggie/contract';
import { MapPin, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { Dialog, DialogFooter } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormAlert } from '../../../components/ui/form-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TitledSection } from '../../../components/ui/titled-section';
import { serverMessage } from '../../../lib/api-client';
import { useMessages } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useDeleteAddress } from '../api/delete-address';
import { useAddresses } from '../api/get-addresses';
import { useSetDefaultAddress } from '../api/update-address';
import { addressesMessages } from '../messages';
import { AddressForm, secondaryButton } from './address-form';
import { AddressSummary } from './address-summary';

const smallButton =
  'rounded-pill border border-cream-200 bg-white px-3.5 py-1.5 text-sm font-semibold text-ink-900 hover:bg-cream-100 disabled:opacity-60';

/** "Nguyễn Văn An, 12 Điện Biên Phủ": which address a button acts on, for screen readers. */
const which = (address: DeliveryAddress) => `${address.receiverName}, ${address.street}`;

/**
 * The shopper's address book: each address with edit, delete (after confirming) and "set as default";
 * a form to add one while there is room. Only for a signed-in shopper: the caller renders it then.
 */
export function AddressBook() {
  const text = useMessages(addressesMessages);
  const addresses = useAddresses();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [deleting, setDeleting] = useState<DeliveryAddress | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const setDefault = useSetDefaultAddress();

  // The form is gone: the focus goes back to the button that leads to it, not to the page's start.
  const closeForm = () => {
    setEditing(null);
    requestAnimationFrame(() => addButton.current?.focus());
  };
  const makeDefault = (address: DeliveryAddress) =>
    setDefault.mutate(address, {
      onSuccess: () => toast.success(text.defaultChanged),
      onError: (error) => toast.error(serverMessage(error) ?? text.actionFailed),
    });

  const book = addresses.data ?? [];
  const full = book.length >= ADDRESS_BOOK_MAX;
  return (
    <TitledSection
      title={text.title}
      className="flex flex-col gap-5"
      headingClassName="font-display text-xl font-bold text-ink-900"
    >
      <p className="text-ink-600">{text.intro}</p>
      {addresses.isPending ? (
        <p role="status" className="text-ink-600">
          {text.loading}
        </p>
      ) : addresses.isError ? (
        <FormAlert title={text.loadFailed}>
          <button
            type="button"
            onClick={() => void addresses.refetch()}
            className="font-semibold underline underline-offset-2"
          >
            {text.tryAgain}
          </button>
        </FormAlert>
      ) : (
        <>
          {book.length === 0 && editing !== 'new' && (
            <EmptyState Icon={MapPin} className="py-6">
              <p className="text-ink-600">{text.empty}</p>
            </EmptyState>
          )}
          {book.length > 0 && (
            <ul className="grid gap-4 md:grid-cols-2">
              {book.map((address) =>
                editing === address._id ? (
                  <li key={address._id} className="rounded-card border border-brand-300 p-4 md:col-span-2">
                    <AddressForm address={address} onSaved={closeForm} onCancel={closeForm} />
                  </li>
                ) : (
                  <li
                    key={address._id}
                    className="flex flex-col gap-3 rounded-card border border-cream-200 bg-white p-4"
                  >
                    <AddressSummary address={address} />
                    <div className="mt-auto flex flex-wrap gap-2">
                      <button
                        type="button"
                        className={smallButton}
                        aria-label={text.editAddress(which(address))}
                        onClick={() => setEditing(address._id)}
                      >
                        {text.edit}
                      </button>
                      {!address.isDefault && (
                        <button
                          type="button"
                          className={smallButton}
                          aria-label={text.makeDefaultFor(which(address))}
                          disabled={setDefault.isPending}
                          onClick={() => makeDefault(address)}
                        >
                          {text.makeDefault}
                        </button>
                      )}
                      <button
                        type="button"
                        className={`${smallButton} text-sale-700`}
                        aria-label={text.removeAddress(which(address))}
                        onClick={() => setDeleting(address)}
                      >
                        {text.remove}
                      </button>
                    </div>
                  </li>
                ),
              )}
            </ul>
          )}
          {editing === 'new' ? (
            <div className="rounded-card border border-brand-300 p-4">
              <AddressForm onSaved={closeForm} onCancel={closeForm} />
            </div>
          ) : full ? (
            <p className="text-sm text-ink-600">{text.full(ADDRESS_BOOK_MAX)}</p>
          ) : (
            <button
              ref={addButton}
              type="button"
              onClick={() => setEditing('new')}
              className={`${secondaryButton} self-start`}
            >
              <Plus className="size-4" aria-hidden />
              {text.add}
            </button>
          )}
        </>
      )}
      {deleting && <DeleteAddressDialog address={deleting} onClose={() => setDeleting(null)} />}
    </TitledSection>
  );
}

/** Asks before deleting; a refusal shows in the dialog in the server's words. */
function DeleteAddressDialog({ address, onClose }: { address: DeliveryAddress; onClose: () => void }) {
  const text = useMessages(addressesMessages);
  const remove = useDeleteAddress();
  const [failure, setFailure] = useState<string | null>(null);

  const confirm = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      const { message } = await remove.mutateAsync(address._id);
      if (message) toast.success(message);
      onClose();
    } catch (error) {
      setFailure(serverMessage(error) ?? text.actionFailed);
    }
  };

  return (
    <Dialog title={text.confirmTitle} onClose={onClose} size="sm" initialFocus="close">
      <form noValidate onSubmit={confirm} className="flex flex-col gap-5">
        <p className="text-ink-600">{text.confirmText(addressLine(address))}</p>
        {failure && <FormAlert title={failure} />}
        <DialogFooter>
          <button type="button" onClick={onClose} className={secondaryButton}>
            {text.cancel}
          </button>
          <SubmitButton shape="pill" tone="danger" busy={remove.isPending} busyLabel={text.deleting}>
            {text.confirmDelete}
          </SubmitButton>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
