/**
 * Shop searches judged by hand against the demo catalogue (db/seed/catalog.ts) and its synonym groups
 * (db/seed/search-synonyms.ts), to measure the search on what shoppers really type: the fixture of
 * relevance.test.ts, which no production code reads.
 *
 * How it was judged: `relevant` holds every product a shopper typing the query expects to see, by its
 * Vietnamese name exactly as seeded. A product is only listed when the matching rules can find it: each
 * query word meets a word of its name, English name, category or description exactly, as a prefix (the
 * last word), within one edit (two for words of 8+ letters, transpositions included), written together
 * or apart, or through a synonym term. Products the rules find that a shopper would not want (a "thơm"
 * in a description, "cá" for "cà", "Dâu tây" for "đậu") are left out: they may come back, ranked lower.
 * `first` names the product the shopper clearly wants on top, set only where the ranking rules put it
 * there (exact name > name prefix > name typo > category > English name > description, then in stock,
 * then newest), given that an accented query, or a synonym term written with accents ("pineapple" →
 * "dứa"), prefers the accented word over its twins (dưa, dừa), and that a synonym term of several
 * words matches as a phrase ("hành khô" → "hành tím", not "Hành tây tím").
 * Short queries (one or two letters, the shopper still typing) list the products with a word of the
 * name, English name or category starting with them; a hit in a description alone is not judged.
 * Typos are written the way they happen: a letter dropped or doubled, Telex tone keys left in ("xoaif"),
 * a Southern final n for ng ("muon"), English misspellings ("brocolli").
 * What must NOT appear (decision 043): every product of the catalogue that is neither `relevant` nor
 * `tolerated` is a stranger for the query. Tolerated are only the products holding the query's one word as
 * typed, accents folded when typed without, in their name or description ("tỏi" in "xào tỏi", "nho" in
 * "nhỏ", the Việt quất for "quất"); a one- or two-letter query tolerates anything. A typo's other
 * corrections, an accent twin brought by a synonym ("pineapple" → "dứa" → "Dưa hấu"), words found apart in
 * a description: strangers, counted in the precision the test reports.
 */
export interface JudgedQuery {
  query: string;
  kind:
    | 'exact'
    | 'typo'
    | 'transposition'
    | 'no-space'
    | 'english'
    | 'regional'
    | 'category'
    | 'short'
    | 'accent'
    | 'multi-word';
  relevant: readonly string[];
  /**
   * Products the rules may find that a shopper neither wants nor minds ("Dâu tây" for "đậu", ranked lower);
   * every other product of the catalogue is a stranger the query must not bring (precision, decision 043).
   * "any": nothing is a stranger (a one- or two-letter query, the shopper still typing).
   */
  tolerated?: readonly string[] | 'any';
  /** optional: the product that must come first */
  first?: string;
}

// The seeded categories, product by product.
const LEAFY_GREENS = [
  'Rau muống hữu cơ',
  'Cải ngọt hữu cơ',
  'Xà lách lô lô xanh Đà Lạt',
  'Cải bó xôi (rau chân vịt)',
  'Bông cải xanh Đà Lạt',
  'Rau dền đỏ',
] as const;
const FRUIT_VEGETABLES = [
  'Cà chua bi hữu cơ',
  'Cà chua beef Đà Lạt',
  'Dưa leo baby',
  'Cà tím dài',
  'Ớt chuông đỏ Đà Lạt',
  'Bắp ngọt hữu cơ',
] as const;
const ROOTS = [
  'Cà rốt Đà Lạt',
  'Khoai tây Đà Lạt',
  'Khoai lang mật Đà Lạt',
  'Khoai lang tím Nhật',
  'Hành tây tím',
  'Củ gừng sẻ',
] as const;
const MUSHROOMS = [
  'Nấm đùi gà',
  'Nấm hương tươi',
  'Nấm bào ngư xám',
  'Nấm mỡ trắng',
  'Nấm rơm',
  'Nấm linh chi nâu',
] as const;
const TROPICAL_FRUIT = [
  'Xoài cát Hòa Lộc',
  'Thanh long ruột đỏ',
  'Bơ sáp Đắk Lắk',
  'Dứa Cầu Đúc',
  'Chuối laba Đà Lạt',
  'Dừa xiêm Bến Tre',
] as const;
const CITRUS = [
  'Cam sành Vĩnh Long',
  'Quýt đường Lai Vung',
  'Bưởi da xanh Bến Tre',
  'Chanh không hạt',
  'Chanh vàng hữu cơ',
  'Tắc (quất) tươi',
] as const;
const MELONS_BERRIES = [
  'Dưa hấu không hạt Long An',
  'Dưa lưới Taki',
  'Dâu tây Đà Lạt',
  'Nho xanh Ninh Thuận',
  'Việt quất Lâm Đồng',
  'Dưa hoàng kim',
] as const;
const HERBS_SPICES = ['Húng quế', 'Ngò rí (rau mùi)', 'Sả cây', 'Tỏi Lý Sơn', 'Hành tím Vĩnh Châu', 'Ớt hiểm'] as const;
const BEANS_NUTS = [
  'Đậu cove',
  'Đậu Hà Lan',
  'Đậu đen xanh lòng',
  'Đậu xanh nguyên vỏ',
  'Đậu phộng Tây Ninh',
  'Hạt dẻ Trùng Khánh',
] as const;

const TOMATOES = ['Cà chua bi hữu cơ', 'Cà chua beef Đà Lạt'] as const;
const SWEET_POTATOES = ['Khoai lang mật Đà Lạt', 'Khoai lang tím Nhật'] as const;

/** One product, and it must come first. */
const only = (name: string) => ({ relevant: [name], first: name });

export const RELEVANCE_SET: readonly JudgedQuery[] = [
  // Exact words typed without accents: the name wins over the same word in a description ("nhỏ", "buổi").
  { query: 'xoai', kind: 'exact', ...only('Xoài cát Hòa Lộc') },
  { query: 'chuoi', kind: 'exact', ...only('Chuối laba Đà Lạt') },
  {
    query: 'buoi',
    kind: 'exact',
    ...only('Bưởi da xanh Bến Tre'),
    tolerated: ['Dâu tây Đà Lạt', 'Cải bó xôi (rau chân vịt)'],
  },
  {
    query: 'cam',
    kind: 'exact',
    ...only('Cam sành Vĩnh Long'),
    tolerated: ['Cà rốt Đà Lạt', 'Dưa lưới Taki', 'Đậu Hà Lan', 'Khoai lang mật Đà Lạt'],
  },
  {
    query: 'nho',
    kind: 'exact',
    ...only('Nho xanh Ninh Thuận'),
    tolerated: ['Bơ sáp Đắk Lắk', 'Dứa Cầu Đúc', 'Tỏi Lý Sơn', 'Củ gừng sẻ', 'Hạt dẻ Trùng Khánh', 'Ớt hiểm'],
  },
  { query: 'bap', kind: 'exact', ...only('Bắp ngọt hữu cơ') },
  { query: 'gung', kind: 'exact', ...only('Củ gừng sẻ'), tolerated: ['Sả cây'] },
  { query: 'thanh long', kind: 'exact', ...only('Thanh long ruột đỏ') },
  { query: 'hat de', kind: 'exact', ...only('Hạt dẻ Trùng Khánh') },
  { query: 'nam huong', kind: 'exact', ...only('Nấm hương tươi') },
  { query: 'ngo ri', kind: 'exact', ...only('Ngò rí (rau mùi)') },
  { query: 'viet quat', kind: 'exact', ...only('Việt quất Lâm Đồng') },
  { query: 'khoai tay', kind: 'exact', ...only('Khoai tây Đà Lạt') },

  // One edit in a word of 4–7 letters, two in a word of 8+.
  { query: 'ngyen', kind: 'typo', ...only('Đậu xanh nguyên vỏ') },
  { query: 'nguyeen', kind: 'typo', ...only('Đậu xanh nguyên vỏ') },
  { query: 'rau muog', kind: 'typo', ...only('Rau muống hữu cơ') },
  { query: 'rau muon xao', kind: 'typo', ...only('Rau muống hữu cơ') },
  { query: 'xoaif', kind: 'typo', ...only('Xoài cát Hòa Lộc') },
  { query: 'chuois', kind: 'typo', ...only('Chuối laba Đà Lạt') },
  { query: 'quyts', kind: 'typo', ...only('Quýt đường Lai Vung') },
  { query: 'chanh vangf', kind: 'typo', ...only('Chanh vàng hữu cơ') },
  { query: 'ot chong', kind: 'typo', ...only('Ớt chuông đỏ Đà Lạt') },
  { query: 'nam mo trag', kind: 'typo', ...only('Nấm mỡ trắng') },
  { query: 'chanh khog hat', kind: 'typo', ...only('Chanh không hạt') },
  { query: 'dau phog', kind: 'typo', ...only('Đậu phộng Tây Ninh') },
  { query: 'shitake', kind: 'typo', ...only('Nấm hương tươi') },
  { query: 'potatos', kind: 'typo', relevant: ['Khoai tây Đà Lạt', ...SWEET_POTATOES] },
  { query: 'bluberries', kind: 'typo', ...only('Việt quất Lâm Đồng') },
  { query: 'corriander', kind: 'typo', ...only('Ngò rí (rau mùi)') },
  { query: 'watermellon', kind: 'typo', ...only('Dưa hấu không hạt Long An') },
  { query: 'brocolli', kind: 'typo', ...only('Bông cải xanh Đà Lạt') },
  { query: 'cantelope', kind: 'typo', ...only('Dưa lưới Taki') },
  { query: 'pinneaple', kind: 'typo', ...only('Dứa Cầu Đúc') },

  // Two neighbouring letters swapped.
  { query: 'xaoi', kind: 'transposition', ...only('Xoài cát Hòa Lộc') },
  { query: 'ca chau', kind: 'transposition', relevant: TOMATOES },
  { query: 'khaoi tay', kind: 'transposition', ...only('Khoai tây Đà Lạt') },
  { query: 'thanh logn', kind: 'transposition', ...only('Thanh long ruột đỏ') },
  { query: 'nho xnah', kind: 'transposition', ...only('Nho xanh Ninh Thuận') },
  { query: 'boui', kind: 'transposition', ...only('Bưởi da xanh Bến Tre') },
  { query: 'dau phnog', kind: 'transposition', ...only('Đậu phộng Tây Ninh') },
  { query: 'gugn', kind: 'transposition', ...only('Củ gừng sẻ') },
  { query: 'cam snah', kind: 'transposition', ...only('Cam sành Vĩnh Long') },
  { query: 'nam huogn', kind: 'transposition', ...only('Nấm hương tươi') },
  { query: 'cocount', kind: 'transposition', ...only('Dừa xiêm Bến Tre') },
  { query: 'garlci', kind: 'transposition', ...only('Tỏi Lý Sơn') },

  // Words run together, or written apart where the name runs them together.
  { query: 'duahau', kind: 'no-space', ...only('Dưa hấu không hạt Long An') },
  { query: 'cachua', kind: 'no-space', relevant: TOMATOES },
  { query: 'raumuong', kind: 'no-space', ...only('Rau muống hữu cơ') },
  { query: 'thanhlong', kind: 'no-space', ...only('Thanh long ruột đỏ') },
  { query: 'khoaitay', kind: 'no-space', ...only('Khoai tây Đà Lạt') },
  { query: 'khoailang', kind: 'no-space', relevant: SWEET_POTATOES },
  { query: 'xalach', kind: 'no-space', ...only('Xà lách lô lô xanh Đà Lạt') },
  { query: 'bongcaixanh', kind: 'no-space', ...only('Bông cải xanh Đà Lạt') },
  { query: 'dauphong', kind: 'no-space', ...only('Đậu phộng Tây Ninh') },
  { query: 'namrom', kind: 'no-space', ...only('Nấm rơm') },
  { query: 'hanhtim', kind: 'no-space', ...only('Hành tím Vĩnh Châu') },
  { query: 'dragonfruit', kind: 'no-space', ...only('Thanh long ruột đỏ') },
  { query: 'dau co ve', kind: 'no-space', ...only('Đậu cove') },
  { query: 'chuoi la ba', kind: 'no-space', ...only('Chuối laba Đà Lạt') },
  { query: 'lemon grass', kind: 'no-space', ...only('Sả cây') },

  // English, from the English names or the seeded synonyms.
  { query: 'tomato', kind: 'english', relevant: TOMATOES },
  { query: 'cherry tomato', kind: 'english', ...only('Cà chua bi hữu cơ') },
  { query: 'carrot', kind: 'english', ...only('Cà rốt Đà Lạt') },
  // Not "cabbage": the shop sells no bắp cải, and cải ngọt is not one (decision 043).
  { query: 'choy sum', kind: 'english', ...only('Cải ngọt hữu cơ') },
  { query: 'mango', kind: 'english', ...only('Xoài cát Hòa Lộc') },
  { query: 'watermelon', kind: 'english', ...only('Dưa hấu không hạt Long An') },
  { query: 'mushroom', kind: 'english', relevant: MUSHROOMS },
  { query: 'pineapple', kind: 'english', ...only('Dứa Cầu Đúc') },
  { query: 'banana', kind: 'english', ...only('Chuối laba Đà Lạt') },
  { query: 'avocado', kind: 'english', ...only('Bơ sáp Đắk Lắk') },
  { query: 'garlic', kind: 'english', ...only('Tỏi Lý Sơn') },
  { query: 'ginger', kind: 'english', ...only('Củ gừng sẻ') },
  // "lemon" may be the start of "lemongrass"; the lemons are sold out, so neither must come first.
  { query: 'lemon', kind: 'english', relevant: ['Chanh vàng hữu cơ', 'Sả cây'] },
  { query: 'lime', kind: 'english', ...only('Chanh không hạt') },
  { query: 'spinach', kind: 'english', relevant: ['Cải bó xôi (rau chân vịt)', 'Rau muống hữu cơ'] },
  { query: 'corn', kind: 'english', ...only('Bắp ngọt hữu cơ') },
  { query: 'peanut', kind: 'english', ...only('Đậu phộng Tây Ninh') },
  { query: 'coconut', kind: 'english', ...only('Dừa xiêm Bến Tre') },
  { query: 'strawberry', kind: 'english', ...only('Dâu tây Đà Lạt') },
  { query: 'blueberry', kind: 'english', ...only('Việt quất Lâm Đồng') },
  { query: 'eggplant', kind: 'english', ...only('Cà tím dài') },
  { query: 'aubergine', kind: 'english', ...only('Cà tím dài') },
  { query: 'cilantro', kind: 'english', ...only('Ngò rí (rau mùi)') },
  { query: 'chili', kind: 'english', ...only('Ớt hiểm') },
  { query: 'onion', kind: 'english', ...only('Hành tây tím') },
  { query: 'dragon fruit', kind: 'english', ...only('Thanh long ruột đỏ') },
  { query: 'sweet potato', kind: 'english', relevant: SWEET_POTATOES },
  { query: 'beans', kind: 'english', relevant: ['Đậu cove', 'Đậu đen xanh lòng', 'Đậu xanh nguyên vỏ'] },
  { query: 'morning glory', kind: 'english', ...only('Rau muống hữu cơ') },
  {
    query: 'organic',
    kind: 'english',
    relevant: [
      'Rau muống hữu cơ',
      'Cải ngọt hữu cơ',
      'Cà chua bi hữu cơ',
      'Bắp ngọt hữu cơ',
      'Chanh vàng hữu cơ',
      'Xà lách lô lô xanh Đà Lạt',
      'Dưa leo baby',
      'Xoài cát Hòa Lộc',
      'Quýt đường Lai Vung',
      'Dưa lưới Taki',
      'Húng quế',
    ],
  },
  { query: 'fruit', kind: 'english', relevant: [...TROPICAL_FRUIT, ...CITRUS] },
  { query: 'herbs', kind: 'english', relevant: HERBS_SPICES },
  { query: 'citrus', kind: 'english', relevant: CITRUS },

  // Southern, Northern and Central names for the same produce.
  { query: 'thơm', kind: 'regional', relevant: ['Dứa Cầu Đúc', ...HERBS_SPICES], first: 'Dứa Cầu Đúc' },
  { query: 'trái thơm', kind: 'regional', ...only('Dứa Cầu Đúc') },
  { query: 'khóm', kind: 'regional', ...only('Dứa Cầu Đúc') },
  { query: 'ngô', kind: 'regional', ...only('Bắp ngọt hữu cơ') },
  { query: 'lạc', kind: 'regional', ...only('Đậu phộng Tây Ninh') },
  { query: 'dưa chuột', kind: 'regional', ...only('Dưa leo baby') },
  { query: 'rau bina', kind: 'regional', ...only('Cải bó xôi (rau chân vịt)') },
  { query: 'súp lơ xanh', kind: 'regional', ...only('Bông cải xanh Đà Lạt') },
  // "Việt quất" holds the word too, but a shopper asking for quất wants the calamansi.
  { query: 'quất', kind: 'regional', relevant: ['Tắc (quất) tươi'], tolerated: ['Việt quất Lâm Đồng'] },
  { query: 'đậu que', kind: 'regional', ...only('Đậu cove') },
  { query: 'nấm sò', kind: 'regional', ...only('Nấm bào ngư xám') },
  { query: 'nấm đông cô', kind: 'regional', ...only('Nấm hương tươi') },
  { query: 'húng chó', kind: 'regional', ...only('Húng quế') },
  { query: 'rau quế', kind: 'regional', ...only('Húng quế') },
  { query: 'rau mùi', kind: 'regional', ...only('Ngò rí (rau mùi)') },
  { query: 'cà dái dê', kind: 'regional', ...only('Cà tím dài') },
  { query: 'đậu hòa lan', kind: 'regional', ...only('Đậu Hà Lan') },
  { query: 'hành khô', kind: 'regional', ...only('Hành tím Vĩnh Châu') },
  { query: 'quả xoài', kind: 'regional', ...only('Xoài cát Hòa Lộc') },
  { query: 'trái bơ', kind: 'regional', ...only('Bơ sáp Đắk Lắk') },
  { query: 'hoa quả', kind: 'regional', relevant: [...TROPICAL_FRUIT, ...CITRUS] },

  // Category names: every product of the categories named.
  { query: 'rau', kind: 'category', relevant: [...LEAFY_GREENS, ...FRUIT_VEGETABLES, ...HERBS_SPICES] },
  { query: 'rau ăn lá', kind: 'category', relevant: LEAFY_GREENS },
  { query: 'rau ăn quả', kind: 'category', relevant: FRUIT_VEGETABLES },
  { query: 'củ', kind: 'category', relevant: ROOTS, tolerated: ['Dưa leo baby', 'Rau muống hữu cơ'] },
  { query: 'nấm', kind: 'category', relevant: MUSHROOMS, tolerated: ['Cải ngọt hữu cơ'] },
  { query: 'trái cây', kind: 'category', relevant: [...TROPICAL_FRUIT, ...CITRUS] },
  { query: 'trái cây có múi', kind: 'category', relevant: CITRUS },
  { query: 'quả mọng', kind: 'category', relevant: MELONS_BERRIES },
  { query: 'dưa', kind: 'category', relevant: [...MELONS_BERRIES, 'Dưa leo baby'], tolerated: ['Hành tím Vĩnh Châu'] },
  { query: 'rau thơm', kind: 'category', relevant: HERBS_SPICES },
  // The ginger is sold as roots but described as a spice ("làm gia vị").
  { query: 'gia vị', kind: 'category', relevant: [...HERBS_SPICES, 'Củ gừng sẻ'] },
  { query: 'đậu', kind: 'category', relevant: BEANS_NUTS },

  // One or two letters: the shopper is still typing.
  {
    query: 'x',
    kind: 'short',
    tolerated: 'any',
    relevant: [
      'Xà lách lô lô xanh Đà Lạt',
      'Cải bó xôi (rau chân vịt)',
      'Bông cải xanh Đà Lạt',
      'Nấm bào ngư xám',
      'Xoài cát Hòa Lộc',
      'Dừa xiêm Bến Tre',
      'Bưởi da xanh Bến Tre',
      'Nho xanh Ninh Thuận',
      'Đậu đen xanh lòng',
      'Đậu xanh nguyên vỏ',
    ],
  },
  {
    query: 'ca',
    kind: 'short',
    tolerated: 'any',
    relevant: [
      'Cải ngọt hữu cơ',
      'Cải bó xôi (rau chân vịt)',
      'Bông cải xanh Đà Lạt',
      ...TOMATOES,
      'Cà tím dài',
      'Cà rốt Đà Lạt',
      ...TROPICAL_FRUIT,
      ...CITRUS,
      'Dưa lưới Taki',
      'Sả cây',
    ],
  },
  {
    query: 'du',
    kind: 'short',
    tolerated: 'any',
    relevant: [
      'Dưa leo baby',
      'Nấm đùi gà',
      'Dứa Cầu Đúc',
      'Dừa xiêm Bến Tre',
      'Quýt đường Lai Vung',
      ...MELONS_BERRIES,
    ],
  },
  {
    query: 'kh',
    kind: 'short',
    tolerated: 'any',
    relevant: [
      'Khoai tây Đà Lạt',
      ...SWEET_POTATOES,
      'Chanh không hạt',
      'Dưa hấu không hạt Long An',
      'Hạt dẻ Trùng Khánh',
    ],
  },
  {
    query: 'ng',
    kind: 'short',
    tolerated: 'any',
    relevant: ['Cải ngọt hữu cơ', 'Bắp ngọt hữu cơ', 'Nấm bào ngư xám', 'Ngò rí (rau mùi)', 'Đậu xanh nguyên vỏ'],
  },
  { query: 'na', kind: 'short', tolerated: 'any', relevant: MUSHROOMS },
  { query: 'ot', kind: 'short', tolerated: 'any', relevant: ['Ớt chuông đỏ Đà Lạt', 'Ớt hiểm'] },
  {
    query: 'bo',
    kind: 'short',
    tolerated: 'any',
    relevant: ['Cải bó xôi (rau chân vịt)', 'Bông cải xanh Đà Lạt', 'Bơ sáp Đắk Lắk'],
  },
  {
    query: 'cu',
    kind: 'short',
    tolerated: 'any',
    relevant: ['Dưa leo baby', 'Cà rốt Đà Lạt', 'Khoai tây Đà Lạt', ...SWEET_POTATOES, 'Hành tây tím', 'Củ gừng sẻ'],
  },
  {
    query: 'th',
    kind: 'short',
    tolerated: 'any',
    relevant: [
      'Thanh long ruột đỏ',
      'Nho xanh Ninh Thuận',
      'Húng quế',
      'Ngò rí (rau mùi)',
      'Sả cây',
      'Tỏi Lý Sơn',
      'Hành tím Vĩnh Châu',
      'Ớt hiểm',
    ],
  },
  {
    query: 'ha',
    kind: 'short',
    tolerated: 'any',
    relevant: ['Hành tây tím', 'Chanh không hạt', 'Dưa hấu không hạt Long An', 'Hành tím Vĩnh Châu', ...BEANS_NUTS],
  },

  // Typed with accents: the accented word comes before its unaccented twins (dưa/dừa/dứa, bơ/bó/bò, cà/cá).
  { query: 'dừa', kind: 'accent', ...only('Dừa xiêm Bến Tre') },
  { query: 'dứa', kind: 'accent', ...only('Dứa Cầu Đúc') },
  { query: 'dưa hấu', kind: 'accent', ...only('Dưa hấu không hạt Long An') },
  { query: 'dâu', kind: 'accent', ...only('Dâu tây Đà Lạt') },
  { query: 'bơ', kind: 'accent', ...only('Bơ sáp Đắk Lắk'), tolerated: ['Nấm đùi gà'] },
  { query: 'cà', kind: 'accent', relevant: [...TOMATOES, 'Cà tím dài', 'Cà rốt Đà Lạt'] },
  { query: 'cà rốt', kind: 'accent', ...only('Cà rốt Đà Lạt') },
  { query: 'cà tím', kind: 'accent', ...only('Cà tím dài') },
  {
    query: 'tỏi',
    kind: 'accent',
    ...only('Tỏi Lý Sơn'),
    tolerated: [
      'Rau muống hữu cơ',
      'Nấm đùi gà',
      'Đậu cove',
      'Cải bó xôi (rau chân vịt)',
      'Cà tím dài',
      'Nấm mỡ trắng',
      'Ớt hiểm',
    ],
  },
  { query: 'quế', kind: 'accent', ...only('Húng quế') },
  { query: 'sả', kind: 'accent', ...only('Sả cây'), tolerated: ['Nấm bào ngư xám'] },
  { query: 'gừng', kind: 'accent', ...only('Củ gừng sẻ'), tolerated: ['Sả cây'] },
  {
    query: 'ớt',
    kind: 'accent',
    relevant: ['Ớt chuông đỏ Đà Lạt', 'Ớt hiểm'],
    tolerated: ['Nấm bào ngư xám', 'Sả cây'],
  },
  {
    query: 'hành',
    kind: 'accent',
    relevant: ['Hành tây tím', 'Hành tím Vĩnh Châu'],
    tolerated: ['Cà tím dài', 'Bắp ngọt hữu cơ'],
  },

  // Several words, each of which must match.
  { query: 'xoài cát hòa lộc', kind: 'multi-word', ...only('Xoài cát Hòa Lộc') },
  { query: 'cà chua bi', kind: 'multi-word', ...only('Cà chua bi hữu cơ') },
  { query: 'khoai lang tím', kind: 'multi-word', ...only('Khoai lang tím Nhật') },
  { query: 'chuối đà lạt', kind: 'multi-word', ...only('Chuối laba Đà Lạt') },
  { query: 'dưa hấu không hạt', kind: 'multi-word', ...only('Dưa hấu không hạt Long An') },
  { query: 'rau muống hữu cơ', kind: 'multi-word', ...only('Rau muống hữu cơ') },
  { query: 'nấm bào ngư', kind: 'multi-word', ...only('Nấm bào ngư xám') },
  { query: 'ớt chuông đỏ', kind: 'multi-word', ...only('Ớt chuông đỏ Đà Lạt') },
  { query: 'nho xanh', kind: 'multi-word', ...only('Nho xanh Ninh Thuận') },
  { query: 'khoai lang', kind: 'multi-word', relevant: SWEET_POTATOES },
  { query: 'đậu xanh', kind: 'multi-word', relevant: ['Đậu xanh nguyên vỏ'] },
  { query: 'hành tím', kind: 'multi-word', relevant: ['Hành tím Vĩnh Châu', 'Hành tây tím'] },
  // The strangers (decision 043): "Cải bó xôi" for "xoai" (a typo of xôi), tomatoes for "rau muong"
  // ("mọng"), the pineapple for "dua hau" ("Hậu Giang"), carrots and lemons for "tomato" ("cà … chua").
  { query: 'rau muong', kind: 'multi-word', ...only('Rau muống hữu cơ') },
  { query: 'dua hau', kind: 'multi-word', ...only('Dưa hấu không hạt Long An') },
  { query: 'ca chua', kind: 'multi-word', relevant: TOMATOES },
  { query: 'nam rom', kind: 'multi-word', ...only('Nấm rơm') },
  { query: 'chanh vang', kind: 'multi-word', ...only('Chanh vàng hữu cơ') },
  { query: 'dau phong', kind: 'multi-word', ...only('Đậu phộng Tây Ninh') },
  { query: 'bong cai', kind: 'multi-word', ...only('Bông cải xanh Đà Lạt') },
  { query: 'xa lach', kind: 'multi-word', ...only('Xà lách lô lô xanh Đà Lạt') },
  { query: 'ot hiem', kind: 'multi-word', ...only('Ớt hiểm') },
  { query: 'tỏi lý sơn', kind: 'multi-word', ...only('Tỏi Lý Sơn') },
  { query: 'bưởi da xanh', kind: 'multi-word', ...only('Bưởi da xanh Bến Tre') },
  { query: 'green beans', kind: 'english', ...only('Đậu cove') },
  { query: 'red onion', kind: 'english', ...only('Hành tây tím') },
  { query: 'sweet corn', kind: 'english', ...only('Bắp ngọt hữu cơ') },
  { query: 'shallots', kind: 'english', ...only('Hành tím Vĩnh Châu') },
  { query: 'oyster mushroom', kind: 'english', relevant: ['Nấm bào ngư xám', 'Nấm đùi gà'] },
  { query: 'bến tre', kind: 'multi-word', relevant: ['Dừa xiêm Bến Tre', 'Bưởi da xanh Bến Tre'] },
  {
    query: 'đà lạt',
    kind: 'multi-word',
    relevant: [
      'Xà lách lô lô xanh Đà Lạt',
      'Bông cải xanh Đà Lạt',
      'Cà chua beef Đà Lạt',
      'Ớt chuông đỏ Đà Lạt',
      'Cà rốt Đà Lạt',
      'Khoai tây Đà Lạt',
      'Khoai lang mật Đà Lạt',
      'Chuối laba Đà Lạt',
      'Dâu tây Đà Lạt',
    ],
  },
];
