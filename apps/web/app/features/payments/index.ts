/** The payments feature's public face for the app layer and the checkout. */
export { usePaymentMethods } from './api/get-payment-methods';
export { paymentKeys } from './api/payment-keys';
export { OrderPayment } from './components/order-payment';
export { paymentMessages } from './messages';
export { OrderPaymentPage } from './components/order-payment-page';
