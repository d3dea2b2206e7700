/**
 * Synonym groups seeded for the demo catalogue: the regional names a Vietnamese shopper types for the
 * same produce (Southern "thơm", "khóm" and Northern "dứa"; "bắp" and "ngô"; "đậu phộng" and "lạc"), and
 * the English words a foreigner types that no product's `nameEn` already holds ("tomato" is kept as the
 * contract's example). A group only joins words for the same thing, never a kind and its members
 * ("fruit" is the category "trái cây", not "xoài"). Admins edit the groups afterwards.
 */
export const SEED_SYNONYMS: readonly (readonly string[])[] = [
  // Produce: Vietnamese regional names, then English names missing from nameEn.
  ['dứa', 'thơm', 'khóm', 'pineapple'],
  ['cà chua', 'tomato'],
  ['bắp', 'ngô', 'bắp ngô', 'maize'],
  ['đậu phộng', 'lạc', 'groundnut'],
  ['dưa leo', 'dưa chuột'],
  ['cà tím', 'cà dái dê', 'aubergine', 'brinjal'],
  ['ớt chuông', 'ớt ngọt', 'capsicum', 'sweet pepper'],
  ['ớt hiểm', 'ớt chỉ thiên', 'chili', 'chili pepper'],
  ['cải bó xôi', 'rau chân vịt', 'rau bina'],
  ['bông cải xanh', 'súp lơ xanh', 'xúp lơ xanh'],
  ['xà lách', 'rau diếp'],
  ['rau muống', 'morning glory', 'kangkong', 'ong choy'],
  // Not "cabbage": that is bắp cải, which the shop does not sell; a synonym must name the same produce.
  ['cải ngọt', 'choy sum', 'choi sum', 'flowering cabbage'],
  ['ngò rí', 'rau mùi', 'cilantro'],
  ['húng quế', 'rau quế', 'húng chó'],
  ['hành tím', 'hành khô'],
  ['tỏi cô đơn', 'tỏi một nhánh', 'solo garlic', 'single clove garlic'],
  ['nấm hương', 'nấm đông cô'],
  ['nấm bào ngư', 'nấm sò'],
  ['nấm đùi gà', 'king trumpet', 'eryngii'],
  ['nấm mỡ', 'champignon'],
  ['nấm linh chi nâu', 'nấm thủy tiên', 'shimeji'],
  ['thanh long', 'pitaya', 'pitahaya'],
  ['dừa xiêm', 'dừa tươi', 'young coconut'],
  ['quýt', 'tangerine'],
  ['bưởi', 'pummelo', 'shaddock'],
  ['tắc', 'calamondin'],
  ['dưa lưới', 'muskmelon', 'rockmelon'],
  ['dâu tây', 'strawberry'],
  ['việt quất', 'blueberry'],
  ['đậu cove', 'đậu cô ve', 'đậu que', 'đậu ve', 'string bean', 'haricot vert'],
  ['đậu Hà Lan', 'đậu hòa lan'],
  ['hữu cơ', 'organic'],
  // Categories: the Southern and Northern words, and the English a foreigner types for the shelf.
  ['trái', 'quả'],
  ['trái cây', 'hoa quả', 'fruit'],
  ['trái cây có múi', 'citrus'],
  ['quả mọng', 'berry', 'berries'],
  ['rau thơm', 'herbs'],
  ['gia vị', 'spices'],
];
