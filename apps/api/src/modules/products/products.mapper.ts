import type {
  BatchTrace,
  ExpiringCertificate,
  Product,
  ProductOrigin,
  ProductSitemapPage,
  ProductStats,
  ProductUnit,
} from '@veggie/contract';
import { paginate } from '@veggie/contract';
import { publicImageUrl } from '../images/images.names';
import type {
  certificatesEndingBy,
  findBatch,
  ProductWithCategory,
  productStats,
  sitemapPage,
} from './products.repository';
import type { ProductRow } from './products.table';

type OriginColumns = Pick<
  ProductRow,
  'originProvince' | 'originFarm' | 'certification' | 'certificateNo' | 'certificateValidUntil'
>;

/** The origin columns (of a product or of a batch) as the contract's origin; null when no place was said. */
export function toOrigin(row: OriginColumns): ProductOrigin | null {
  if (row.originProvince === null || row.originFarm === null) return null;
  return {
    province: row.originProvince,
    farm: row.originFarm,
    certification: row.certification ?? 'none',
    certificateNo: row.certificateNo,
    certificateValidUntil: row.certificateValidUntil,
  };
}

type UnitColumns = Pick<ProductRow, 'unitKind' | 'unitLabel' | 'unitLabelEn'> &
  Partial<Pick<ProductRow, 'unitStepGrams' | 'unitMinGrams' | 'unitPricePerKg' | 'unitSalePricePerKg'>>;

/** The unit columns (of a product, or of an order line's snapshot) as the contract's `unit`. */
export function toProductUnit(row: UnitColumns): ProductUnit {
  const unit: ProductUnit = { kind: row.unitKind, label: row.unitLabel, labelEn: row.unitLabelEn };
  if (row.unitKind !== 'weight') return unit;
  if (row.unitStepGrams) unit.stepGrams = row.unitStepGrams;
  if (row.unitPricePerKg) unit.pricePerKg = row.unitPricePerKg;
  if (row.unitSalePricePerKg) unit.salePricePerKg = row.unitSalePricePerKg;
  if (row.unitMinGrams) unit.minGrams = row.unitMinGrams;
  return unit;
}

/**
 * A product's stock as the wire counts it: pieces, or the whole steps its grams hold (what a cart's
 * `quantity` is compared with), and the grams themselves for a weight product.
 */
export function toStock(row: Pick<ProductRow, 'unitKind' | 'unitStepGrams' | 'stock'>) {
  if (row.unitKind !== 'weight' || !row.unitStepGrams) return { stock: row.stock, stockGrams: null };
  return { stock: Math.floor(row.stock / row.unitStepGrams), stockGrams: row.stock };
}

export function toProduct(row: ProductWithCategory, publicUrl: string | undefined): Product {
  return {
    _id: row.id,
    name: row.name,
    nameEn: row.nameEn,
    description: row.description,
    price: row.price,
    salePrice: row.salePrice,
    unit: toProductUnit(row),
    ...toStock(row),
    maxPerOrder: row.maxPerOrder,
    vatRate: row.vatRate,
    origin: toOrigin(row),
    packedOn: row.packedOn,
    category: { _id: row.categoryId, name: row.categoryName },
    imageUrl: publicImageUrl(publicUrl, row.imageUrl) ?? '',
    avgRating: row.avgRating,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toBatchTrace(
  { batch, product }: NonNullable<Awaited<ReturnType<typeof findBatch>>>,
  publicUrl: string | undefined,
): BatchTrace {
  return {
    code: batch.code,
    product: {
      _id: product.id,
      name: product.name,
      nameEn: product.nameEn,
      imageUrl: publicImageUrl(publicUrl, product.imageUrl) ?? '',
    },
    packedOn: batch.packedOn,
    origin: toOrigin(batch),
  };
}

type CertificateRow = Awaited<ReturnType<typeof certificatesEndingBy>>[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** A certificate for the dashboard, `daysLeft` counted from `today` (both calendar days, so no time zone). */
export function toExpiringCertificate(row: CertificateRow, today: string): ExpiringCertificate | null {
  const { certification, certificateNo, certificateValidUntil } = row;
  if (certification === null || certification === 'none' || !certificateNo || !certificateValidUntil) return null;
  const daysLeft = Math.round((Date.parse(certificateValidUntil) - Date.parse(today)) / DAY_MS);
  return {
    product: { _id: row.id, name: row.name, nameEn: row.nameEn },
    certification,
    certificateNo,
    certificateValidUntil,
    daysLeft,
  };
}

export function toProductSuggestion({ _id, name, nameEn, imageUrl, price, salePrice, unit }: Product) {
  return { _id, name, nameEn, imageUrl, price, salePrice, unit };
}

export const toCategorySuggestion = ({ id, name }: { id: string; name: string }) => ({ _id: id, name });

export function toProductStats({ totals, perCategory }: Awaited<ReturnType<typeof productStats>>): ProductStats {
  return {
    totalProducts: totals?.totalProducts ?? 0,
    categoryStats: perCategory.map((c) => ({
      _id: c.id,
      categoryName: c.categoryName,
      count: c.count,
      avgPrice: c.avgPrice,
      totalValue: c.totalValue,
    })),
    priceStats: {
      minPrice: totals?.minPrice ?? 0,
      maxPrice: totals?.maxPrice ?? 0,
      avgPrice: totals?.avgPrice ?? 0,
      totalValue: totals?.totalValue ?? 0,
    },
    stockStats: {
      totalStock: totals?.totalStock ?? 0,
      lowStock: totals?.lowStock ?? 0,
      outOfStock: totals?.outOfStock ?? 0,
    },
  };
}

export function toSitemapPage(
  { rows, total }: Awaited<ReturnType<typeof sitemapPage>>,
  page: number,
  limit: number,
): ProductSitemapPage {
  return {
    products: rows.map((row) => ({ _id: row.id, updatedAt: row.updatedAt.toISOString() })),
    pagination: paginate(page, limit, total),
  };
}
