/** The checkout feature's public face for the app layer: the cart page and the checkout page. */
export { CheckoutView, type AddressBook, type CheckoutViewProps } from './components/checkout-view';
export { type ProfileDetails } from './components/address-choice';
export { useProceedToCheckout } from './use-proceed-to-checkout';
export { checkoutMessages } from './messages';
export { CartPage } from './components/cart-page';
export { CheckoutPage } from './components/checkout-page';
export { ZoneCheck } from './components/zone-check';
export { useDeliveryTerms, type DeliveryTerms } from './use-delivery-terms';
