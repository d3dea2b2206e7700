/** The orders feature's public face for the app layer. */
export { useCreateOrder, createOrder, newIdempotencyKey, type CreateOrderRequest } from './api/create-order';
export { orderKeys } from './api/order-keys';
export { MyOrders } from './components/my-orders';
export { ordersMessages } from './messages';
export { OrdersPage } from './components/orders-page';
export { useLastInvoiceBuyer } from './api/get-invoice-buyer';
export { OrderInvoice } from './components/order-invoice';
