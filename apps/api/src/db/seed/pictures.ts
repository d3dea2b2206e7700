import type { DrawingName } from './drawings';

/**
 * What each seed picture shows, composed in a 128-unit square from Noto Emoji (Apache-2.0, the
 * `@iconify-json/noto` set) and our own drawings in the same manner (drawings.ts). Several items per
 * picture tell similar products apart: a cluster of small cherry tomatoes vs one big beef tomato.
 * Why Noto: docs/decisions/020-seed-pictures.md. The contact sheet docs/seed-pictures.webp shows them all.
 */

interface Placement {
  /** Top-left corner and edge of the item's 128-unit box in the picture's 128-unit square. */
  x: number;
  y: number;
  size: number;
  /** Degrees clockwise about the item's centre. */
  rotate?: number;
  /** Mirrored left to right. */
  flip?: boolean;
  /** Colour swaps (lower-case #rrggbb → #rrggbb): a red bell pepper from Noto's green one. */
  recolor?: Readonly<Record<string, string>>;
}

/** An item is a Noto emoji by its Iconify name, or one of our drawings. */
export type PictureItem = Placement & ({ noto: string } | { drawing: DrawingName });

const RED_BELL_PEPPER = { '#7cb342': '#e53935', '#558b2f': '#b71c1c', '#bbe68b': '#ff8a80', '#33691e': '#8e0000' };
const GREEN_GRAPES = { '#4c186e': '#5e8c1f', '#a363b1': '#a8d05a', '#dabcf3': '#e8f6c4' };
const YELLOW_MANGO = {
  '#f33a1f': '#f9b81b',
  '#f86922': '#fbbf24',
  '#fd9124': '#fcc42b',
  '#dc0d27': '#e8a317',
};
const HONEY_SWEET_POTATO_FLESH = { '#fad674': '#ff9a3c' };
const PURPLE_SWEET_POTATO = { '#fad674': '#9b4fb8', '#bf0578': '#6a1b6e', '#d3578b': '#8e3b8f' };
const PURPLE_ONION = {
  '#f2a05b': '#8e2c6b',
  '#f5ad68': '#9c3577',
  '#fecc88': '#c46a9e',
  '#fcc581': '#b9588f',
  '#f7b16d': '#a23c7c',
  '#f3a05c': '#8e2c6b',
  '#e6915b': '#7d2260',
  '#d77f59': '#6d1a55',
  '#d17858': '#6d1a55',
  '#d17759': '#6d1a55',
  '#ee9b5b': '#882a68',
  '#e38d5a': '#7d2260',
  '#feeac4': '#f3d0e4',
};
const SHALLOT = {
  '#f2a05b': '#b4475a',
  '#f5ad68': '#bd5263',
  '#fecc88': '#de8c96',
  '#fcc581': '#d67a86',
  '#f7b16d': '#c25a6a',
  '#f3a05c': '#b4475a',
  '#e6915b': '#a53d50',
  '#d77f59': '#933447',
  '#d17858': '#933447',
  '#d17759': '#933447',
  '#ee9b5b': '#ae4356',
  '#e38d5a': '#a53d50',
  '#feeac4': '#f6d6da',
};
const GREEN_ORANGE = { '#ff8e00': '#7fae2e', '#ff6110': '#5f8f22', '#ffe265': '#c9e58a' };
const LIME_GREEN = { '#ff8e00': '#8cc63f', '#ff6110': '#6aa22a', '#ffe265': '#d6ef9a' };
const KUMQUAT = { '#ff8e00': '#f6a21c', '#ff6110': '#e98a10', '#ffe265': '#ffe08a' };
const POMELO_HALF = { '#ff9d2e': '#f48a9a', '#ffb85c': '#f8aab5', '#6b9e2c': '#6fa331' };
const LEMON_HALF = { '#ff9d2e': '#fbd54a', '#ffb85c': '#fde68a', '#6b9e2c': '#f5c518' };
const KUMQUAT_HALF = { '#6b9e2c': '#f2a31f' };
const GOLDEN_MELON_SLICE = {
  '#7ca24a': '#f5b800',
  '#d6e8a6': '#fff6c8',
  '#ffa040': '#fffbe6',
  '#ffb866': '#ffffff',
  '#e9c98f': '#eadcaa',
};
const MUNG_BEANS = { '#1f1b1d': '#6b9a2e', '#0e0c0d': '#3f6a18', '#6a6466': '#b5d97a', '#f4f1e8': '#e8f2c8' };
const CHOY_SUM = { '#e9e7d7': '#d8ecb0', '#eae0a9': '#bcdc7f', '#e1dda0': '#a9d06a', '#c9d487': '#94c158' };
const DALAT_POTATO = { '#b8885a': '#d9b27a', '#875b52': '#b88a55', '#513531': '#8a6a3c', '#d9ac82': '#f0d3a0' };
const GREEN_BIRD_EYE = { '#dc0d28': '#4f8a1f', '#ff5117': '#7cb342', '#ffcb88': '#d4ef9a' };

export const SEED_PICTURES = {
  // Leafy greens
  'leafy-greens': [
    { drawing: 'water-spinach', x: -6, y: 4, size: 84, rotate: -12 },
    { noto: 'leafy-green', x: 46, y: 10, size: 80, rotate: 10, recolor: CHOY_SUM },
    { drawing: 'lettuce', x: 14, y: 50, size: 74 },
    { noto: 'broccoli', x: 62, y: 58, size: 58 },
  ],
  'water-spinach': [{ drawing: 'water-spinach', x: 0, y: 0, size: 128 }],
  'choy-sum': [
    { noto: 'leafy-green', x: 0, y: 10, size: 100, rotate: -16, recolor: CHOY_SUM },
    { noto: 'leafy-green', x: 28, y: 10, size: 100, rotate: 14, recolor: CHOY_SUM },
    { noto: 'leafy-green', x: 12, y: 22, size: 104, recolor: CHOY_SUM },
  ],
  lettuce: [{ drawing: 'lettuce', x: 0, y: 4, size: 128 }],
  spinach: [{ drawing: 'spinach', x: 0, y: 0, size: 128 }],
  broccoli: [{ noto: 'broccoli', x: 6, y: 4, size: 116 }],
  'red-amaranth': [{ drawing: 'red-amaranth', x: 0, y: 0, size: 128 }],

  // Fruit vegetables
  'fruit-vegetables': [
    { noto: 'cucumber', x: 56, y: 6, size: 66, rotate: 8 },
    { noto: 'bell-pepper', x: 6, y: 20, size: 70, recolor: RED_BELL_PEPPER },
    { noto: 'eggplant', x: 56, y: 56, size: 66 },
    { noto: 'tomato', x: 14, y: 62, size: 60 },
  ],
  'cherry-tomatoes': [
    { drawing: 'tomato-vine', x: 0, y: 0, size: 128 },
    { noto: 'tomato', x: 30, y: 30, size: 40, rotate: -10 },
    { noto: 'tomato', x: 64, y: 38, size: 40, rotate: 12 },
    { noto: 'tomato', x: 10, y: 52, size: 38, rotate: -20 },
    { noto: 'tomato', x: 82, y: 58, size: 38, rotate: 18 },
    { noto: 'tomato', x: 40, y: 66, size: 40 },
    { noto: 'tomato', x: 20, y: 86, size: 36, rotate: -8 },
    { noto: 'tomato', x: 62, y: 84, size: 38, rotate: 6 },
  ],
  'beef-tomato': [
    { drawing: 'tomato-slice', x: 76, y: 72, size: 48 },
    { noto: 'tomato', x: 0, y: 4, size: 112 },
  ],
  'baby-cucumbers': [{ noto: 'cucumber', x: 4, y: 8, size: 118 }],
  'long-eggplants': [
    { noto: 'eggplant', x: -4, y: 4, size: 104, rotate: -6 },
    { noto: 'eggplant', x: 24, y: 26, size: 104, rotate: 6 },
  ],
  'red-bell-pepper': [
    { noto: 'bell-pepper', x: 30, y: 14, size: 92, rotate: 10, recolor: RED_BELL_PEPPER },
    { noto: 'bell-pepper', x: 0, y: 24, size: 100, rotate: -8, recolor: RED_BELL_PEPPER },
  ],
  'sweet-corn': [{ noto: 'ear-of-corn', x: 4, y: 4, size: 120 }],

  // Roots and bulbs
  roots: [
    { noto: 'carrot', x: 2, y: 4, size: 76, rotate: -10 },
    { noto: 'roasted-sweet-potato', x: 52, y: 18, size: 72, recolor: HONEY_SWEET_POTATO_FLESH },
    { noto: 'potato', x: 8, y: 60, size: 62, recolor: DALAT_POTATO },
    { noto: 'onion', x: 62, y: 62, size: 56, recolor: PURPLE_ONION },
  ],
  carrots: [
    { noto: 'carrot', x: -2, y: 0, size: 110, rotate: -14 },
    { noto: 'carrot', x: 16, y: 12, size: 110 },
    { noto: 'carrot', x: 30, y: 20, size: 104, rotate: 14 },
  ],
  potatoes: [
    { noto: 'potato', x: 4, y: 14, size: 80, rotate: -10, recolor: DALAT_POTATO },
    { noto: 'potato', x: 48, y: 10, size: 74, rotate: 20, recolor: DALAT_POTATO },
    { noto: 'potato', x: 24, y: 50, size: 80, recolor: DALAT_POTATO },
  ],
  'honey-sweet-potatoes': [
    { noto: 'roasted-sweet-potato', x: 30, y: 6, size: 92, rotate: 14, recolor: HONEY_SWEET_POTATO_FLESH },
    { noto: 'roasted-sweet-potato', x: 0, y: 32, size: 100, rotate: -6, recolor: HONEY_SWEET_POTATO_FLESH },
  ],
  'purple-sweet-potatoes': [
    { noto: 'roasted-sweet-potato', x: 30, y: 6, size: 92, rotate: 14, recolor: PURPLE_SWEET_POTATO },
    { noto: 'roasted-sweet-potato', x: 0, y: 32, size: 100, rotate: -6, recolor: PURPLE_SWEET_POTATO },
  ],
  'red-onions': [
    { noto: 'onion', x: 48, y: 16, size: 80, rotate: 12, recolor: PURPLE_ONION },
    { noto: 'onion', x: 2, y: 22, size: 96, recolor: PURPLE_ONION },
  ],
  ginger: [{ noto: 'ginger-root', x: 4, y: 4, size: 120 }],

  // Mushrooms
  mushrooms: [
    { drawing: 'king-oyster-mushrooms', x: 2, y: 6, size: 72 },
    { drawing: 'shiitake', x: 54, y: 8, size: 70 },
    { drawing: 'button-mushroom', x: 8, y: 66, size: 54 },
    { drawing: 'straw-mushrooms', x: 60, y: 60, size: 62 },
  ],
  'king-oyster-mushrooms': [{ drawing: 'king-oyster-mushrooms', x: 2, y: 0, size: 124 }],
  shiitake: [
    { drawing: 'shiitake', x: 50, y: 2, size: 76, rotate: 12 },
    { drawing: 'shiitake', x: 0, y: 36, size: 90, rotate: -6 },
  ],
  'grey-oyster-mushrooms': [{ drawing: 'grey-oyster-mushrooms', x: 0, y: 0, size: 128 }],
  'button-mushrooms': [
    { drawing: 'button-mushroom', x: 52, y: 10, size: 70, rotate: 14 },
    { drawing: 'button-mushroom', x: 2, y: 16, size: 74, rotate: -10 },
    { drawing: 'button-mushroom', x: 26, y: 46, size: 80 },
  ],
  'straw-mushrooms': [{ drawing: 'straw-mushrooms', x: 0, y: 0, size: 128 }],
  'brown-beech-mushrooms': [{ drawing: 'brown-beech-mushrooms', x: 0, y: 4, size: 124 }],

  // Tropical fruit
  'tropical-fruit': [
    { noto: 'pineapple', x: 40, y: 0, size: 80 },
    { noto: 'mango', x: 0, y: 30, size: 70, recolor: YELLOW_MANGO },
    { noto: 'banana', x: 60, y: 58, size: 66 },
    { drawing: 'dragon-fruit', x: 12, y: 64, size: 58 },
  ],
  mangoes: [
    { noto: 'mango', x: 34, y: 6, size: 92, rotate: 16, recolor: YELLOW_MANGO },
    { noto: 'mango', x: 0, y: 30, size: 100, rotate: -8, recolor: YELLOW_MANGO },
  ],
  'red-dragon-fruit': [{ drawing: 'dragon-fruit', x: 0, y: 0, size: 128 }],
  avocados: [
    { noto: 'avocado', x: 36, y: 4, size: 90, rotate: 14 },
    { noto: 'avocado', x: 0, y: 28, size: 100, flip: true },
  ],
  pineapple: [{ noto: 'pineapple', x: 4, y: 2, size: 122 }],
  bananas: [{ noto: 'banana', x: 2, y: 6, size: 116 }],
  'green-coconut': [{ drawing: 'trimmed-coconut', x: 8, y: 8, size: 114 }],

  // Citrus
  citrus: [
    { noto: 'tangerine', x: 4, y: 8, size: 72 },
    { noto: 'lemon', x: 56, y: 14, size: 68 },
    { noto: 'tangerine', x: 10, y: 58, size: 62, recolor: GREEN_ORANGE },
    { noto: 'lime', x: 62, y: 64, size: 58 },
  ],
  'green-oranges': [
    { noto: 'tangerine', x: 40, y: 4, size: 80, rotate: 12, recolor: GREEN_ORANGE },
    { noto: 'tangerine', x: 0, y: 24, size: 88, recolor: GREEN_ORANGE },
    { drawing: 'citrus-half', x: 60, y: 64, size: 60 },
  ],
  tangerines: [
    { noto: 'tangerine', x: 44, y: 8, size: 76, rotate: 16 },
    { noto: 'tangerine', x: 0, y: 16, size: 80, rotate: -10 },
    { noto: 'tangerine', x: 24, y: 48, size: 80 },
  ],
  'green-pomelo': [
    { noto: 'tangerine', x: 0, y: 0, size: 110, recolor: GREEN_ORANGE },
    { drawing: 'citrus-half', x: 64, y: 62, size: 62, recolor: POMELO_HALF },
  ],
  limes: [
    { noto: 'tangerine', x: 40, y: 6, size: 72, rotate: 10, recolor: LIME_GREEN },
    { noto: 'tangerine', x: 0, y: 20, size: 76, recolor: LIME_GREEN },
    { noto: 'lime', x: 30, y: 54, size: 80 },
  ],
  lemons: [
    { noto: 'lemon', x: 0, y: 4, size: 104, rotate: -8 },
    { drawing: 'citrus-half', x: 62, y: 62, size: 60, recolor: LEMON_HALF },
  ],
  kumquats: [
    { noto: 'tangerine', x: 20, y: 10, size: 44, recolor: KUMQUAT },
    { noto: 'tangerine', x: 60, y: 14, size: 42, recolor: LIME_GREEN },
    { noto: 'tangerine', x: 4, y: 48, size: 44, recolor: LIME_GREEN },
    { noto: 'tangerine', x: 44, y: 44, size: 46, recolor: KUMQUAT },
    { noto: 'tangerine', x: 82, y: 44, size: 42, recolor: KUMQUAT },
    { noto: 'tangerine', x: 24, y: 82, size: 42, recolor: KUMQUAT },
    { drawing: 'citrus-half', x: 66, y: 86, size: 34, recolor: KUMQUAT_HALF },
  ],

  // Melons and berries
  'melons-berries': [
    { noto: 'watermelon', x: 2, y: 6, size: 74 },
    { noto: 'grapes', x: 60, y: 4, size: 64, recolor: GREEN_GRAPES },
    { noto: 'melon', x: 6, y: 60, size: 60 },
    { noto: 'strawberry', x: 62, y: 62, size: 56 },
  ],
  watermelon: [
    { noto: 'watermelon', x: 30, y: 2, size: 96, rotate: 10 },
    { noto: 'watermelon', x: 0, y: 28, size: 104, rotate: -6 },
  ],
  'netted-melon': [
    { noto: 'melon', x: 0, y: 0, size: 100 },
    { drawing: 'melon-slice', x: 50, y: 72, size: 76, rotate: -10 },
  ],
  strawberries: [
    { noto: 'strawberry', x: 44, y: 6, size: 76, rotate: 16 },
    { noto: 'strawberry', x: 0, y: 18, size: 80, rotate: -14 },
    { noto: 'strawberry', x: 26, y: 46, size: 80 },
  ],
  'green-grapes': [{ noto: 'grapes', x: 4, y: 4, size: 120, recolor: GREEN_GRAPES }],
  blueberries: [{ noto: 'blueberries', x: 4, y: 4, size: 120 }],
  'golden-melon': [
    { drawing: 'golden-melon', x: 0, y: 4, size: 104 },
    { drawing: 'melon-slice', x: 50, y: 74, size: 76, rotate: -10, recolor: GOLDEN_MELON_SLICE },
  ],

  // Herbs and spices
  'herbs-spices': [
    { drawing: 'lemongrass', x: 2, y: 0, size: 76, rotate: -14 },
    { drawing: 'thai-basil', x: 46, y: 2, size: 76 },
    { noto: 'garlic', x: 6, y: 62, size: 58 },
    { noto: 'hot-pepper', x: 58, y: 66, size: 58, rotate: 10 },
  ],
  'thai-basil': [{ drawing: 'thai-basil', x: 0, y: 0, size: 128 }],
  coriander: [{ drawing: 'coriander', x: 0, y: 0, size: 128 }],
  lemongrass: [{ drawing: 'lemongrass', x: 0, y: 0, size: 128 }],
  'solo-garlic': [
    { noto: 'garlic', x: 50, y: 12, size: 64, rotate: 14 },
    { noto: 'garlic', x: 6, y: 16, size: 66, rotate: -12 },
    { noto: 'garlic', x: 30, y: 54, size: 68 },
  ],
  shallots: [
    { noto: 'onion', x: 14, y: 10, size: 56, rotate: -10, recolor: SHALLOT },
    { noto: 'onion', x: 62, y: 14, size: 52, rotate: 14, recolor: SHALLOT },
    { noto: 'onion', x: 2, y: 60, size: 56, rotate: -4, recolor: SHALLOT },
    { noto: 'onion', x: 40, y: 52, size: 60, recolor: SHALLOT },
    { noto: 'onion', x: 78, y: 62, size: 50, rotate: 10, recolor: SHALLOT },
  ],
  'bird-eye-chillies': [
    { noto: 'hot-pepper', x: 4, y: 6, size: 56, rotate: -30 },
    { noto: 'hot-pepper', x: 50, y: 4, size: 54, rotate: 10 },
    { noto: 'hot-pepper', x: 30, y: 36, size: 56, rotate: -5, recolor: GREEN_BIRD_EYE },
    { noto: 'hot-pepper', x: 70, y: 40, size: 54, rotate: 40 },
    { noto: 'hot-pepper', x: 0, y: 66, size: 54, rotate: 20 },
    { noto: 'hot-pepper', x: 42, y: 72, size: 54, rotate: -40 },
  ],

  // Beans and nuts
  'beans-nuts': [
    { noto: 'pea-pod', x: 2, y: 2, size: 72, rotate: -10 },
    { drawing: 'bean-bowl', x: 54, y: 8, size: 70, recolor: MUNG_BEANS },
    { noto: 'peanuts', x: 4, y: 62, size: 58 },
    { noto: 'chestnut', x: 64, y: 64, size: 56 },
  ],
  'green-beans': [{ drawing: 'green-beans', x: 0, y: 0, size: 128 }],
  peas: [
    { noto: 'pea-pod', x: 10, y: 0, size: 92, rotate: -14 },
    { noto: 'pea-pod', x: 30, y: 20, size: 92, rotate: 8 },
    { drawing: 'loose-peas', x: 10, y: 70, size: 60 },
  ],
  'black-beans': [{ drawing: 'bean-bowl', x: 0, y: 4, size: 128 }],
  'mung-beans': [{ drawing: 'bean-bowl', x: 0, y: 4, size: 128, recolor: MUNG_BEANS }],
  peanuts: [
    { noto: 'peanuts', x: 40, y: 6, size: 80, rotate: 24 },
    { noto: 'peanuts', x: 0, y: 10, size: 80, rotate: -18 },
    { drawing: 'peanut-kernels', x: 14, y: 60, size: 92 },
  ],
  chestnuts: [
    { noto: 'chestnut', x: 44, y: 10, size: 66, rotate: 12 },
    { noto: 'chestnut', x: 6, y: 18, size: 70, rotate: -10 },
    { noto: 'chestnut', x: 24, y: 56, size: 70 },
  ],
} as const satisfies Record<string, readonly PictureItem[]>;

export type SeedPicture = keyof typeof SEED_PICTURES;
