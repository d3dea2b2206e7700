import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { routePatterns } from './config/paths';

export default [
  layout('layouts/admin-layout.tsx', [
    route(routePatterns.admin.dashboard, 'routes/admin/dashboard.tsx'),
    route(routePatterns.admin.users, 'routes/admin/users.tsx'),
    route(routePatterns.admin.products, 'routes/admin/products.tsx'),
    route(routePatterns.admin.categories, 'routes/admin/categories.tsx'),
    route(routePatterns.admin.orders, 'routes/admin/orders.tsx'),
    route(routePatterns.admin.payments, 'routes/admin/payments.tsx'),
    route(routePatterns.admin.stats, 'routes/admin/stats.tsx'),
    route(routePatterns.admin.audit, 'routes/admin/audit.tsx'),
    route(routePatterns.admin.messages, 'routes/admin/messages.tsx'),
    route(routePatterns.admin.settings, 'routes/admin/settings.tsx'),
    route(routePatterns.admin.search, 'routes/admin/search.tsx'),
    route(routePatterns.admin.delivery, 'routes/admin/delivery.tsx'),
    route(routePatterns.admin.deliverySlots, 'routes/admin/delivery-slots.tsx'),
    route(routePatterns.admin.packingList, 'routes/admin/packing-list.tsx'),
  ]),
  layout('layouts/auth-layout.tsx', [
    route(routePatterns.login, 'routes/login.tsx'),
    route(routePatterns.register, 'routes/register.tsx'),
    route(routePatterns.forgotPassword, 'routes/forgot-password.tsx'),
    route(routePatterns.resetPassword, 'routes/reset-password.tsx'),
  ]),
  route(routePatterns.language, 'routes/language.ts'),
  route(routePatterns.sitemap, 'routes/sitemap.ts'),
  route(routePatterns.sitemapPages, 'routes/sitemap-pages.ts'),
  route(routePatterns.sitemapProducts, 'routes/sitemap-products.ts'),
  route(routePatterns.robots, 'routes/robots.ts'),
  layout('layouts/storefront-layout.tsx', [
    index('routes/home.tsx'),
    route(routePatterns.about, 'routes/about.tsx'),
    route(routePatterns.shop, 'routes/shop.tsx'),
    route(routePatterns.product, 'routes/product.tsx'),
    route(routePatterns.productBySlug, 'routes/product-redirect.tsx'),
    route(routePatterns.categories, 'routes/categories.tsx'),
    route(routePatterns.contact, 'routes/contact.tsx'),
    // The screens with server state (TanStack Query); the catalog pages' first load has none of it.
    layout('layouts/query-layout.tsx', [
      route(routePatterns.cart, 'routes/cart.tsx'),
      route(routePatterns.checkout, 'routes/checkout.tsx'),
      route(routePatterns.orders, 'routes/orders.tsx'),
      route(routePatterns.orderPayment, 'routes/order-payment.tsx'),
      route(routePatterns.profile, 'routes/profile.tsx'),
      // The zone check asks the server (TanStack Query).
      route(routePatterns.delivery, 'routes/delivery.tsx'),
    ]),
    route(routePatterns.terms, 'routes/terms.tsx'),
    route(routePatterns.privacy, 'routes/privacy.tsx'),
    route(routePatterns.newsletterUnsubscribe, 'routes/newsletter-unsubscribe.tsx'),
    route(routePatterns.newsletterManage, 'routes/newsletter-manage.tsx'),
    route(routePatterns.shopInformation, 'routes/shop-information.tsx'),
    route(routePatterns.returns, 'routes/returns.tsx'),
    route(routePatterns.inspection, 'routes/inspection.tsx'),
    route(routePatterns.notFound, 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
