import type { Category } from '@veggie/contract';
import { paths } from '../../config/paths';

/**
 * The categories the home page points to, by the name the shop gives them (the seed's). Category ids are
 * made when the shop is seeded, so the loader looks them up; a category renamed or deleted since sends its
 * link to the list of categories instead of to a shop that would show something else.
 */
const CATEGORY_NAMES = {
  leafyGreens: 'Rau ăn lá',
  roots: 'Củ',
  tropicalFruit: 'Trái cây nhiệt đới',
  citrus: 'Trái cây có múi',
} as const;
export type HomeCategory = keyof typeof CATEGORY_NAMES;

/** Where each home category link goes: the shop filtered by it, or the categories when it is not found. */
export function homeCategoryLinks(categories: readonly Category[]): Record<HomeCategory, string> {
  const idOf = new Map(categories.map((category) => [category.name, category._id]));
  const link = (name: string) => {
    const id = idOf.get(name);
    return id ? paths.shop({ category: id }) : paths.categories();
  };
  return {
    leafyGreens: link(CATEGORY_NAMES.leafyGreens),
    roots: link(CATEGORY_NAMES.roots),
    tropicalFruit: link(CATEGORY_NAMES.tropicalFruit),
    citrus: link(CATEGORY_NAMES.citrus),
  };
}
