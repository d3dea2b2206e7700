import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { routePatterns } from './config/paths';
import { adminRoutePatterns } from './config/admin-paths';

export default [
  layout('layouts/admin-layout.tsx', [
    route(adminRoutePatterns.dashboard, 'routes/admin/dashboard.tsx'),
    route(adminRoutePatterns.users, 'routes/admin/users.tsx'),
    route(adminRoutePatterns.products, 'routes/admin/products.tsx'),
    route(adminRoutePatterns.categories, 'routes/admin/categories.tsx'),
    route(adminRoutePatterns.orders, 'routes/admin/orders.tsx'),
    route(adminRoutePatterns.payments, 'routes/admin/payments.tsx'),
    route(adminRoutePatterns.invoices, 'routes/admin/invoices.tsx'),
    route(adminRoutePatterns.stats, 'routes/admin/stats.tsx'),
    route(adminRoutePatterns.audit, 'routes/admin/audit.tsx'),
    route(adminRoutePatterns.messages, 'routes/admin/messages.tsx'),
    route(adminRoutePatterns.settings, 'routes/admin/settings.tsx'),
    route(adminRoutePatterns.search, 'routes/admin/search.tsx'),
    route(adminRoutePatterns.delivery, 'routes/admin/delivery.tsx'),
    route(adminRoutePatterns.deliverySlots, 'routes/admin/delivery-slots.tsx'),
    route(adminRoutePatterns.packingList, 'routes/admin/packing-list.tsx'),
    route(adminRoutePatterns.promotions, 'routes/admin/promotions.tsx'),
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
    route(routePatterns.newsletter, 'routes/newsletter.tsx'),
    route(routePatterns.newsletterUnsubscribe, 'routes/newsletter-unsubscribe.tsx'),
    route(routePatterns.newsletterManage, 'routes/newsletter-manage.tsx'),
    route(routePatterns.shopInformation, 'routes/shop-information.tsx'),
    route(routePatterns.returns, 'routes/returns.tsx'),
    route(routePatterns.inspection, 'routes/inspection.tsx'),
    route(routePatterns.trace, 'routes/trace.tsx'),
    route(routePatterns.notFound, 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
