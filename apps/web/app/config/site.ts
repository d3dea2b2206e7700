export const SITE_NAME = 'Veggie Market';
export const SITE_DESCRIPTION =
  'Fresh organic fruit and vegetables from Vietnamese farms, delivered to your door. Prices in VND.';
