import { unitPrice, type CartEntry } from '@veggie/contract';
import { publicImageUrl } from '../images/images.names';
import { toProductUnit, toStock } from '../products/products.service';
import type { CartLineRow } from './cart.repository';

export function toCartEntry(row: CartLineRow, publicUrl: string | undefined): CartEntry {
  const { product } = row;
  const price = unitPrice(product);
  return {
    _id: row.id,
    product: {
      _id: product.id,
      name: product.name,
      nameEn: product.nameEn,
      price: product.price,
      salePrice: product.salePrice,
      unit: toProductUnit(product),
      imageUrl: publicImageUrl(publicUrl, product.imageUrl) ?? '',
      stock: toStock(product).stock,
      maxPerOrder: product.maxPerOrder,
    },
    quantity: row.quantity,
    unitPrice: price,
    lineTotal: price * row.quantity,
    addedAt: row.addedAt.toISOString(),
  };
}

export function toCart(rows: CartLineRow[], publicUrl: string | undefined): CartEntry[] {
  return rows.map((row) => toCartEntry(row, publicUrl));
}
