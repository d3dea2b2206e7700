// First: it configures zod before any schema below is built.
import './validation-mode';
export * from './limits';
export * from './money';
export * from './dates';
export * from './images';
export * from './messages';
export * from './error-codes';
export * from './common';
export * from './text';
export * from './users';
export * from './auth';
export * from './categories';
export * from './products';
export * from './cart';
export * from './orders';
export * from './health';
export * from './audit';
export * from './security-events';
