import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { routePatterns } from './config/paths';

export default [
  layout('layouts/storefront-layout.tsx', [index('routes/home.tsx'), route(routePatterns.notFound, 'routes/not-found.tsx')]),
] satisfies RouteConfig;
