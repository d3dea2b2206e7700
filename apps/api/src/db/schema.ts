export * from '../modules/users/users.table';
export * from '../modules/categories/categories.table';
export * from '../modules/products/products.table';
export * from '../modules/cart/cart.table';
export * from '../modules/orders/orders.table';
export * from '../modules/audit/audit.table';
export * from '../modules/images/images.table';
export * from '../modules/security-events/security-events.table';
