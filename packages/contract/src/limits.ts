/** Business constants shared by the API and the web app (spec section 9, CONTRACT.md). */
export const LIMITS = {
  nameMax: 50,
  productNameMax: 100,
  /** A sale unit as a shopper reads it after a price: "hộp 500 g", "bunch of 500 g". */
  unitLabelMax: 30,
  categoryNameMax: 50,
  addressMax: 200,
  /** Search text (`q`, the admin lists' `search`), as typed: the search boxes stop there. */
  searchTextMax: 200,
  phoneMax: 30,
  contactSubjectMax: 120,
  contactMessageMax: 2000,
  passwordMin: 6,
  passwordMax: 128,
  cartQuantityMin: 1,
  cartQuantityMax: 999,
  lowStockThreshold: 10,
  priceStep: 1000,
  uploadMaxBytes: 2 * 1024 * 1024,
} as const;

export const PAGE_SIZES = {
  shop: 12,
  home: 8,
  admin: 10,
  /** The audit log is read in longer runs than the other admin lists. */
  audit: 20,
  related: 4,
  max: 100,
  /** Products per sitemap file: one query a crawler's request costs, far under the protocol's 50,000 URLs. */
  sitemap: 5000,
} as const;

/** Image types a user may upload; judged by the file's bytes on the server. */
export const UPLOAD_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
