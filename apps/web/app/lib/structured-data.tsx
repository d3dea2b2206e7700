import { certificateBadge, type Product as ProductData, type ShopSettings } from '@veggie/contract';
import type { Organization, Product, Thing, WebSite, WithContext } from 'schema-dts';
import { paths } from '../config/paths';
import { useShopToday } from './clock';
import { useNonce } from './csp-nonce';

/**
 * A URL on the shop's origin, absolute when PUBLIC_URL gives one (image URLs then already are), else the
 * rooted path, which JSON-LD resolves against the page.
 */
const absolute = (origin: string, url: string) => (origin ? new URL(url, `${origin}/`).href : url);

/** The names schema.org readers know the certifications by. */
const CERTIFICATION_NAMES = { organic: 'Organic', vietgap: 'VietGAP' } as const;

/**
 * The product's origin for search engines: the country, the farm and province as properties, and the
 * certificate only while it is valid on `today` in Vietnam (as the page shows its badge).
 */
function originStructuredData({ origin }: ProductData, today: string): Partial<Product> {
  if (!origin) return {};
  const badge = certificateBadge(origin, today);
  return {
    countryOfOrigin: { '@type': 'Country', name: 'Việt Nam' },
    additionalProperty: [
      { '@type': 'PropertyValue', name: 'Farm', value: origin.farm },
      { '@type': 'PropertyValue', name: 'Province', value: origin.province },
    ],
    ...(badge && {
      hasCertification: {
        '@type': 'Certification',
        name: CERTIFICATION_NAMES[badge],
        ...(origin.certificateNo && { certificationIdentification: origin.certificateNo }),
        ...(origin.certificateValidUntil && { expires: origin.certificateValidUntil }),
      },
    }),
  };
}

/**
 * schema.org `Product` of a product page: what search engines show as price and availability, and where it
 * comes from. `today` is the day in Vietnam (a certificate stops counting after its last valid day).
 */
export function productStructuredData(product: ProductData, origin: string, today: string): WithContext<Product> {
  const url = absolute(origin, paths.product(product._id));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    sku: product._id,
    url,
    ...(product.imageUrl && { image: absolute(origin, product.imageUrl) }),
    category: product.category.name,
    ...originStructuredData(product, today),
    offers: {
      '@type': 'Offer',
      url,
      // What the shopper pays: the sale price when there is one. Whole dong, as everywhere.
      price: product.salePrice ?? product.price,
      priceCurrency: 'VND',
      availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
}

/** The shop as an `Organization` and its search as a `WebSite` action, for the home page. */
export function shopStructuredData(shop: ShopSettings, origin: string): WithContext<Organization | WebSite>[] {
  const url = absolute(origin, paths.home());
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: shop.shopName,
      legalName: shop.legalName,
      url,
      email: shop.email,
      telephone: shop.phone,
      address: { '@type': 'PostalAddress', streetAddress: shop.address, addressCountry: 'VN' },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: shop.shopName,
      url,
      potentialAction: {
        '@type': 'SearchAction',
        target: `${absolute(origin, paths.shop())}?q={search_term_string}`,
        // schema-dts has no type for Google's "query-input" property.
        ...({ 'query-input': 'required name=search_term_string' } as object),
      },
    },
  ];
}

/**
 * JSON-LD in a script the browser never runs. It carries the page's CSP nonce all the same, so the policy
 * allows it whatever a browser decides about data blocks; `<` is escaped so no text can close the script.
 */
export function JsonLd({ data }: { data: WithContext<Thing> | WithContext<Thing>[] }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}

/** The home page's JSON-LD (lib/shop-json-ld.tsx loads it). */
export function ShopJsonLd({ shop, origin }: { shop: ShopSettings; origin: string }) {
  return <JsonLd data={shopStructuredData(shop, origin)} />;
}

/** A product page's JSON-LD (lib/product-json-ld.tsx loads it); a certificate counts while valid today in Vietnam. */
export function ProductJsonLd({ product, origin }: { product: ProductData; origin: string }) {
  return <JsonLd data={productStructuredData(product, origin, useShopToday())} />;
}
