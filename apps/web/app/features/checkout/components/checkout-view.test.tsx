import {
  ADDRESS_BOOK_MAX,
  deliveryFeeFor,
  type CreateOrderBody,
  type DeliveryAddress,
  type DeliveryOptions,
  type Order,
  type OrderQuote,
} from '@veggie/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCart } from '../../cart';
import { cartStore } from '../../cart/cart-store';
import { answer, installFakeApi, tomato, type FakeApi, type Route } from '../../cart/fake-cart-api.test-utils';
import { LocaleProvider, type Locale } from '../../../lib/i18n';
import { storage } from '../../../lib/storage';
import type { ProfileDetails } from './address-choice';
import { CheckoutView, type AddressBook } from './checkout-view';
import { homeAddress } from '../../../test/fixtures';
import { underStorefront } from '../../../test/storefront-routes';

let api: FakeApi;

const office: DeliveryAddress = {
  ...homeAddress,
  _id: 'a-office',
  receiverName: 'Lan (văn phòng)',
  street: '5 Nguyễn Huệ',
  isDefault: false,
};
const profile: ProfileDetails = { name: 'Nguyễn Thị Lan', phone: '0901 234 567', address: '12 Lê Lợi, Quận 1' };

// Thursday 26 and Friday 27 November 2026; the 10:00 slot of the 26th is full.
const options: DeliveryOptions = {
  zone: { _id: 'z-1', name: 'Nội thành TP.HCM' },
  fee: 20_000,
  freeFrom: 300_000,
  minOrder: 50_000,
  slots: [
    { _id: 's-1', start: '2026-11-26T08:00:00+07:00', end: '2026-11-26T10:00:00+07:00', remaining: 3 },
    { _id: 's-2', start: '2026-11-26T10:00:00+07:00', end: '2026-11-26T12:00:00+07:00', remaining: 0 },
    { _id: 's-3', start: '2026-11-27T18:00:00+07:00', end: '2026-11-27T20:00:00+07:00', remaining: 1 },
  ],
};

const order = { _id: 'ord-0000-1111-ab12cd34' } as Order;
const orderCreated = answer('POST /orders', { status: 201, data: { success: true, data: order } });
const optionsFor = (addressId: string, data: DeliveryOptions | { status: number; data: unknown }): Route =>
  answer(
    `GET /delivery/options?addressId=${addressId}`,
    'zone' in data ? { status: 200, data: { success: true, data } } : data,
  );

/** The shop's standard fee, which the server charges an order to the profile's address. */
const STANDARD_FEE = 15_000;

/**
 * A stand-in for POST /orders/quote: the server cart's subtotal and the zone's fee for the address (the
 * standard fee without one); `extra` adds what a promotion or points would, keeping the total consistent.
 */
const quoteFrom =
  (offer: DeliveryOptions, extra: (body: NonNullable<CreateOrderBody>) => Partial<OrderQuote> = () => ({})): Route =>
  (config, sent) => {
    if (`${config.method.toUpperCase()} ${config.url}` !== 'POST /orders/quote') return undefined;
    const body = (sent ?? {}) as NonNullable<CreateOrderBody>;
    const subtotal = [...api.serverCart.values()].reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
    const deliveryFee = body.addressId ? deliveryFeeFor(subtotal, offer) : STANDARD_FEE;
    const quote: OrderQuote = {
      subtotal,
      discounts: [],
      deliveryFee,
      pointsUsed: 0,
      pointsAmount: 0,
      totalAmount: subtotal + deliveryFee,
      voucher: null,
      pointsAvailable: 0,
      ...extra(body),
    };
    return { status: 200, data: { success: true, data: quote } };
  };

function Where() {
  return <output aria-label="url">{`${useLocation().pathname}${useLocation().search}`}</output>;
}

/** The view as the route composes it, with a stand-in for the addresses feature's form. */
function Page({ addressBook, profile }: { addressBook: AddressBook; profile: ProfileDetails | null }) {
  const { items } = useCart();
  return (
    <CheckoutView
      items={items}
      addressBook={addressBook}
      profile={profile}
      renderAddressForm={({ title, onSaved }) => (
        <section aria-label={title}>
          <button type="button" onClick={() => onSaved(office)}>
            Save the office
          </button>
        </section>
      )}
    />
  );
}

async function renderCheckout({
  addresses = [homeAddress, office],
  addressBookStatus = 'success',
  withProfile = true,
  quantity = 2,
  locale = 'en',
  routes = [optionsFor(homeAddress._id, options)],
  quote = quoteFrom(options),
  hold = false,
}: {
  addresses?: DeliveryAddress[];
  addressBookStatus?: AddressBook['status'];
  withProfile?: boolean;
  quantity?: number;
  locale?: Locale;
  routes?: Route[];
  quote?: Route;
  /** Requests the fake server keeps until the test releases them. */
  hold?: FakeApi['hold'];
} = {}) {
  api = installFakeApi();
  api.hold = hold;
  api.routes.push(...routes, quote);
  storage.set('token', 'tok');
  // 39,000 ₫ a box: two boxes are a 78,000 ₫ subtotal.
  storage.set('cart', [
    { id: tomato._id, name: tomato.name, price: 39_000, unit: tomato.unit, imageUrl: '', slug: 'x', quantity },
  ]);
  api.serverCart.set(tomato._id, { product: tomato, quantity, unitPrice: 39_000 });
  await act(() => cartStore.reload());
  const addressBook: AddressBook = {
    status: addressBookStatus,
    data: addressBookStatus === 'success' ? addresses : undefined,
    refetch: () => undefined,
  };
  const Stub = createRoutesStub(
    underStorefront([
      { path: '/checkout', Component: () => <Page addressBook={addressBook} profile={withProfile ? profile : null} /> },
      { path: '/orders', Component: Where },
      { path: '/orders/:id/payment', Component: Where },
      { path: '/profile', Component: Where },
    ]),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <LocaleProvider value={locale}>
        <Stub initialEntries={['/checkout']} />
      </LocaleProvider>
      <ToastContainer />
    </QueryClientProvider>,
  );
  // The storefront layout's loader (the shop settings) runs before the page shows.
  await screen.findByRole('complementary');
  return userEvent.setup();
}

const posts = () => api.calls.filter((c) => c.call === 'POST /orders');
const placeOrder = () => screen.getByRole('button', { name: 'Place order' });

beforeEach(() => localStorage.clear());

describe('the checkout page', () => {
  it("preselects the default address and shows its zone, fee, minimum and the days' slots", async () => {
    await renderCheckout();
    expect(screen.getByRole('radio', { name: /12 Lý Tự Trọng/ })).toBeChecked();
    expect(await screen.findByText('Delivery zone: Nội thành TP.HCM')).toBeInTheDocument();
    expect(screen.getByText('Free delivery from 300,000 ₫')).toBeInTheDocument();
    expect(screen.getByText('Minimum order 50,000 ₫')).toBeInTheDocument();

    const thursday = screen.getByRole('group', { name: 'Thursday, 26 Nov 2026' });
    expect(within(thursday).getByRole('radio', { name: /08:00–10:00.*3 left/ })).toBeEnabled();
    expect(within(thursday).getByRole('radio', { name: /10:00–12:00.*Full/ })).toBeDisabled();
    // One day at a time: Friday's windows show once Friday is chosen.
    expect(screen.queryByRole('group', { name: 'Friday, 27 Nov 2026' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Fri 27/11' }));
    const friday = screen.getByRole('group', { name: 'Friday, 27 Nov 2026' });
    expect(within(friday).getByRole('radio', { name: /18:00–20:00.*1 left/ })).toBeEnabled();

    // The money is the server's quote (its cart prices), never added up here.
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    await waitFor(() => expect(summary).toHaveTextContent('Total98,000 ₫'));
    expect(summary).toHaveTextContent('Subtotal78,000 ₫');
    expect(summary).toHaveTextContent('Delivery fee20,000 ₫');
    expect(within(summary).getByRole('link', { name: 'Edit cart' })).toHaveAttribute('href', '/cart');
    // Cash on delivery is the one method while the shop takes no transfer (GET /payments/methods says so).
    expect(screen.getAllByRole('radio', { name: /Cash on delivery/ })).toHaveLength(1);
    expect(screen.queryByText(/Bank transfer/)).not.toBeInTheDocument();
  });

  it('delivers free from the threshold on', async () => {
    const free = { ...options, freeFrom: 78_000 };
    await renderCheckout({ routes: [optionsFor(homeAddress._id, free)], quote: quoteFrom(free) });
    const summary = await screen.findByRole('complementary', { name: 'Order summary' });
    await screen.findByText('Delivery zone: Nội thành TP.HCM');
    await waitFor(() => expect(summary).toHaveTextContent('Total78,000 ₫'));
    expect(summary).toHaveTextContent('Delivery feeFree');
  });

  it('says how much is missing below the minimum order and places nothing', async () => {
    const click = await renderCheckout({ routes: [optionsFor(homeAddress._id, { ...options, minOrder: 100_000 })] });
    expect(
      await screen.findByText('Orders to Nội thành TP.HCM start at 100,000 ₫: add 22,000 ₫ more'),
    ).toBeInTheDocument();
    expect(placeOrder()).toHaveAttribute('aria-disabled', 'true');
    await click.click(placeOrder());
    expect(posts()).toEqual([]);
  });

  it('says when the address is outside every delivery zone and places nothing', async () => {
    const click = await renderCheckout({
      routes: [
        optionsFor(homeAddress._id, {
          status: 400,
          data: {
            success: false,
            code: 'not_deliverable',
            message: 'Sorry, we do not deliver to this address yet. We deliver to: Nội thành TP.HCM',
          },
        }),
      ],
    });
    expect(
      await screen.findByText('Sorry, we do not deliver to this address yet. We deliver to: Nội thành TP.HCM'),
    ).toBeInTheDocument();
    await click.click(placeOrder());
    expect(posts()).toEqual([]);
  });

  it('asks for a delivery time before placing the order and brings the keyboard there', async () => {
    const click = await renderCheckout();
    await screen.findByText('Delivery zone: Nội thành TP.HCM');
    await click.click(placeOrder());
    expect(await screen.findByText('Please choose a delivery time')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /08:00–10:00/ })).toHaveFocus();
    expect(posts()).toEqual([]);
  });

  it("keeps a press made while the address's delivery times load, then asks for one of them", async () => {
    const click = await renderCheckout({ hold: (call) => call.startsWith('GET /delivery/options') });
    await waitFor(() => expect(api.held).toHaveLength(1));
    expect(placeOrder()).toHaveAttribute('aria-disabled', 'true');
    await click.click(placeOrder());
    expect(screen.queryByText('Please choose a delivery time')).toBeNull();

    api.hold = false;
    act(() => api.release(api.held[0]!.call));
    expect(await screen.findByText('Please choose a delivery time')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /08:00–10:00/ })).toHaveFocus();
    expect(posts()).toEqual([]);
  });

  it('places the order with the address, slot, cash on delivery and note, then shows the orders', async () => {
    const click = await renderCheckout();
    api.routes.push(orderCreated);
    await click.click(await screen.findByRole('radio', { name: 'Fri 27/11' }));
    await click.click(screen.getByRole('radio', { name: /18:00–20:00/ }));
    await click.type(screen.getByLabelText('Note for the shipper (optional)'), '  Gọi trước 10 phút ');
    await click.click(placeOrder());
    expect(await screen.findByText('Order created successfully!')).toBeInTheDocument();
    expect(await screen.findByLabelText('url')).toHaveTextContent(/^\/orders$/);
    const [post] = posts();
    expect(post?.body).toEqual({
      addressId: homeAddress._id,
      slotId: 's-3',
      paymentMethod: 'cod',
      note: 'Gọi trước 10 phút',
    });
    expect(post?.config.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(storage.get('cart')).toEqual([]);
  });

  it('refreshes the slots and says so when the chosen one filled up meanwhile', async () => {
    const click = await renderCheckout();
    const message = 'This delivery time is fully booked: please choose another';
    api.routes.push(answer('POST /orders', { status: 409, data: { success: false, code: 'slot_full', message } }));
    await click.click(await screen.findByRole('radio', { name: /08:00–10:00/ }));
    const fetches = () => api.calls.filter((c) => c.call.startsWith('GET /delivery/options')).length;
    const before = fetches();
    await click.click(placeOrder());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(await screen.findByText('The delivery times were updated.')).toBeInTheDocument();
    expect(fetches()).toBeGreaterThan(before);
    expect(screen.getByRole('radio', { name: /08:00–10:00/ })).not.toBeChecked();
    expect(screen.queryByLabelText('url')).not.toBeInTheDocument();
  });

  it("shows the server's message for another refusal and stays, retrying with the same key", async () => {
    const click = await renderCheckout();
    const message = 'Only 1 of "Cà chua bi Đà Lạt" left in stock';
    api.routes.push(
      answer('POST /orders', { status: 409, data: { success: false, code: 'insufficient_stock', message } }),
    );
    await click.click(await screen.findByRole('radio', { name: /08:00–10:00/ }));
    await click.click(placeOrder());
    expect(await screen.findByText(message)).toBeInTheDocument();
    await click.click(placeOrder());
    const keys = posts().map((c) => c.config.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(screen.queryByLabelText('url')).not.toBeInTheDocument();
  });

  it('selects an address added in place and shows its delivery options', async () => {
    const click = await renderCheckout({
      addresses: [],
      withProfile: false,
      routes: [optionsFor(office._id, { ...options, zone: { _id: 'z-2', name: 'Quận trung tâm' } })],
    });
    // Nothing to choose from yet: the form is open at once, and outside any other form (a nested form
    // submits natively, reloading the page).
    expect(screen.getByRole('region', { name: 'New delivery address' }).closest('form')).toBeNull();
    await click.click(screen.getByRole('button', { name: 'Save the office' }));
    expect(await screen.findByText('Delivery zone: Quận trung tâm')).toBeInTheDocument();
  });

  it('offers no new address once the address book is full', async () => {
    const full = Array.from({ length: ADDRESS_BOOK_MAX }, (_, i) => ({ ...office, _id: `a-${i}`, isDefault: i === 0 }));
    await renderCheckout({ addresses: full, routes: [optionsFor('a-0', options)] });
    await screen.findByText('Delivery zone: Nội thành TP.HCM');
    expect(screen.getAllByRole('radio', { name: /Lan \(văn phòng\)/ })).toHaveLength(ADDRESS_BOOK_MAX);
    expect(screen.queryByRole('button', { name: 'Add a new address' })).not.toBeInTheDocument();
  });

  it('sends a shopper with neither an address nor profile details to the profile', async () => {
    const click = await renderCheckout({ addresses: [], withProfile: false, routes: [] });
    // It acts, so it is not announced as disabled (a browser user could not press it otherwise).
    await waitFor(() => expect(placeOrder()).not.toHaveAttribute('aria-disabled'));
    await click.click(placeOrder());
    expect(await screen.findByText('Please update your phone and address before checkout')).toBeInTheDocument();
    expect(await screen.findByLabelText('url')).toHaveTextContent(/^\/profile\?redirectTo=%2Fcheckout$/);
    expect(posts()).toEqual([]);
  });

  it('sends nobody to the profile while the address book is still loading, nor after it failed: Place order is not ready', async () => {
    for (const addressBookStatus of ['pending', 'error'] as const) {
      const click = await renderCheckout({ addressBookStatus, routes: [] });
      expect(placeOrder()).toHaveAttribute('aria-disabled', 'true');
      await click.click(placeOrder());
      expect(screen.queryByLabelText('url')).toBeNull();
      expect(screen.queryByText('Please update your phone and address before checkout')).toBeNull();
      expect(posts()).toEqual([]);
      cleanup();
    }
  });

  it("keeps a press made before the shopper's last company invoice came, then orders with that invoice", async () => {
    const company = {
      buyer: 'company',
      taxCode: '0300588569',
      name: 'Công ty Cổ phần Sữa Việt Nam',
      address: '10 Tân Trào, TP. Hồ Chí Minh',
      email: 'hoadon@vinamilk.example',
    };
    const lastBuyer = answer('GET /invoices/buyer', { status: 200, data: { success: true, data: company } });
    const click = await renderCheckout({
      addresses: [],
      routes: [lastBuyer, orderCreated],
      hold: (call) => call === 'GET /invoices/buyer',
    });
    await waitFor(() => expect(api.held.map((request) => request.call)).toEqual(['GET /invoices/buyer']));
    expect(placeOrder()).toHaveAttribute('aria-disabled', 'true');
    // A keyboard's press still submits an aria-disabled button: it waits, and says it is being placed.
    placeOrder().focus();
    await click.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Placing your order…' })).toHaveAttribute('aria-busy', 'true');
    expect(posts()).toEqual([]);

    api.hold = false;
    act(() => api.release('GET /invoices/buyer'));
    expect(await screen.findByText('Order created successfully!')).toBeInTheDocument();
    expect(posts().map((post) => post.body)).toEqual([{ invoice: company }]);
  });

  it("orders to the profile's address, without a body, while the address book is empty", async () => {
    const click = await renderCheckout({ addresses: [], routes: [orderCreated] });
    expect(screen.getByRole('radio', { name: /My profile address/ })).toBeChecked();
    await waitFor(() =>
      expect(screen.getByRole('complementary', { name: 'Order summary' })).toHaveTextContent('Delivery fee15,000 ₫'),
    );
    await click.click(placeOrder());
    expect(await screen.findByText('Order created successfully!')).toBeInTheDocument();
    expect(posts()[0]?.body).toBeUndefined();
  });

  it('speaks Vietnamese on a Vietnamese page', async () => {
    await renderCheckout({ locale: 'vi' });
    expect(await screen.findByText('Khu vực giao hàng: Nội thành TP.HCM')).toBeInTheDocument();
    const thursday = screen.getByRole('group', { name: 'Thứ Năm, 26/11/2026' });
    expect(within(thursday).getByRole('radio', { name: /08:00–10:00.*Còn 3 chỗ/ })).toBeEnabled();
    await waitFor(() =>
      expect(screen.getByRole('complementary', { name: 'Tóm tắt đơn hàng' })).toHaveTextContent('Tổng cộng98.000 ₫'),
    );
    expect(screen.getByRole('button', { name: 'Đặt hàng' })).toBeInTheDocument();
  });
});

describe('the payment choice', () => {
  const transfers = answer('GET /payments/methods', {
    status: 200,
    data: { success: true, data: { methods: ['cod', 'bank_transfer'], transferExpiryMinutes: 30 } },
  });
  const cashOnly = answer('GET /payments/methods', {
    status: 200,
    data: { success: true, data: { methods: ['cod'], transferExpiryMinutes: 30 } },
  });
  const paymentGroup = () => screen.getByRole('group', { name: 'Payment method' });

  it('offers only cash on delivery while the shop takes no transfer', async () => {
    await renderCheckout({ routes: [optionsFor(homeAddress._id, options), cashOnly] });
    await screen.findByText('Delivery zone: Nội thành TP.HCM');
    expect(within(paymentGroup()).getByRole('radio', { name: /Cash on delivery/ })).toBeChecked();
    expect(within(paymentGroup()).getAllByRole('radio')).toHaveLength(1);
  });

  it('offers a bank transfer with how long the order is held, cash on delivery still the default', async () => {
    await renderCheckout({ routes: [optionsFor(homeAddress._id, options), transfers] });
    const transfer = await screen.findByRole('radio', { name: /Bank transfer \(VietQR\)/ });
    expect(transfer).not.toBeChecked();
    expect(within(paymentGroup()).getByRole('radio', { name: /Cash on delivery/ })).toBeChecked();
    expect(paymentGroup()).toHaveTextContent('We hold your order 30 minutes for the transfer.');
  });

  it('is chosen by keyboard, places a bank-transfer order and opens its payment page', async () => {
    const click = await renderCheckout({ routes: [optionsFor(homeAddress._id, options), transfers, orderCreated] });
    await screen.findByRole('radio', { name: /Bank transfer/ });
    await click.click(await screen.findByRole('radio', { name: 'Fri 27/11' }));
    await click.click(screen.getByRole('radio', { name: /18:00–20:00/ }));
    within(paymentGroup())
      .getByRole('radio', { name: /Cash on delivery/ })
      .focus();
    await click.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: /Bank transfer/ })).toBeChecked();
    await click.click(placeOrder());
    expect(await screen.findByLabelText('url')).toHaveTextContent(/^\/orders\/ord-0000-1111-ab12cd34\/payment$/);
    expect(posts()[0]?.body).toEqual({
      addressId: homeAddress._id,
      slotId: 's-3',
      paymentMethod: 'bank_transfer',
      note: '',
    });
  });

  it("sends the transfer with the profile's address, which otherwise goes without a body", async () => {
    const click = await renderCheckout({ addresses: [], routes: [transfers, orderCreated] });
    await click.click(await screen.findByRole('radio', { name: /Bank transfer/ }));
    await click.click(placeOrder());
    expect(await screen.findByLabelText('url')).toHaveTextContent(/\/payment$/);
    expect(posts()[0]?.body).toEqual({ paymentMethod: 'bank_transfer' });
  });

  it('falls back to cash when the shop stopped taking transfers meanwhile', async () => {
    const click = await renderCheckout({ addresses: [], routes: [transfers] });
    await click.click(await screen.findByRole('radio', { name: /Bank transfer/ }));
    api.routes.unshift(
      answer('POST /orders', {
        status: 400,
        data: { success: false, code: 'payment_method_unavailable', message: 'This payment method is not available' },
      }),
      cashOnly,
    );
    await click.click(placeOrder());
    expect(await screen.findByText('This payment method is not available')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('radio', { name: /Bank transfer/ })).not.toBeInTheDocument());
    expect(screen.getByRole('radio', { name: /Cash on delivery/ })).toBeChecked();
    expect(screen.queryByLabelText('url')).not.toBeInTheDocument();
  });

  it('speaks Vietnamese on a Vietnamese page', async () => {
    await renderCheckout({ locale: 'vi', routes: [optionsFor(homeAddress._id, options), transfers] });
    expect(await screen.findByRole('radio', { name: /Chuyển khoản ngân hàng \(VietQR\)/ })).toBeInTheDocument();
    expect(screen.getByText(/Đơn hàng được giữ 30 phút để chờ chuyển khoản\./)).toBeInTheDocument();
  });
});

describe('vouchers and points', () => {
  const rau10 = {
    _id: 'pr-rau10',
    code: 'RAU10',
    title: 'Giảm 10% rau củ',
    titleEn: '10% off vegetables',
    kind: 'percent' as const,
    value: 10,
    maxDiscount: 50_000,
    minSubtotal: 50_000,
    startsAt: '2026-11-01T00:00:00+07:00',
    endsAt: '2026-12-31T23:59:59+07:00',
    categoryIds: [],
    excludedCategoryIds: [],
    paymentMethods: [],
    firstOrderOnly: false,
    perCustomerLimit: 1,
    totalLimit: null,
    public: true,
  };
  const promotions = answer('GET /promotions', { status: 200, data: { success: true, data: [rau10] } });
  /** The server's answer to a code: RAU10 takes 7,800 ₫ off; any other is unknown. */
  const withVoucher = (body: NonNullable<CreateOrderBody>): Partial<OrderQuote> => {
    if (!body.voucherCode) return {};
    if (body.voucherCode.toUpperCase() !== 'RAU10')
      return {
        voucher: {
          code: body.voucherCode,
          accepted: false,
          refusal: 'voucher_not_found',
          message: 'This voucher code does not exist',
        },
      };
    const discount = { promotionId: rau10._id, code: 'RAU10', title: '10% off vegetables', amount: 7_800 };
    return { discounts: [discount], totalAmount: 78_000 - 7_800 + 20_000, voucher: { code: 'RAU10', accepted: true } };
  };
  const quotes = () =>
    api.calls.filter((c) => c.call === 'POST /orders/quote').map((c) => c.body as NonNullable<CreateOrderBody>);
  const summary = () => screen.getByRole('complementary', { name: 'Order summary' });

  it('applies a typed code, shows its discount from the quote and places the order with it', async () => {
    const click = await renderCheckout({ quote: quoteFrom(options, withVoucher) });
    api.routes.push(orderCreated);
    await click.type(screen.getByLabelText('Voucher code'), 'rau10{Enter}');
    await waitFor(() => expect(summary()).toHaveTextContent('10% off vegetables(RAU10)−7,800 ₫'));
    expect(summary()).toHaveTextContent('Total90,200 ₫');
    expect(quotes().at(-1)).toMatchObject({ voucherCode: 'RAU10' });
    await click.click(await screen.findByRole('radio', { name: 'Fri 27/11' }));
    await click.click(screen.getByRole('radio', { name: /18:00–20:00/ }));
    await click.click(placeOrder());
    await screen.findByText('Order created successfully!');
    expect(posts()[0]?.body).toMatchObject({ voucherCode: 'RAU10' });
  });

  it("says the shop's refusal beside the field, and removing the code quotes without it", async () => {
    const click = await renderCheckout({ quote: quoteFrom(options, withVoucher) });
    await click.type(screen.getByLabelText('Voucher code'), 'NOPE1{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('This voucher code does not exist');
    await click.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('This voucher code does not exist')).not.toBeInTheDocument());
    await waitFor(() => expect(quotes().at(-1)).not.toHaveProperty('voucherCode'));
    // What was typed stays, to correct a typo.
    expect(screen.getByLabelText('Voucher code')).toHaveValue('NOPE1');
  });

  it('lists the public vouchers with what they give, and picking one applies it', async () => {
    const click = await renderCheckout({
      routes: [optionsFor(homeAddress._id, options), promotions],
      quote: quoteFrom(options, withVoucher),
    });
    const card = (await screen.findByText('10% off vegetables', { selector: 'p' })).closest('li')!;
    expect(card).toHaveTextContent('10% off, up to 50,000 ₫');
    expect(card).toHaveTextContent('On orders from 50,000 ₫ · Until 31 Dec 2026');
    await click.click(within(card).getByRole('button', { name: 'Use code RAU10' }));
    await waitFor(() => expect(summary()).toHaveTextContent('−7,800 ₫'));
    expect(within(card).getByText('In use')).toBeInTheDocument();
  });

  it('offers the points the order may use and shows them in the summary once chosen', async () => {
    const points = (body: NonNullable<CreateOrderBody>): Partial<OrderQuote> =>
      body.usePoints
        ? { pointsAvailable: 50, pointsUsed: 50, pointsAmount: 5_000, totalAmount: 98_000 - 5_000 }
        : { pointsAvailable: 50 };
    const click = await renderCheckout({ quote: quoteFrom(options, points) });
    const toggle = await screen.findByRole('checkbox', { name: /^Use 50 points \(−5,000\s₫\)$/ });
    await click.click(toggle);
    await waitFor(() => expect(summary()).toHaveTextContent('Reward points (50)−5,000 ₫'));
    expect(summary()).toHaveTextContent('Total93,000 ₫');
    expect(quotes().at(-1)?.usePoints).toBeGreaterThanOrEqual(50);
  });

  it('shows a voucher refused at Place order and asks for a new quote', async () => {
    const message = 'This voucher has been fully used';
    const click = await renderCheckout({
      quote: quoteFrom(options, withVoucher),
      routes: [
        optionsFor(homeAddress._id, options),
        answer('POST /orders', { status: 400, data: { success: false, code: 'voucher_used_up', message } }),
      ],
    });
    await click.type(screen.getByLabelText('Voucher code'), 'RAU10{Enter}');
    await waitFor(() => expect(summary()).toHaveTextContent('−7,800 ₫'));
    await click.click(await screen.findByRole('radio', { name: 'Fri 27/11' }));
    await click.click(screen.getByRole('radio', { name: /18:00–20:00/ }));
    const before = quotes().length;
    await click.click(placeOrder());
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(quotes().length).toBeGreaterThan(before));
    expect(screen.queryByLabelText('url')).not.toBeInTheDocument();
  });

  it('speaks Vietnamese: the field, the pick and the points', async () => {
    const points = (): Partial<OrderQuote> => ({ pointsAvailable: 12 });
    await renderCheckout({
      locale: 'vi',
      routes: [optionsFor(homeAddress._id, options), promotions],
      quote: quoteFrom(options, points),
    });
    expect(screen.getByLabelText('Mã giảm giá')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Dùng mã RAU10' })).toBeInTheDocument();
    expect(screen.getByText('Giảm 10%, tối đa 50.000 ₫')).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: /^Dùng 12 điểm \(−1\.200\s₫\)$/ })).toBeInTheDocument();
  });
});

describe('the substitution choice', () => {
  const quotes = () =>
    api.calls.filter((c) => c.call === 'POST /orders/quote').map((c) => c.body as NonNullable<CreateOrderBody>);
  const choiceOf = (name: string | RegExp) => screen.getByRole('combobox', { name });

  it('asks per line what to do if it runs out, no replacement by default, and sends nothing extra then', async () => {
    const click = await renderCheckout({ routes: [optionsFor(homeAddress._id, options), orderCreated] });
    const choice = choiceOf('If out of stock: Cà chua bi Đà Lạt');
    expect(choice).toHaveDisplayValue('No replacement, refund me');
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Replace with a similar product', 'No replacement, refund me']);
    await click.click(await screen.findByRole('radio', { name: /08:00–10:00/ }));
    await click.click(placeOrder());
    await screen.findByText('Order created successfully!');
    expect(posts()[0]?.body).not.toHaveProperty('substitutions');
  });

  it('sends a similar replacement with the quote and the order', async () => {
    const click = await renderCheckout({ routes: [optionsFor(homeAddress._id, options), orderCreated] });
    await click.click(await screen.findByRole('radio', { name: /08:00–10:00/ }));
    await click.selectOptions(choiceOf(/Cà chua bi Đà Lạt/), 'Replace with a similar product');
    expect(choiceOf(/Cà chua bi Đà Lạt/)).toHaveDisplayValue('Replace with a similar product');
    await waitFor(() => expect(quotes().at(-1)).toMatchObject({ substitutions: { [tomato._id]: 'similar' } }));
    await click.click(placeOrder());
    await screen.findByText('Order created successfully!');
    expect(posts()[0]?.body).toEqual({
      addressId: homeAddress._id,
      slotId: 's-1',
      paymentMethod: 'cod',
      note: '',
      substitutions: { [tomato._id]: 'similar' },
    });
  });

  it("sends the choice with the profile's address, which otherwise goes without a body", async () => {
    const click = await renderCheckout({ addresses: [], routes: [orderCreated] });
    await click.selectOptions(choiceOf(/Cà chua bi Đà Lạt/), 'similar');
    await click.click(placeOrder());
    await screen.findByText('Order created successfully!');
    expect(posts()[0]?.body).toEqual({ substitutions: { [tomato._id]: 'similar' } });
  });

  it('speaks Vietnamese on a Vietnamese page', async () => {
    await renderCheckout({ locale: 'vi' });
    const choice = choiceOf('Nếu hết hàng: Cà chua bi Đà Lạt');
    expect(choice).toHaveDisplayValue('Không thay, hoàn tiền');
    expect(within(choice).getByRole('option', { name: 'Thay bằng sản phẩm tương tự' })).toBeInTheDocument();
  });
});
