/**
 * The demo catalog seeded into an empty database: organic produce a Vietnamese shop would sell,
 * priced in whole VND. Icons name the pictures of pictures.ts (rendered by images.ts).
 */
import type { SeedPicture } from './pictures';

export type SeedIcon = SeedPicture;

interface SeedProductBase {
  name: string;
  /** What the English storefront shows beside the Vietnamese name. */
  nameEn: string;
  description: string;
  avgRating: number;
  icon: SeedIcon;
  /** The most one order may hold of a scarce item, in sale units; absent for no limit. */
  maxPerOrder?: number;
}

/** Sold in pieces: a bunch, a box, a bag, a fruit. */
export interface SeedPieceProduct extends SeedProductBase {
  /** Whole VND, a multiple of 1000. */
  price: number;
  /** Below price when on sale; null otherwise. */
  salePrice: number | null;
  /** The sale unit, as written on the package in the description. */
  unit: { label: string; labelEn: string };
  stock: number;
}

/**
 * Sold by weight, as a market weighs loose produce: priced per kg (whole thousands, chosen so one step
 * costs whole thousands too), bought in steps from a minimum, the stock in grams.
 */
export interface SeedWeightProduct extends SeedProductBase {
  weight: {
    pricePerKg: number;
    salePricePerKg: number | null;
    stepGrams: number;
    minGrams: number | null;
  };
  stockGrams: number;
}

export type SeedProduct = SeedPieceProduct | SeedWeightProduct;

/** The weight unit's label: the per-kg price is shown beside it ("35.000 ₫/kg"). */
export const WEIGHT_UNIT_LABEL = 'kg';

export interface SeedCategory {
  name: string;
  icon: SeedIcon;
  /** Pastel background of the category's images. */
  background: string;
  products: readonly SeedProduct[];
}

export const SEED_CATALOG: readonly SeedCategory[] = [
  {
    name: 'Rau ăn lá',
    icon: 'leafy-greens',
    background: '#e3f4dc',
    products: [
      {
        name: 'Rau muống hữu cơ',
        nameEn: 'Organic water spinach',
        description:
          'Rau muống trồng theo tiêu chuẩn hữu cơ tại Củ Chi, cọng giòn, lá non xanh mướt. Luộc, xào tỏi hay nấu canh chua đều ngon. Bó 500 g.',
        price: 18_000,
        salePrice: null,
        unit: { label: 'bó 500 g', labelEn: 'bunch of 500 g' },
        stock: 120,
        avgRating: 4.6,
        icon: 'water-spinach',
      },
      {
        name: 'Cải ngọt hữu cơ',
        nameEn: 'Organic choy sum',
        description:
          'Cải ngọt thân mập, vị ngọt thanh, không thuốc trừ sâu hóa học. Hợp để nấu canh thịt bằm hoặc xào nấm. Bó 500 g.',
        price: 22_000,
        salePrice: 19_000,
        unit: { label: 'bó 500 g', labelEn: 'bunch of 500 g' },
        stock: 85,
        avgRating: 4.4,
        icon: 'choy-sum',
      },
      {
        name: 'Xà lách lô lô xanh Đà Lạt',
        nameEn: 'Da Lat green lollo lettuce',
        description:
          'Xà lách lô lô xanh thủy canh hữu cơ từ Đà Lạt, lá xoăn giòn, không đắng. Dùng làm salad, cuốn bánh tráng hay ăn kèm bún. Túi 300 g.',
        price: 35_000,
        salePrice: null,
        unit: { label: 'túi 300 g', labelEn: 'bag of 300 g' },
        stock: 6,
        avgRating: 4.7,
        icon: 'lettuce',
      },
      {
        name: 'Cải bó xôi (rau chân vịt)',
        nameEn: 'Spinach',
        description:
          'Cải bó xôi lá dày, giàu sắt và vitamin A. Xào tỏi, nấu canh hoặc xay sinh tố xanh buổi sáng. Túi 300 g.',
        price: 45_000,
        salePrice: null,
        unit: { label: 'túi 300 g', labelEn: 'bag of 300 g' },
        stock: 40,
        avgRating: 4.5,
        icon: 'spinach',
      },
      {
        name: 'Bông cải xanh Đà Lạt',
        nameEn: 'Da Lat broccoli',
        description:
          'Bông cải xanh (súp lơ xanh) hoa chặt, màu xanh đậm, thu hoạch trong ngày. Hấp, luộc hay xào đều giữ được vị ngọt tự nhiên. Khoảng 500 g một bông.',
        price: 59_000,
        salePrice: 49_000,
        unit: { label: 'bông', labelEn: 'head' },
        stock: 32,
        avgRating: 4.8,
        icon: 'broccoli',
      },
      {
        name: 'Rau dền đỏ',
        nameEn: 'Red amaranth',
        description:
          'Rau dền đỏ non, mát, nấu canh tôm hay luộc chấm kho quẹt đều hợp. Trồng luân canh, không dùng phân bón hóa học. Bó 400 g.',
        price: 16_000,
        salePrice: null,
        unit: { label: 'bó 400 g', labelEn: 'bunch of 400 g' },
        stock: 0,
        avgRating: 4.2,
        icon: 'red-amaranth',
      },
    ],
  },
  {
    name: 'Rau ăn quả',
    icon: 'fruit-vegetables',
    background: '#fde2dc',
    products: [
      {
        name: 'Cà chua bi hữu cơ',
        nameEn: 'Organic cherry tomatoes',
        description:
          'Cà chua bi đỏ mọng, vị chua ngọt, trồng nhà màng tại Lâm Đồng. Ăn sống, làm salad hay nấu sốt đều ngon. Hộp 500 g.',
        price: 45_000,
        salePrice: 39_000,
        unit: { label: 'hộp 500 g', labelEn: 'box of 500 g' },
        stock: 60,
        avgRating: 4.9,
        icon: 'cherry-tomatoes',
      },
      {
        name: 'Cà chua beef Đà Lạt',
        nameEn: 'Da Lat beefsteak tomatoes',
        description: 'Cà chua beef quả to, thịt dày, ít hạt; lý tưởng để nấu canh, làm sốt hoặc kẹp bánh mì. Túi 1 kg.',
        price: 39_000,
        salePrice: null,
        unit: { label: 'túi 1 kg', labelEn: 'bag of 1 kg' },
        stock: 48,
        avgRating: 4.3,
        icon: 'beef-tomato',
      },
      {
        name: 'Dưa leo baby',
        nameEn: 'Baby cucumbers',
        description: 'Dưa leo baby giòn, ít hạt, vỏ mỏng, ăn sống không cần gọt. Trồng hữu cơ tại Củ Chi. Túi 500 g.',
        price: 28_000,
        salePrice: null,
        unit: { label: 'túi 500 g', labelEn: 'bag of 500 g' },
        stock: 75,
        avgRating: 4.5,
        icon: 'baby-cucumbers',
      },
      {
        name: 'Cà tím dài',
        nameEn: 'Long eggplants',
        description: 'Cà tím dài vỏ bóng, ruột trắng mịn. Nướng mỡ hành, xào tỏi hay kho tộ đều đậm đà. Túi 500 g.',
        price: 26_000,
        salePrice: 22_000,
        unit: { label: 'túi 500 g', labelEn: 'bag of 500 g' },
        stock: 3,
        avgRating: 4.1,
        icon: 'long-eggplants',
      },
      {
        name: 'Ớt chuông đỏ Đà Lạt',
        nameEn: 'Da Lat red bell peppers',
        description:
          'Ớt chuông đỏ thịt dày, ngọt, giòn; giàu vitamin C. Xào thịt bò, nướng hoặc ăn sống với salad. Túi 500 g.',
        price: 69_000,
        salePrice: null,
        unit: { label: 'túi 500 g', labelEn: 'bag of 500 g' },
        stock: 28,
        avgRating: 4.6,
        icon: 'red-bell-pepper',
      },
      {
        name: 'Bắp ngọt hữu cơ',
        nameEn: 'Organic sweet corn',
        description:
          'Bắp ngọt hạt vàng đều, mọng nước. Luộc, nướng mỡ hành hoặc nấu súp đều ngọt tự nhiên. Túi 3 trái.',
        price: 24_000,
        salePrice: null,
        unit: { label: 'túi 3 trái', labelEn: 'bag of 3 ears' },
        stock: 90,
        avgRating: 4.4,
        icon: 'sweet-corn',
      },
    ],
  },
  {
    name: 'Củ',
    icon: 'roots',
    background: '#ffe9d2',
    products: [
      {
        name: 'Cà rốt Đà Lạt',
        nameEn: 'Da Lat carrots',
        description:
          'Cà rốt Đà Lạt củ thẳng, màu cam tươi, vị ngọt giòn. Ép nước, nấu canh xương hay làm đồ chua đều ngon. Bán theo cân (giá mỗi kg), từ 500 g.',
        weight: { pricePerKg: 32_000, salePricePerKg: null, stepGrams: 500, minGrams: null },
        stockGrams: 110_000,
        avgRating: 4.5,
        icon: 'carrots',
      },
      {
        name: 'Khoai tây Đà Lạt',
        nameEn: 'Da Lat potatoes',
        description:
          'Khoai tây Đà Lạt vỏ mỏng, ruột vàng, bở và thơm. Chiên, nghiền, hầm hay nấu súp đều hợp. Bán theo cân (giá mỗi kg), từ 500 g.',
        weight: { pricePerKg: 38_000, salePricePerKg: 34_000, stepGrams: 500, minGrams: null },
        stockGrams: 95_000,
        avgRating: 4.3,
        icon: 'potatoes',
      },
      {
        name: 'Khoai lang mật Đà Lạt',
        nameEn: 'Da Lat honey sweet potatoes',
        description:
          'Khoai lang mật ruột cam, nướng lên chảy mật thơm lừng. Trồng trên đất đỏ bazan, không dùng thuốc kích thích. Bán theo cân (giá mỗi kg), từ 1 kg.',
        weight: { pricePerKg: 42_000, salePricePerKg: null, stepGrams: 500, minGrams: 1_000 },
        stockGrams: 54_000,
        avgRating: 4.9,
        icon: 'honey-sweet-potatoes',
      },
      {
        name: 'Khoai lang tím Nhật',
        nameEn: 'Japanese purple sweet potatoes',
        description:
          'Khoai lang tím Nhật ruột tím đậm, dẻo và bùi, giàu chất chống oxy hóa. Hấp, nướng hoặc làm bánh. Túi 1 kg.',
        price: 45_000,
        salePrice: null,
        unit: { label: 'túi 1 kg', labelEn: 'bag of 1 kg' },
        stock: 7,
        avgRating: 4.6,
        icon: 'purple-sweet-potatoes',
      },
      {
        name: 'Hành tây tím',
        nameEn: 'Red onions',
        description:
          'Hành tây tím vị ngọt dịu, ít hăng; trộn gỏi, làm salad hoặc xào bò. Bảo quản nơi khô ráo, thoáng mát. Túi 500 g.',
        price: 36_000,
        salePrice: null,
        unit: { label: 'túi 500 g', labelEn: 'bag of 500 g' },
        stock: 66,
        avgRating: 4.2,
        icon: 'red-onions',
      },
      {
        name: 'Củ gừng sẻ',
        nameEn: 'Small pungent ginger',
        description:
          'Gừng sẻ củ nhỏ, cay nồng, thơm đậm. Pha trà gừng mật ong, kho cá hay làm gia vị cho món hấp. Túi 300 g.',
        price: 30_000,
        salePrice: null,
        unit: { label: 'túi 300 g', labelEn: 'bag of 300 g' },
        stock: 45,
        avgRating: 4.4,
        icon: 'ginger',
      },
    ],
  },
  {
    name: 'Nấm',
    icon: 'mushrooms',
    background: '#f1e7dd',
    products: [
      {
        name: 'Nấm đùi gà',
        nameEn: 'King oyster mushrooms',
        description: 'Nấm đùi gà thân trắng chắc, dai giòn như thịt. Nướng bơ tỏi, xào chay hoặc nấu lẩu. Hộp 300 g.',
        price: 39_000,
        salePrice: null,
        unit: { label: 'hộp 300 g', labelEn: 'box of 300 g' },
        stock: 50,
        avgRating: 4.5,
        icon: 'king-oyster-mushrooms',
      },
      {
        name: 'Nấm hương tươi',
        nameEn: 'Fresh shiitake mushrooms',
        description:
          'Nấm hương (nấm đông cô) tươi, mũ nâu dày, thơm đặc trưng. Hầm gà, nấu cháo hay xào cải đều dậy mùi. Hộp 200 g.',
        price: 55_000,
        salePrice: 48_000,
        unit: { label: 'hộp 200 g', labelEn: 'box of 200 g' },
        stock: 24,
        avgRating: 4.7,
        icon: 'shiitake',
      },
      {
        name: 'Nấm bào ngư xám',
        nameEn: 'Grey oyster mushrooms',
        description:
          'Nấm bào ngư xám mềm, ngọt, trồng trên mạt cưa sạch. Xào sả ớt, nấu canh hoặc chiên giòn. Túi 300 g.',
        price: 32_000,
        salePrice: null,
        unit: { label: 'túi 300 g', labelEn: 'bag of 300 g' },
        stock: 38,
        avgRating: 4.3,
        icon: 'grey-oyster-mushrooms',
      },
      {
        name: 'Nấm mỡ trắng',
        nameEn: 'White button mushrooms',
        description: 'Nấm mỡ trắng mũ tròn, thịt chắc, vị béo nhẹ. Làm súp kem, nướng hoặc xào bơ tỏi. Hộp 250 g.',
        price: 49_000,
        salePrice: null,
        unit: { label: 'hộp 250 g', labelEn: 'box of 250 g' },
        stock: 0,
        avgRating: 4.1,
        icon: 'button-mushrooms',
      },
      {
        name: 'Nấm rơm',
        nameEn: 'Straw mushrooms',
        description: 'Nấm rơm búp tròn, ngọt, thu hái mỗi sáng. Nấu canh chua, kho tiêu hay nhúng lẩu mắm. Túi 300 g.',
        price: 45_000,
        salePrice: null,
        unit: { label: 'túi 300 g', labelEn: 'bag of 300 g' },
        stock: 18,
        avgRating: 4.6,
        icon: 'straw-mushrooms',
      },
      {
        name: 'Nấm linh chi nâu',
        nameEn: 'Brown beech mushrooms',
        description:
          'Nấm linh chi nâu (nấm thủy tiên) giòn, ngọt nhẹ, không đắng. Xào, nấu lẩu hoặc làm súp. Hộp 150 g.',
        price: 29_000,
        salePrice: 25_000,
        unit: { label: 'hộp 150 g', labelEn: 'box of 150 g' },
        stock: 42,
        avgRating: 4.2,
        icon: 'brown-beech-mushrooms',
      },
    ],
  },
  {
    name: 'Trái cây nhiệt đới',
    icon: 'tropical-fruit',
    background: '#fff3cc',
    products: [
      {
        name: 'Xoài cát Hòa Lộc',
        nameEn: 'Hoa Loc mangoes',
        description:
          'Xoài cát Hòa Lộc Tiền Giang chín cây, thịt vàng, mịn, ngọt đậm và thơm. Đặc sản miền Tây được trồng theo hướng hữu cơ. Túi 1 kg.',
        price: 95_000,
        salePrice: 85_000,
        unit: { label: 'túi 1 kg', labelEn: 'bag of 1 kg' },
        stock: 36,
        avgRating: 4.9,
        icon: 'mangoes',
        maxPerOrder: 5,
      },
      {
        name: 'Thanh long ruột đỏ',
        nameEn: 'Red-flesh dragon fruit',
        description:
          'Thanh long ruột đỏ Bình Thuận, ngọt mát, nhiều nước; giàu chất xơ và vitamin C. Ăn tươi hoặc xay sinh tố. Bán theo cân (giá mỗi kg), từ 1 kg.',
        weight: { pricePerKg: 46_000, salePricePerKg: null, stepGrams: 500, minGrams: 1_000 },
        stockGrams: 64_000,
        avgRating: 4.5,
        icon: 'red-dragon-fruit',
      },
      {
        name: 'Bơ sáp Đắk Lắk',
        nameEn: 'Dak Lak butter avocados',
        description:
          'Bơ sáp Đắk Lắk dẻo, béo, hạt nhỏ, cơm vàng. Dầm sữa, làm sinh tố hoặc ăn cùng bánh mì nướng. Túi 1 kg.',
        price: 65_000,
        salePrice: null,
        unit: { label: 'túi 1 kg', labelEn: 'bag of 1 kg' },
        stock: 4,
        avgRating: 4.8,
        icon: 'avocados',
      },
      {
        name: 'Dứa Cầu Đúc',
        nameEn: 'Cau Duc pineapple',
        description:
          'Dứa (khóm) Cầu Đúc Hậu Giang trái nhỏ, thơm nồng, ngọt lịm, ít xơ. Ăn tươi, ép nước hay xào chua ngọt. Một trái khoảng 800 g.',
        price: 25_000,
        salePrice: null,
        unit: { label: 'trái', labelEn: 'pineapple' },
        stock: 70,
        avgRating: 4.4,
        icon: 'pineapple',
      },
      {
        name: 'Chuối laba Đà Lạt',
        nameEn: 'Da Lat Laba bananas',
        description:
          'Chuối laba Đà Lạt vỏ mỏng, thịt dẻo, thơm, ngọt đậm; chín tự nhiên, không ủ hóa chất. Nải khoảng 1,2 kg.',
        price: 38_000,
        salePrice: 32_000,
        unit: { label: 'nải', labelEn: 'bunch' },
        stock: 44,
        avgRating: 4.6,
        icon: 'bananas',
      },
      {
        name: 'Dừa xiêm Bến Tre',
        nameEn: 'Ben Tre green coconut',
        description: 'Dừa xiêm xanh Bến Tre nước ngọt thanh, cơm mỏng dẻo. Đã gọt sẵn, có nắp mở tiện lợi. Một trái.',
        price: 22_000,
        salePrice: null,
        unit: { label: 'trái', labelEn: 'coconut' },
        stock: 150,
        avgRating: 4.7,
        icon: 'green-coconut',
      },
    ],
  },
  {
    name: 'Trái cây có múi',
    icon: 'citrus',
    background: '#ffe6c7',
    products: [
      {
        name: 'Cam sành Vĩnh Long',
        nameEn: 'Vinh Long king oranges',
        description:
          'Cam sành Vĩnh Long vỏ xanh, múi vàng cam, mọng nước, chua ngọt hài hòa. Vắt nước uống mỗi sáng. Bán theo cân (giá mỗi kg), từ 1 kg.',
        weight: { pricePerKg: 36_000, salePricePerKg: null, stepGrams: 500, minGrams: 1_000 },
        stockGrams: 80_000,
        avgRating: 4.4,
        icon: 'green-oranges',
      },
      {
        name: 'Quýt đường Lai Vung',
        nameEn: 'Lai Vung sugar mandarins',
        description:
          'Quýt đường Lai Vung vỏ mỏng, dễ bóc, múi ngọt lịm. Trồng theo quy trình VietGAP hướng hữu cơ. Bán theo cân (giá mỗi kg), từ 500 g.',
        weight: { pricePerKg: 56_000, salePricePerKg: 48_000, stepGrams: 500, minGrams: null },
        stockGrams: 26_000,
        avgRating: 4.6,
        icon: 'tangerines',
      },
      {
        name: 'Bưởi da xanh Bến Tre',
        nameEn: 'Ben Tre green-skin pomelo',
        description: 'Bưởi da xanh Bến Tre ruột hồng, tép mọng, ngọt thanh, không hạt lép. Một trái khoảng 1,5 kg.',
        price: 85_000,
        salePrice: null,
        unit: { label: 'trái', labelEn: 'pomelo' },
        stock: 22,
        avgRating: 4.8,
        icon: 'green-pomelo',
      },
      {
        name: 'Chanh không hạt',
        nameEn: 'Seedless limes',
        description:
          'Chanh không hạt vỏ mỏng, nhiều nước, thơm tinh dầu. Pha nước chanh, làm nước chấm hay ướp hải sản. Túi 500 g.',
        price: 25_000,
        salePrice: null,
        unit: { label: 'túi 500 g', labelEn: 'bag of 500 g' },
        stock: 100,
        avgRating: 4.3,
        icon: 'limes',
      },
      {
        name: 'Chanh vàng hữu cơ',
        nameEn: 'Organic lemons',
        description:
          'Chanh vàng hữu cơ trồng tại Lâm Đồng, vỏ thơm, vị chua dịu. Pha trà, làm bánh hoặc ướp cá. Túi 500 g.',
        price: 79_000,
        salePrice: null,
        unit: { label: 'túi 500 g', labelEn: 'bag of 500 g' },
        stock: 0,
        avgRating: 4.5,
        icon: 'lemons',
      },
      {
        name: 'Tắc (quất) tươi',
        nameEn: 'Fresh calamansi',
        description:
          'Tắc tươi trái tròn, vỏ thơm, chua nhẹ. Pha trà tắc, làm nước chấm hay ngâm mật ong trị ho. Túi 500 g.',
        price: 20_000,
        salePrice: null,
        unit: { label: 'túi 500 g', labelEn: 'bag of 500 g' },
        stock: 58,
        avgRating: 4.2,
        icon: 'kumquats',
      },
    ],
  },
  {
    name: 'Dưa và quả mọng',
    icon: 'melons-berries',
    background: '#fde0ea',
    products: [
      {
        name: 'Dưa hấu không hạt Long An',
        nameEn: 'Long An seedless watermelon',
        description:
          'Dưa hấu không hạt ruột đỏ, giòn, ngọt mát; vỏ mỏng. Trồng trên đất phù sa Long An. Mỗi trái khoảng 2–3 kg, bán theo cân (giá mỗi kg).',
        weight: { pricePerKg: 18_000, salePricePerKg: 16_000, stepGrams: 1_000, minGrams: 2_000 },
        stockGrams: 75_000,
        avgRating: 4.5,
        icon: 'watermelon',
      },
      {
        name: 'Dưa lưới Taki',
        nameEn: 'Taki cantaloupe',
        description:
          'Dưa lưới Taki ruột cam, thơm, giòn ngọt, độ đường cao; trồng nhà màng theo chuẩn hữu cơ. Một trái khoảng 1,5 kg.',
        price: 120_000,
        salePrice: null,
        unit: { label: 'trái', labelEn: 'melon' },
        stock: 15,
        avgRating: 4.8,
        icon: 'netted-melon',
      },
      {
        name: 'Dâu tây Đà Lạt',
        nameEn: 'Da Lat strawberries',
        description: 'Dâu tây Đà Lạt quả to, đỏ đều, thơm, chua ngọt. Hái buổi sáng, giao trong ngày. Hộp 500 g.',
        price: 150_000,
        salePrice: 129_000,
        unit: { label: 'hộp 500 g', labelEn: 'box of 500 g' },
        stock: 9,
        avgRating: 4.7,
        icon: 'strawberries',
        maxPerOrder: 3,
      },
      {
        name: 'Nho xanh Ninh Thuận',
        nameEn: 'Ninh Thuan green grapes',
        description: 'Nho xanh Ninh Thuận quả chắc, giòn, vị ngọt pha chút chua. Ăn tươi hay làm nước ép. Túi 1 kg.',
        price: 110_000,
        salePrice: null,
        unit: { label: 'túi 1 kg', labelEn: 'bag of 1 kg' },
        stock: 27,
        avgRating: 4.4,
        icon: 'green-grapes',
      },
      {
        name: 'Việt quất Lâm Đồng',
        nameEn: 'Lam Dong blueberries',
        description:
          'Việt quất tươi trồng tại Lâm Đồng, quả tròn, phấn trắng tự nhiên, giàu chất chống oxy hóa. Hộp 250 g.',
        price: 250_000,
        salePrice: null,
        unit: { label: 'hộp 250 g', labelEn: 'box of 250 g' },
        stock: 12,
        avgRating: 4.9,
        icon: 'blueberries',
      },
      {
        name: 'Dưa hoàng kim',
        nameEn: 'Golden honeydew melon',
        description:
          'Dưa hoàng kim vỏ vàng óng, ruột trắng giòn, ngọt thanh. Món tráng miệng mát lành cho ngày nóng. Một trái khoảng 1,2 kg.',
        price: 69_000,
        salePrice: null,
        unit: { label: 'trái', labelEn: 'melon' },
        stock: 0,
        avgRating: 4.3,
        icon: 'golden-melon',
      },
    ],
  },
  {
    name: 'Rau thơm và gia vị',
    icon: 'herbs-spices',
    background: '#e6f2e2',
    products: [
      {
        name: 'Húng quế',
        nameEn: 'Thai basil',
        description:
          'Húng quế lá xanh, thơm mùi hồi, ăn kèm phở, bún bò hay gỏi cuốn. Trồng hữu cơ tại Hóc Môn. Bó 100 g.',
        price: 15_000,
        salePrice: null,
        unit: { label: 'bó 100 g', labelEn: 'bunch of 100 g' },
        stock: 70,
        avgRating: 4.6,
        icon: 'thai-basil',
      },
      {
        name: 'Ngò rí (rau mùi)',
        nameEn: 'Coriander',
        description: 'Ngò rí non, thơm dịu, rắc lên canh, cháo hay trộn gỏi. Rửa sạch đất trước khi bó. Bó 100 g.',
        price: 15_000,
        salePrice: null,
        unit: { label: 'bó 100 g', labelEn: 'bunch of 100 g' },
        stock: 2,
        avgRating: 4.4,
        icon: 'coriander',
      },
      {
        name: 'Sả cây',
        nameEn: 'Lemongrass',
        description: 'Sả cây tươi, thơm tinh dầu; làm gà xào sả ớt, nấu trà sả gừng hay ướp nướng. Bó 500 g.',
        price: 18_000,
        salePrice: null,
        unit: { label: 'bó 500 g', labelEn: 'bunch of 500 g' },
        stock: 55,
        avgRating: 4.3,
        icon: 'lemongrass',
      },
      {
        name: 'Tỏi Lý Sơn',
        nameEn: 'Ly Son garlic',
        description: 'Tỏi cô đơn Lý Sơn củ nhỏ, tép chắc, cay nồng và thơm đặc trưng của đất núi lửa. Túi 500 g.',
        price: 150_000,
        salePrice: 135_000,
        unit: { label: 'túi 500 g', labelEn: 'bag of 500 g' },
        stock: 20,
        avgRating: 4.9,
        icon: 'solo-garlic',
      },
      {
        name: 'Hành tím Vĩnh Châu',
        nameEn: 'Vinh Chau shallots',
        description:
          'Hành tím Vĩnh Châu Sóc Trăng củ chắc, thơm, cay dịu. Phi hành, ướp thịt hoặc làm dưa hành ngày Tết. Túi 500 g.',
        price: 45_000,
        salePrice: null,
        unit: { label: 'túi 500 g', labelEn: 'bag of 500 g' },
        stock: 62,
        avgRating: 4.5,
        icon: 'shallots',
      },
      {
        name: 'Ớt hiểm',
        nameEn: "Bird's eye chillies",
        description: 'Ớt hiểm trái nhỏ, cay xé, thơm; giã làm nước mắm ớt, muối ớt hay ngâm tỏi ớt. Túi 200 g.',
        price: 25_000,
        salePrice: null,
        unit: { label: 'túi 200 g', labelEn: 'bag of 200 g' },
        stock: 34,
        avgRating: 4.2,
        icon: 'bird-eye-chillies',
      },
    ],
  },
  {
    name: 'Đậu và hạt',
    icon: 'beans-nuts',
    background: '#efe8d8',
    products: [
      {
        name: 'Đậu cove',
        nameEn: 'Green beans',
        description: 'Đậu cove (đậu que) trái thẳng, giòn, không xơ. Xào tỏi, luộc chấm chao hoặc nấu canh. Túi 500 g.',
        price: 30_000,
        salePrice: null,
        unit: { label: 'túi 500 g', labelEn: 'bag of 500 g' },
        stock: 58,
        avgRating: 4.3,
        icon: 'green-beans',
      },
      {
        name: 'Đậu Hà Lan',
        nameEn: 'Garden peas',
        description: 'Đậu Hà Lan hạt xanh mẩy, ngọt bùi; nấu súp, xào thập cẩm hay trộn cơm chiên. Túi 500 g.',
        price: 65_000,
        salePrice: 55_000,
        unit: { label: 'túi 500 g', labelEn: 'bag of 500 g' },
        stock: 8,
        avgRating: 4.4,
        icon: 'peas',
      },
      {
        name: 'Đậu đen xanh lòng',
        nameEn: 'Green-kernel black beans',
        description:
          'Đậu đen xanh lòng hạt đều, nấu chè, rang pha nước uống hoặc nấu xôi. Phơi nắng tự nhiên, không chất bảo quản. Túi 500 g.',
        price: 48_000,
        salePrice: null,
        unit: { label: 'túi 500 g', labelEn: 'bag of 500 g' },
        stock: 76,
        avgRating: 4.6,
        icon: 'black-beans',
      },
      {
        name: 'Đậu xanh nguyên vỏ',
        nameEn: 'Whole mung beans',
        description: 'Đậu xanh nguyên vỏ hạt mẩy, nấu chè, làm giá hoặc nấu cháo đậu. Túi 500 g.',
        price: 42_000,
        salePrice: null,
        unit: { label: 'túi 500 g', labelEn: 'bag of 500 g' },
        stock: 88,
        avgRating: 4.2,
        icon: 'mung-beans',
      },
      {
        name: 'Đậu phộng Tây Ninh',
        nameEn: 'Tay Ninh peanuts',
        description: 'Đậu phộng (lạc) Tây Ninh hạt đỏ, béo bùi; rang muối, nấu xôi hoặc làm muối mè. Túi 500 g.',
        price: 52_000,
        salePrice: null,
        unit: { label: 'túi 500 g', labelEn: 'bag of 500 g' },
        stock: 47,
        avgRating: 4.5,
        icon: 'peanuts',
      },
      {
        name: 'Hạt dẻ Trùng Khánh',
        nameEn: 'Trung Khanh chestnuts',
        description:
          'Hạt dẻ Trùng Khánh Cao Bằng hạt nhỏ, vỏ mỏng, rang lên bùi và thơm. Đặc sản vụ thu đông. Túi 500 g.',
        price: 180_000,
        salePrice: 159_000,
        unit: { label: 'túi 500 g', labelEn: 'bag of 500 g' },
        stock: 14,
        avgRating: 4.8,
        icon: 'chestnuts',
      },
    ],
  },
];

/** Used when ADMIN_EMAIL is not set. */
export const DEFAULT_ADMIN_EMAIL = 'admin@veggie.market';
export const ADMIN_NAME = 'Quản trị viên';

/**
 * Where a demo product comes from (CONTRACT "Fresh produce"). Provinces are those of the 2025 units; farms and
 * certificate numbers are made up. Days count from the seed, so the demo keeps one certificate about to expire
 * (the dashboard's warning) and fresh packing dates however late it is seeded.
 */
export interface SeedOrigin {
  province: string;
  farm: string;
  certification: 'organic' | 'vietgap' | 'none';
  /** With a certification other than `none`: its number and how many days after the seed it stays valid. */
  certificate?: { no: string; validForDays: number };
  /** The current batch was packed this many days before the seed. */
  packedDaysAgo: number;
}

const XUAN_HUONG = 'HTX Rau an toàn Xuân Hương (Đà Lạt)';
const PHU_HOA_DONG = 'HTX Nông nghiệp hữu cơ Phú Hòa Đông (Củ Chi)';

/** The demo products' origins by product name; the others have none. */
export const SEED_ORIGINS: Readonly<Record<string, SeedOrigin>> = {
  'Rau muống hữu cơ': {
    province: 'TP. Hồ Chí Minh',
    farm: PHU_HOA_DONG,
    certification: 'organic',
    certificate: { no: 'ORG-HCM-2025-0318', validForDays: 240 },
    packedDaysAgo: 0,
  },
  'Cải ngọt hữu cơ': {
    province: 'TP. Hồ Chí Minh',
    farm: PHU_HOA_DONG,
    certification: 'organic',
    certificate: { no: 'ORG-HCM-2025-0318', validForDays: 240 },
    packedDaysAgo: 0,
  },
  'Xà lách lô lô xanh Đà Lạt': {
    province: 'Lâm Đồng',
    farm: 'Nông trại thủy canh Langbiang (Lạc Dương)',
    certification: 'organic',
    certificate: { no: 'ORG-LD-2025-0147', validForDays: 12 },
    packedDaysAgo: 1,
  },
  'Bông cải xanh Đà Lạt': {
    province: 'Lâm Đồng',
    farm: XUAN_HUONG,
    certification: 'vietgap',
    certificate: { no: 'VietGAP-TT-25-03-68-0021', validForDays: 300 },
    packedDaysAgo: 1,
  },
  'Cà rốt Đà Lạt': {
    province: 'Lâm Đồng',
    farm: XUAN_HUONG,
    certification: 'vietgap',
    certificate: { no: 'VietGAP-TT-25-03-68-0021', validForDays: 300 },
    packedDaysAgo: 2,
  },
  'Cà chua beef Đà Lạt': {
    province: 'Lâm Đồng',
    farm: 'Trang trại Cầu Đất Xanh',
    certification: 'vietgap',
    certificate: { no: 'VietGAP-TT-25-03-68-0035', validForDays: 200 },
    packedDaysAgo: 2,
  },
  'Dâu tây Đà Lạt': {
    province: 'Lâm Đồng',
    farm: 'Vườn dâu Đa Thiện',
    certification: 'vietgap',
    certificate: { no: 'VietGAP-TT-25-03-68-0112', validForDays: 150 },
    packedDaysAgo: 0,
  },
  'Việt quất Lâm Đồng': {
    province: 'Lâm Đồng',
    farm: 'Trang trại việt quất Đơn Dương',
    certification: 'organic',
    certificate: { no: 'ORG-LD-2025-0203', validForDays: 365 },
    packedDaysAgo: 2,
  },
  'Nấm đùi gà': {
    province: 'Lâm Đồng',
    farm: 'Trại nấm Đà Lạt Xanh',
    certification: 'organic',
    certificate: { no: 'ORG-LD-2025-0188', validForDays: 210 },
    packedDaysAgo: 1,
  },
  'Khoai tây Đà Lạt': { province: 'Lâm Đồng', farm: 'Hộ nông dân Trạm Hành', certification: 'none', packedDaysAgo: 3 },
  'Chuối laba Đà Lạt': { province: 'Lâm Đồng', farm: 'Vườn chuối Lâm Hà', certification: 'none', packedDaysAgo: 3 },
  'Xoài cát Hòa Lộc': {
    province: 'Đồng Tháp',
    farm: 'HTX Xoài Hòa Lộc (Cái Bè)',
    certification: 'vietgap',
    certificate: { no: 'VietGAP-TT-25-08-82-0009', validForDays: 180 },
    packedDaysAgo: 2,
  },
  'Bưởi da xanh Bến Tre': {
    province: 'Vĩnh Long',
    farm: 'HTX Bưởi da xanh Mỏ Cày',
    certification: 'vietgap',
    certificate: { no: 'VietGAP-TT-25-08-83-0041', validForDays: 90 },
    packedDaysAgo: 4,
  },
  'Nho xanh Ninh Thuận': { province: 'Khánh Hòa', farm: 'Vườn nho Thái An', certification: 'none', packedDaysAgo: 3 },
  'Tỏi Lý Sơn': { province: 'Quảng Ngãi', farm: 'HTX Tỏi Lý Sơn', certification: 'none', packedDaysAgo: 6 },
};
