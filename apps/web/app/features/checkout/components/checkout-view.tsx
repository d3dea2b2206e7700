import {
  ORDER_NOTE_MAX,
  translate,
  type CreateOrderBody,
  type DeliveryAddress,
  type DeliveryOptions,
  type PaymentMethod,
} from '@veggie/contract';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { TitledSection } from '../../../components/ui/titled-section';
import { paths } from '../../../config/paths';
import { CartLine, cartTotalPrice, isEstimatedCart, type CartItem } from '../../cart';
import { ApiError } from '../../../lib/api-client';
import { useFormat } from '../../../lib/format';
import { useLocale, useMessages } from '../../../lib/i18n';
import { usePaymentMethods } from '../../payments';
import { usePublicPromotions } from '../../promotions';
import { useShopSettings } from '../../shop-info/use-shop-settings';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDeliveryOptions } from '../api/get-delivery-options';
import { useQuote } from '../api/get-quote';
import { checkoutMessages } from '../messages';
import { usePlaceOrder } from '../use-place-order';
import { BackLink } from './back-link';
import { AddressChoice, PROFILE_CHOICE, type AddressChoiceValue, type ProfileDetails } from './address-choice';
import { InvoiceRequest, useInvoiceRequest, withInvoice } from './invoice-request';
import { PaymentChoice } from './payment-choice';
import { QuoteSummary } from './quote-summary';
import { SlotChoice } from './slot-choice';
import { SubstitutionChoice, substitutionsOf, type SubstitutionChoices } from './substitution-choice';
import { VoucherField } from './voucher-field';

/** The address book as the route loads it (the addresses feature's query). */
export interface AddressBook {
  status: 'pending' | 'error' | 'success';
  data: readonly DeliveryAddress[] | undefined;
  refetch: () => unknown;
}

export interface CheckoutViewProps {
  items: readonly CartItem[];
  addressBook: AddressBook;
  /** The profile's phone and address when both are filled in; null otherwise. */
  profile: ProfileDetails | null;
  /** The addresses feature's form for a new address; it calls `onSaved` with the saved entry. */
  renderAddressForm: (props: {
    title: string;
    onSaved: (address: DeliveryAddress) => void;
    onCancel?: () => void;
  }) => ReactNode;
}

interface CheckoutFields {
  slotId: string;
  note: string;
}

const sectionBox = 'space-y-4 rounded-card border border-cream-200 bg-white p-5 sm:p-6';
const sectionHeading = 'font-display text-xl font-bold text-ink-900';

/** `usePoints` asks for as many as the order may use: the server caps it at the balance and its share rule. */
const ALL_POINTS = 100_000_000;

function defaultChoice(addresses: readonly DeliveryAddress[], profile: ProfileDetails | null) {
  const preferred = addresses.find((address) => address.isDefault) ?? addresses[0];
  return preferred?._id ?? (profile ? PROFILE_CHOICE : null);
}

/**
 * The /checkout page below its heading: the cart's lines (read-only), the address (an address book entry,
 * a new one, or while the book is empty the profile's), the zone's fee, minimum and slots for that
 * address, a note for the shipper, the payment method, the totals and Place order.
 */
export function CheckoutView({ items, addressBook, profile, renderAddressForm }: CheckoutViewProps) {
  const messages = useMessages(checkoutMessages);
  const text = messages.page;
  const locale = useLocale();
  const { vnd } = useFormat();
  const addresses = addressBook.data ?? [];
  const [picked, setPicked] = useState<AddressChoiceValue | null>(null);
  // Until the shopper picks, the default entry (or the profile's address) is the choice.
  const choice = picked ?? (addressBook.status === 'success' ? defaultChoice(addresses, profile) : null);
  const [adding, setAdding] = useState(false);
  const showForm = adding || (addressBook.status === 'success' && addresses.length === 0 && profile === null);
  const addressId = choice && choice !== PROFILE_CHOICE ? choice : null;
  const options = useDeliveryOptions(addressId);
  const paymentMethods = usePaymentMethods();
  const transferExpiryMinutes = paymentMethods.data?.methods.includes('bank_transfer')
    ? paymentMethods.data.transferExpiryMinutes
    : null;
  const [pickedMethod, setPickedMethod] = useState<PaymentMethod>('cod');
  // A transfer picked before the shop stopped taking them (the methods were asked again) falls back to cash.
  const paymentMethod = transferExpiryMinutes === null ? 'cod' : pickedMethod;
  const { placeOrder, askForShippingDetails, isPending } = usePlaceOrder(items);
  const invoice = useInvoiceRequest();
  const [slotsRefreshed, setSlotsRefreshed] = useState(false);
  const firstSlot = useRef<HTMLInputElement>(null);
  const formId = useId();
  const noteId = useId();
  const noteHintId = useId();
  const { control, register, handleSubmit, setValue, setError, clearErrors, formState } = useForm<CheckoutFields>({
    defaultValues: { slotId: '', note: '' },
  });
  const slotId = useWatch({ control, name: 'slotId' });
  const [voucherCode, setVoucherCode] = useState<string | null>(null);
  const [usePoints, setUsePoints] = useState(false);
  const [substitutionChoices, setSubstitutionChoices] = useState<SubstitutionChoices>({});
  const promotions = usePublicPromotions();
  const vouchers = promotions.data?.filter((promotion) => promotion.code !== null) ?? [];
  const pointValue = useShopSettings()?.points.pointValue ?? null;

  // Another address has other slots: a slot picked for the previous one means nothing now.
  useEffect(() => {
    setValue('slotId', '');
    clearErrors('slotId');
  }, [addressId, setValue, clearErrors]);

  const estimated = isEstimatedCart(items);
  const offer: DeliveryOptions | undefined = addressId ? options.data : undefined;
  // What the cart holds, before any discount: the zone's minimum is checked on it (the quote gives the money).
  const subtotal = cartTotalPrice(items);
  const belowMinimum = offer !== undefined && subtotal < offer.minOrder;
  // The server's words name the zones the shop does deliver to.
  const notDeliverable =
    options.error instanceof ApiError && options.error.code === 'not_deliverable' ? options.error.message : null;
  // Only an address without usable options blocks the order: with no address at all, Place order still
  // acts (it sends the shopper to the profile), so it must not be announced as disabled.
  const blocked = addressId !== null && (!offer || belowMinimum);
  // Until the address book has loaded (or while its retry is shown) it is not known where the order goes, nor
  // before the address's options or the last company invoice have come what it costs and which invoice it asks
  // for: the button says it is not ready. A press meanwhile (a keyboard's press still submits an aria-disabled
  // button) waits for those answers and then acts, as it would have a moment later; only a failed book drops it.
  const addressUnknown = choice === null && addressBook.status !== 'success';
  const notReady = addressUnknown || invoice.loading || (addressId !== null && options.isPending);
  const [pressWaiting, setPressWaiting] = useState(false);
  if (pressWaiting && addressBook.status === 'error') setPressWaiting(false);
  const form = useRef<HTMLFormElement>(null);
  // Once the answers are in, the kept press submits again (which clears it).
  useEffect(() => {
    if (pressWaiting && !notReady) form.current?.requestSubmit();
  }, [pressWaiting, notReady]);

  /** The order as chosen so far; `slot` only with an address book entry (the profile's address has none). */
  const bodyOf = (slot: string, note: string): CreateOrderBody => {
    const substitutions = substitutionsOf(
      substitutionChoices,
      items.map((item) => item.id),
    );
    const extras = {
      ...(voucherCode && { voucherCode }),
      ...(usePoints && { usePoints: ALL_POINTS }),
      ...(substitutions && { substitutions }),
    };
    // The profile's address with cash and nothing else is the spec's bodyless checkout.
    if (choice === PROFILE_CHOICE) {
      const body = { ...(paymentMethod !== 'cod' && { paymentMethod }), ...extras };
      return Object.keys(body).length > 0 ? body : undefined;
    }
    return { addressId: choice ?? undefined, ...(slot && { slotId: slot }), paymentMethod, note, ...extras };
  };
  // The quote follows every choice, once the shopper has stopped changing them for a moment.
  const quotable = choice !== null && (addressId === null || (offer !== undefined && !belowMinimum));
  const cartKey = items.map((item) => `${item.id}:${item.quantity}`).join(',');
  // A string, so the debounce sees a change only when a choice really changed.
  const debounced = useDebouncedValue(
    JSON.stringify([quotable, cartKey, quotable ? (bodyOf(slotId, '') ?? null) : null]),
  );
  const [wanted, quotedCart, quotedBody] = JSON.parse(debounced) as [boolean, string, CreateOrderBody | null];
  const quote = useQuote(quotedCart, quotedBody ?? undefined, wanted && quotable);
  const shownQuote = quotable ? quote.data : undefined;
  const voucherRefusal =
    shownQuote?.voucher && !shownQuote.voucher.accepted ? (shownQuote.voucher.message ?? null) : null;
  const pointsAvailable = shownQuote?.pointsAvailable ?? 0;

  const submit = async ({ slotId, note }: CheckoutFields) => {
    if (notReady) {
      // A quick press must not send a shopper who has addresses to the profile, nor order a retail invoice for
      // a company buyer: it waits (after a failed address book, its retry is what is asked).
      if (addressBook.status !== 'error') setPressWaiting(true);
      return;
    }
    setPressWaiting(false);
    if (choice === null) {
      await askForShippingDetails();
      return;
    }
    if (blocked) return;
    const openSlots = offer?.slots.filter((slot) => slot.remaining > 0) ?? [];
    if (offer && openSlots.length > 0 && !slotId) {
      setError('slotId', { message: text.delivery.chooseSlot });
      firstSlot.current?.focus();
      return;
    }
    const buyer = invoice.check();
    if (buyer === false) return;
    const body = bodyOf(slotId, note.trim());
    setSlotsRefreshed(false);
    const outcome = await placeOrder(withInvoice(body, buyer));
    if (outcome === 'slotRefused') {
      setValue('slotId', '');
      setSlotsRefreshed(true);
    }
  };

  return (
    // Not a <form> around everything: the address section holds the addresses feature's own form, and a
    // form inside a form submits natively (a GET reload of /checkout that loses the new address). The
    // checkout's form is empty; Place order joins it with its `form` attribute.
    <div className="grid items-start gap-8 lg:grid-cols-[1fr_22rem]">
      <form ref={form} id={formId} onSubmit={(event) => void handleSubmit(submit)(event)} noValidate hidden />
      <div className="min-w-0 space-y-6">
        <TitledSection title={text.address.title} className={sectionBox} headingClassName={sectionHeading}>
          {addressBook.status === 'pending' ? (
            <p role="status" className="text-ink-600">
              {text.address.loading}
            </p>
          ) : addressBook.status === 'error' ? (
            <FormAlert title={text.address.failed}>
              <button
                type="button"
                onClick={() => void addressBook.refetch()}
                className="font-semibold underline underline-offset-2"
              >
                {text.address.tryAgain}
              </button>
            </FormAlert>
          ) : (
            <AddressChoice
              addresses={addresses}
              profile={profile}
              value={choice}
              onChange={setPicked}
              adding={showForm}
              onAdd={() => setAdding(true)}
              form={renderAddressForm({
                title: text.address.addTitle,
                onSaved: (address) => {
                  setPicked(address._id);
                  setAdding(false);
                },
                onCancel: addresses.length > 0 || profile ? () => setAdding(false) : undefined,
              })}
            />
          )}
        </TitledSection>

        <TitledSection title={text.delivery.title} className={sectionBox} headingClassName={sectionHeading}>
          {choice === PROFILE_CHOICE ? (
            <p className="text-ink-600">{text.address.profileHint}</p>
          ) : !addressId ? (
            <p className="text-ink-600">{text.delivery.chooseAddressFirst}</p>
          ) : options.isPending ? (
            <p role="status" className="text-ink-600">
              {text.delivery.loading}
            </p>
          ) : notDeliverable ? (
            <FormAlert title={notDeliverable} />
          ) : !offer ? (
            <FormAlert title={text.delivery.failed}>
              <button
                type="button"
                onClick={() => void options.refetch()}
                className="font-semibold underline underline-offset-2"
              >
                {text.address.tryAgain}
              </button>
            </FormAlert>
          ) : (
            <>
              <ul className="space-y-1 text-sm text-ink-600">
                <li className="font-semibold text-ink-900">{text.delivery.zone(offer.zone.name)}</li>
                <li>
                  {text.delivery.fee}: <span className="tabular-nums">{vnd(offer.fee)}</span>
                </li>
                {offer.freeFrom !== null && <li>{text.delivery.freeFrom(vnd(offer.freeFrom))}</li>}
                {offer.minOrder > 0 && <li>{text.delivery.minOrder(vnd(offer.minOrder))}</li>}
              </ul>
              {belowMinimum && (
                <FormAlert
                  title={translate('belowMinimumOrder', locale, {
                    zone: offer.zone.name,
                    minOrder: vnd(offer.minOrder),
                    missing: vnd(offer.minOrder - subtotal),
                  })}
                />
              )}
              {slotsRefreshed && (
                <p role="status" className="text-sm text-ink-600">
                  {text.delivery.refreshed}
                </p>
              )}
              {offer.slots.some((slot) => slot.remaining > 0) ? (
                <Controller
                  control={control}
                  name="slotId"
                  render={({ field }) => (
                    <SlotChoice
                      ref={firstSlot}
                      slots={offer.slots}
                      name={field.name}
                      value={field.value}
                      onChange={(event) => {
                        field.onChange(event.target.value);
                        clearErrors('slotId');
                      }}
                      error={formState.errors.slotId?.message}
                    />
                  )}
                />
              ) : (
                <p className="text-sm text-ink-600">{text.delivery.noSlots}</p>
              )}
            </>
          )}
          <div className="space-y-1 pt-2">
            <label htmlFor={noteId} className="block text-sm font-semibold text-ink-900">
              {text.note.label}
            </label>
            <textarea
              id={noteId}
              rows={3}
              maxLength={ORDER_NOTE_MAX}
              aria-describedby={noteHintId}
              {...register('note')}
              className="w-full rounded-xl border border-cream-200 bg-white px-3 py-2 text-ink-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600"
            />
            <p id={noteHintId} className="text-xs text-ink-600">
              {text.note.hint(ORDER_NOTE_MAX)}
            </p>
          </div>
        </TitledSection>

        <TitledSection title={text.payment.title} className={sectionBox} headingClassName={sectionHeading}>
          <PaymentChoice
            value={paymentMethod}
            onChange={setPickedMethod}
            transferExpiryMinutes={transferExpiryMinutes}
          />
        </TitledSection>

        <TitledSection title={text.voucher.title} className={sectionBox} headingClassName={sectionHeading}>
          <VoucherField
            applied={voucherCode}
            refusal={voucherRefusal}
            vouchers={vouchers}
            onApply={(code) => setVoucherCode(code.trim().toUpperCase())}
            onRemove={() => setVoucherCode(null)}
          />
          {(pointsAvailable > 0 || usePoints) && pointValue !== null && (
            <label className="flex items-center gap-3 border-t border-cream-200 pt-4 text-sm font-semibold text-ink-900">
              <input
                type="checkbox"
                checked={usePoints}
                onChange={(event) => setUsePoints(event.target.checked)}
                className="size-4 accent-brand-600"
              />
              {usePoints && shownQuote
                ? text.points.use(shownQuote.pointsUsed, vnd(shownQuote.pointsAmount))
                : text.points.use(pointsAvailable, vnd(pointsAvailable * pointValue))}
            </label>
          )}
        </TitledSection>

        <InvoiceRequest state={invoice} className={sectionBox} />
      </div>

      {/* Stuck below the sticky header (102 px with its hotline row, taller than top-24): it hid the top. */}
      <TitledSection
        as="aside"
        title={text.totals.title}
        className="space-y-4 rounded-card border border-cream-200 bg-white p-6 lg:sticky lg:top-28"
        headingClassName={sectionHeading}
      >
        <h3 className="text-sm font-semibold tracking-wide text-ink-600 uppercase">{text.lines}</h3>
        <ul className="divide-y divide-cream-200">
          {items.map((item) => (
            <CartLine
              key={item.id}
              item={item}
              layout="summary"
              extra={
                <SubstitutionChoice
                  productName={item.name}
                  value={substitutionChoices[item.id] ?? 'none'}
                  onChange={(preference) =>
                    setSubstitutionChoices((choices) => ({ ...choices, [item.id]: preference }))
                  }
                />
              }
            />
          ))}
        </ul>
        <BackLink to={paths.cart()} label={text.editCart} />
        <QuoteSummary quote={shownQuote} estimated={estimated} />
        {quotable && quote.isError && !shownQuote ? (
          <FormAlert title={text.totals.quoteFailed}>
            <button
              type="button"
              onClick={() => void quote.refetch()}
              className="font-semibold underline underline-offset-2"
            >
              {text.address.tryAgain}
            </button>
          </FormAlert>
        ) : (
          // Always there and one line high, even empty: shown and hidden, it moved Place order 36 px while the
          // quote was asked (after every choice), and a press whose button moved away between mouse down and up
          // was no click at all: no order was placed. Kept in the page, its live region also announces reliably.
          <p role="status" className="min-h-5 text-sm text-ink-600">
            {quotable && (quote.isFetching || !shownQuote) && text.totals.calculating}
          </p>
        )}
        {estimated && <p className="text-sm text-ink-600">{text.totals.estimateNote}</p>}
        {/* Busy is aria-disabled, not disabled: a disabled button drops the keyboard user's focus to the page. */}
        <button
          type="submit"
          form={formId}
          aria-disabled={isPending || pressWaiting || blocked || notReady || undefined}
          aria-busy={isPending || pressWaiting}
          className="w-full rounded-pill bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700 aria-disabled:cursor-not-allowed aria-disabled:opacity-70"
        >
          {isPending || pressWaiting ? messages.placing : text.placeOrder}
        </button>
      </TitledSection>
    </div>
  );
}
