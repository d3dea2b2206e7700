// The benchmark's generated catalog: Vietnamese produce names (produce × origin × qualifier), Vietnamese
// descriptions, 42 categories, VND prices, some on sale and some out of stock. Rows are made inside the
// database by one INSERT … SELECT over generate_series, so 100,000 products take seconds even on PGlite.

/** Category → produce (name, base price in VND for the usual pack, pack). The seed's 9 names come first. */
export const CATEGORIES = [
  [
    'Rau ăn lá',
    [
      ['Rau muống', 18_000, 'bó 500 g'],
      ['Cải ngọt', 20_000, 'bó 500 g'],
      ['Rau dền', 16_000, 'bó 400 g'],
      ['Mồng tơi', 15_000, 'bó 400 g'],
      ['Rau lang', 14_000, 'bó 400 g'],
      ['Rau ngót', 17_000, 'bó 300 g'],
    ],
  ],
  [
    'Rau ăn quả',
    [
      ['Cà chua bi', 45_000, 'hộp 500 g'],
      ['Cà chua beef', 39_000, 'túi 1 kg'],
      ['Cà chua cherry vàng', 55_000, 'hộp 300 g'],
      ['Dưa leo baby', 28_000, 'túi 500 g'],
      ['Cà tím dài', 26_000, 'túi 500 g'],
      ['Ớt chuông đỏ', 65_000, 'túi 500 g'],
    ],
  ],
  [
    'Củ',
    [
      ['Cà rốt', 25_000, 'túi 1 kg'],
      ['Khoai tây', 32_000, 'túi 1 kg'],
      ['Khoai lang mật', 35_000, 'túi 1 kg'],
      ['Củ dền', 30_000, 'túi 500 g'],
      ['Củ cải trắng', 22_000, 'túi 1 kg'],
    ],
  ],
  [
    'Nấm',
    [
      ['Nấm đùi gà', 48_000, 'khay 300 g'],
      ['Nấm hương tươi', 58_000, 'khay 200 g'],
      ['Nấm bào ngư xám', 36_000, 'khay 300 g'],
      ['Nấm kim châm', 22_000, 'gói 200 g'],
      ['Nấm rơm', 45_000, 'khay 300 g'],
    ],
  ],
  [
    'Trái cây nhiệt đới',
    [
      ['Xoài cát', 75_000, 'túi 1 kg'],
      ['Thanh long ruột đỏ', 45_000, 'túi 1 kg'],
      ['Bơ sáp', 60_000, 'túi 1 kg'],
      ['Dứa', 30_000, 'quả 1,2 kg'],
      ['Mít Thái', 40_000, 'khay 500 g'],
      ['Chôm chôm', 50_000, 'túi 1 kg'],
    ],
  ],
  [
    'Trái cây có múi',
    [
      ['Cam sành', 45_000, 'túi 1 kg'],
      ['Quýt đường', 55_000, 'túi 1 kg'],
      ['Bưởi da xanh', 80_000, 'quả 1,5 kg'],
      ['Chanh không hạt', 30_000, 'túi 500 g'],
      ['Tắc', 25_000, 'túi 500 g'],
    ],
  ],
  [
    'Dưa và quả mọng',
    [
      ['Dưa hấu không hạt', 35_000, 'quả 2 kg'],
      ['Dưa lưới', 90_000, 'quả 1,5 kg'],
      ['Dâu tây', 120_000, 'hộp 500 g'],
      ['Nho xanh', 95_000, 'túi 500 g'],
      ['Việt quất', 110_000, 'hộp 125 g'],
    ],
  ],
  [
    'Rau thơm và gia vị',
    [
      ['Húng quế', 12_000, 'bó 100 g'],
      ['Ngò rí', 10_000, 'bó 100 g'],
      ['Sả cây', 15_000, 'bó 300 g'],
      ['Tỏi', 60_000, 'túi 500 g'],
      ['Hành tím', 45_000, 'túi 500 g'],
      ['Ớt hiểm', 20_000, 'túi 100 g'],
    ],
  ],
  [
    'Đậu và hạt',
    [
      ['Đậu cove', 30_000, 'túi 500 g'],
      ['Đậu Hà Lan', 55_000, 'túi 500 g'],
      ['Đậu đen xanh lòng', 42_000, 'túi 500 g'],
      ['Đậu phộng', 48_000, 'túi 500 g'],
    ],
  ],
  [
    'Rau cải',
    [
      ['Cải thìa', 20_000, 'bó 500 g'],
      ['Cải bẹ xanh', 18_000, 'bó 500 g'],
      ['Cải xoăn kale', 45_000, 'túi 300 g'],
      ['Cải làn', 24_000, 'bó 400 g'],
      ['Cải thảo', 28_000, 'cây 1 kg'],
    ],
  ],
  [
    'Xà lách',
    [
      ['Xà lách romaine', 35_000, 'túi 300 g'],
      ['Xà lách thủy tinh', 30_000, 'túi 300 g'],
      ['Xà lách mỡ', 28_000, 'túi 300 g'],
      ['Xà lách tím', 38_000, 'túi 300 g'],
    ],
  ],
  [
    'Rau rừng',
    [
      ['Rau dớn', 35_000, 'bó 300 g'],
      ['Rau bò khai', 40_000, 'bó 300 g'],
      ['Rau sắng', 45_000, 'bó 300 g'],
      ['Rau ngót rừng', 38_000, 'bó 300 g'],
    ],
  ],
  [
    'Rau thủy canh',
    [
      ['Xà lách thủy canh', 32_000, 'túi 250 g'],
      ['Cải bó xôi thủy canh', 36_000, 'túi 250 g'],
      ['Rau muống thủy canh', 25_000, 'túi 300 g'],
      ['Húng lủi thủy canh', 18_000, 'túi 100 g'],
    ],
  ],
  [
    'Rau mầm',
    [
      ['Mầm cải đỏ', 25_000, 'hộp 100 g'],
      ['Mầm đậu nành', 20_000, 'hộp 150 g'],
      ['Mầm rau muống', 22_000, 'hộp 100 g'],
      ['Mầm hướng dương', 28_000, 'hộp 100 g'],
      ['Giá đỗ', 12_000, 'túi 300 g'],
    ],
  ],
  [
    'Bầu bí',
    [
      ['Bí đỏ hồ lô', 28_000, 'quả 1,5 kg'],
      ['Bí xanh', 22_000, 'quả 1 kg'],
      ['Bầu sao', 20_000, 'quả 1 kg'],
      ['Bí ngòi xanh', 35_000, 'túi 500 g'],
      ['Mướp hương', 24_000, 'túi 500 g'],
      ['Mướp đắng', 26_000, 'túi 500 g'],
    ],
  ],
  [
    'Củ quả Đà Lạt',
    [
      ['Su su', 18_000, 'túi 1 kg'],
      ['Su hào', 20_000, 'túi 1 kg'],
      ['Atiso tươi', 85_000, 'túi 500 g'],
      ['Bắp cải tím', 32_000, 'cây 1 kg'],
    ],
  ],
  [
    'Khoai và sắn',
    [
      ['Khoai môn', 45_000, 'túi 1 kg'],
      ['Khoai mỡ', 35_000, 'túi 1 kg'],
      ['Khoai từ', 40_000, 'túi 1 kg'],
      ['Khoai mì', 20_000, 'túi 1 kg'],
      ['Củ sen', 70_000, 'túi 500 g'],
    ],
  ],
  [
    'Nấm khô',
    [
      ['Nấm hương khô', 180_000, 'túi 200 g'],
      ['Mộc nhĩ', 60_000, 'túi 100 g'],
      ['Nấm tuyết', 75_000, 'túi 100 g'],
      ['Nấm linh chi thái lát', 250_000, 'hộp 200 g'],
    ],
  ],
  [
    'Trái cây nhập khẩu',
    [
      ['Táo Envy', 150_000, 'túi 1 kg'],
      ['Lê Hàn Quốc', 130_000, 'túi 1 kg'],
      ['Kiwi vàng', 160_000, 'hộp 500 g'],
      ['Cherry đỏ', 350_000, 'hộp 500 g'],
      ['Nho mẫu đơn', 280_000, 'hộp 500 g'],
    ],
  ],
  [
    'Trái cây miền Tây',
    [
      ['Sầu riêng Ri6', 150_000, 'khay 500 g'],
      ['Măng cụt', 80_000, 'túi 1 kg'],
      ['Vú sữa Lò Rèn', 65_000, 'túi 1 kg'],
      ['Mận hồng đào', 55_000, 'túi 1 kg'],
      ['Sapoche', 45_000, 'túi 1 kg'],
    ],
  ],
  [
    'Trái cây miền Bắc',
    [
      ['Vải thiều', 70_000, 'túi 1 kg'],
      ['Nhãn lồng', 60_000, 'túi 1 kg'],
      ['Mận hậu', 50_000, 'túi 1 kg'],
      ['Hồng giòn', 75_000, 'túi 1 kg'],
      ['Na dai', 85_000, 'túi 1 kg'],
    ],
  ],
  [
    'Chuối',
    [
      ['Chuối tiêu', 25_000, 'nải 1 kg'],
      ['Chuối sứ', 22_000, 'nải 1 kg'],
      ['Chuối cau', 30_000, 'nải 1 kg'],
      ['Chuối laba', 40_000, 'nải 1 kg'],
    ],
  ],
  [
    'Táo và lê',
    [
      ['Táo xanh', 45_000, 'túi 1 kg'],
      ['Táo đỏ', 55_000, 'túi 1 kg'],
      ['Lê nâu', 70_000, 'túi 1 kg'],
      ['Lê xanh', 65_000, 'túi 1 kg'],
    ],
  ],
  [
    'Quả mọng nhiệt đới',
    [
      ['Dâu tằm', 60_000, 'hộp 250 g'],
      ['Mâm xôi', 140_000, 'hộp 125 g'],
      ['Chanh dây', 35_000, 'túi 500 g'],
      ['Dâu da', 45_000, 'túi 500 g'],
    ],
  ],
  [
    'Đu đủ và ổi',
    [
      ['Đu đủ ruột vàng', 30_000, 'quả 1,2 kg'],
      ['Ổi nữ hoàng', 35_000, 'túi 1 kg'],
      ['Ổi ruột đỏ', 40_000, 'túi 1 kg'],
      ['Đu đủ xanh', 20_000, 'quả 1 kg'],
    ],
  ],
  [
    'Dừa và thốt nốt',
    [
      ['Dừa xiêm', 25_000, 'quả'],
      ['Dừa sáp', 120_000, 'quả'],
      ['Dừa dứa', 35_000, 'quả'],
      ['Thốt nốt tươi', 40_000, 'túi 500 g'],
    ],
  ],
  [
    'Trái cây sấy',
    [
      ['Xoài sấy dẻo', 95_000, 'túi 250 g'],
      ['Chuối sấy', 55_000, 'túi 250 g'],
      ['Mít sấy', 75_000, 'túi 250 g'],
      ['Khoai lang sấy', 60_000, 'túi 250 g'],
    ],
  ],
  [
    'Nước ép tươi',
    [
      ['Nước ép cam', 45_000, 'chai 330 ml'],
      ['Nước ép cà rốt', 40_000, 'chai 330 ml'],
      ['Nước ép dứa', 40_000, 'chai 330 ml'],
      ['Nước ép cần tây', 50_000, 'chai 330 ml'],
    ],
  ],
  [
    'Hạt dinh dưỡng',
    [
      ['Hạt điều', 180_000, 'túi 500 g'],
      ['Hạt mắc ca', 220_000, 'túi 500 g'],
      ['Hạt sen tươi', 90_000, 'túi 500 g'],
      ['Hạt bí', 120_000, 'túi 500 g'],
    ],
  ],
  [
    'Gạo và ngũ cốc',
    [
      ['Gạo ST25', 38_000, 'túi 1 kg'],
      ['Gạo lứt đỏ', 42_000, 'túi 1 kg'],
      ['Nếp cái hoa vàng', 45_000, 'túi 1 kg'],
      ['Yến mạch cán dẹt', 85_000, 'túi 500 g'],
    ],
  ],
  [
    'Đậu hũ và sữa hạt',
    [
      ['Đậu hũ non', 15_000, 'hộp 300 g'],
      ['Sữa đậu nành', 25_000, 'chai 500 ml'],
      ['Tàu hũ ky', 40_000, 'túi 200 g'],
      ['Sữa hạt sen', 35_000, 'chai 500 ml'],
    ],
  ],
  [
    'Gia vị khô',
    [
      ['Tiêu đen', 90_000, 'hũ 200 g'],
      ['Quế thanh', 70_000, 'túi 200 g'],
      ['Hoa hồi', 80_000, 'túi 100 g'],
      ['Muối tôm', 35_000, 'hũ 200 g'],
    ],
  ],
  [
    'Mật ong và đường',
    [
      ['Mật ong hoa cà phê', 180_000, 'chai 500 ml'],
      ['Mật ong rừng', 320_000, 'chai 500 ml'],
      ['Đường thốt nốt', 60_000, 'túi 500 g'],
      ['Mật mía', 50_000, 'chai 500 ml'],
    ],
  ],
  [
    'Rau củ cắt sẵn',
    [
      ['Rau củ xào thập cẩm', 35_000, 'khay 400 g'],
      ['Bộ canh chua', 30_000, 'khay 500 g'],
      ['Bộ lẩu nấm', 85_000, 'khay 800 g'],
      ['Bí đỏ cắt khối', 25_000, 'khay 400 g'],
    ],
  ],
  [
    'Salad trộn sẵn',
    [
      ['Salad rau mầm', 45_000, 'hộp 250 g'],
      ['Salad cầu vồng', 55_000, 'hộp 300 g'],
      ['Salad Nga', 50_000, 'hộp 300 g'],
    ],
  ],
  [
    'Combo gia đình',
    [
      ['Combo rau tuần', 250_000, 'thùng 5 kg'],
      ['Combo trái cây tuần', 350_000, 'thùng 4 kg'],
      ['Combo nấu canh', 120_000, 'thùng 2 kg'],
    ],
  ],
  [
    'Giỏ quà trái cây',
    [
      ['Giỏ trái cây Tết', 850_000, 'giỏ 5 kg'],
      ['Hộp quà trái cây nhập', 1_200_000, 'hộp 3 kg'],
      ['Giỏ trái cây thăm bệnh', 550_000, 'giỏ 3 kg'],
    ],
  ],
  [
    'Thảo mộc và trà',
    [
      ['Trà atiso', 95_000, 'hộp 100 g'],
      ['Trà hoa cúc', 85_000, 'hộp 50 g'],
      ['Lá sen khô', 45_000, 'túi 100 g'],
      ['Rau má', 20_000, 'bó 300 g'],
    ],
  ],
  [
    'Hoa ăn được',
    [
      ['Bông bí', 30_000, 'bó 200 g'],
      ['Hoa thiên lý', 35_000, 'túi 200 g'],
      ['Bông điên điển', 40_000, 'túi 200 g'],
      ['Hoa chuối', 15_000, 'bắp'],
    ],
  ],
  [
    'Ớt và tiêu tươi',
    [
      ['Ớt sừng', 45_000, 'túi 500 g'],
      ['Ớt chỉ thiên', 35_000, 'túi 200 g'],
      ['Tiêu xanh', 60_000, 'túi 200 g'],
    ],
  ],
  [
    'Măng',
    [
      ['Măng tây xanh', 120_000, 'bó 500 g'],
      ['Măng tre tươi', 35_000, 'túi 1 kg'],
      ['Măng le', 45_000, 'túi 500 g'],
    ],
  ],
  [
    'Bắp và đậu bắp',
    [
      ['Đậu bắp', 25_000, 'túi 500 g'],
      ['Bắp nếp', 30_000, 'túi 5 trái'],
      ['Bắp Mỹ', 35_000, 'túi 3 trái'],
    ],
  ],
];

export const ORIGINS = [
  'Đà Lạt',
  'Lâm Đồng',
  'Mộc Châu',
  'Sa Pa',
  'Bến Tre',
  'Tiền Giang',
  'Vĩnh Long',
  'Đồng Tháp',
  'Cần Thơ',
  'Hậu Giang',
  'Long An',
  'Ninh Thuận',
  'Đắk Lắk',
  'Gia Lai',
  'Hưng Yên',
  'Bắc Giang',
  'Sơn La',
  'Hà Giang',
  'Củ Chi',
  'Hóc Môn',
  'Lý Sơn',
  'Phú Quốc',
  'Trà Vinh',
  'Sóc Trăng',
  'Bình Thuận',
];

export const QUALIFIERS = [
  'hữu cơ',
  'VietGAP',
  'GlobalGAP',
  'tươi',
  'loại 1',
  'thu hoạch sớm',
  'không hóa chất',
  'nhà màng',
  'đặc sản',
  'chọn lọc',
];

const GROWING = [
  'trồng theo tiêu chuẩn hữu cơ, không thuốc trừ sâu hóa học',
  'canh tác VietGAP, bón phân vi sinh',
  'trồng trong nhà màng, tưới nhỏ giọt',
  'do hợp tác xã nông dân địa phương chăm sóc',
  'thu hái bằng tay vào sáng sớm',
];
const USES = [
  'Ăn sống, làm salad hay nấu canh đều ngon.',
  'Thích hợp xào tỏi, luộc chấm kho quẹt hoặc nấu lẩu.',
  'Dùng ép nước, làm sinh tố hay tráng miệng sau bữa cơm.',
  'Hợp với các món kho, hầm và nướng trong bữa cơm gia đình.',
  'Giàu vitamin và chất xơ, tốt cho trẻ nhỏ và người lớn tuổi.',
];
const STORAGE = [
  'Bảo quản ngăn mát tủ lạnh, dùng ngon nhất trong 3 ngày.',
  'Để nơi khô ráo, thoáng mát, tránh ánh nắng trực tiếp.',
  'Giao trong ngày tại TP.HCM và Hà Nội, đóng gói bằng giấy tái chế.',
  'Đổi trả trong 24 giờ nếu sản phẩm không tươi.',
];

/** One row per produce item, with its category name: loaded into a temporary table by `generateCatalog`. */
export function produceRows() {
  return CATEGORIES.flatMap(([category, items]) =>
    items.map(([name, price, pack]) => ({ category, name, price, pack })),
  );
}

/** The categories beyond the seed's, in the order they are created. */
export const categoryNames = () => CATEGORIES.map(([name]) => name);

const textArray = (n) => `array(select jsonb_array_elements_text($${n}::jsonb))`;

/**
 * Adds categories (those missing) and products until the catalog holds `total` products, made in the
 * database from the lists above. Product k (1-based, counting every product the generator ever made)
 * is deterministic, so PGlite and PostgreSQL hold the same catalog. Returns how many rows it inserted.
 * `client.query(text, params)` resolves with the rows (see databases.mjs); lists travel as JSON text,
 * which both drivers pass the same way.
 */
export async function generateCatalog(client, total) {
  const [{ count: existing }] = await client.query('select count(*)::int as count from products');
  const toInsert = total - existing;
  if (toInsert <= 0) return 0;

  await client.query(
    `with seeded as (select array_agg(image_url order by created_at) as images from categories)
     insert into categories (name, image_url, created_at, updated_at)
     select c.name, images[1 + c.ord % array_length(images, 1)],
            now() - interval '400 days' + c.ord * interval '1 hour', now() - interval '400 days' + c.ord * interval '1 hour'
     from jsonb_to_recordset($1::jsonb) as c(name text, ord int)
     cross join seeded
     where not exists (select 1 from categories e where lower(e.name) = lower(c.name))`,
    [JSON.stringify(categoryNames().map((name, i) => ({ name, ord: i + 1 })))],
  );

  await client.query('drop table if exists bench_produce');
  // Not a TEMP table: PGlite and pg both keep it for the statements below, and it is dropped at the end.
  await client.query(
    `create table bench_produce as
     select (row_number() over () - 1)::int as idx, p.name, p.price, p.pack, c.id as category_id
     from jsonb_to_recordset($1::jsonb) as p(category text, name text, price int, pack text)
     join categories c on c.name = p.category`,
    [JSON.stringify(produceRows())],
  );

  const start = existing + 1;
  // Building an index once over all rows is several times faster than updating it row by row
  // (the word index above all); the definitions are read back, so new indexes are kept too.
  const indexes = await client.query(
    `select quote_ident(c.relname) as name, pg_get_indexdef(i.indexrelid) as definition
     from pg_index i join pg_class c on c.oid = i.indexrelid
     where i.indrelid = 'products'::regclass and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`,
  );
  for (const { name } of indexes) await client.query(`drop index ${name}`);
  // h: a per-row hash (Knuth's multiplicative constant) that picks origin, qualifier, price, sale, stock.
  await client.query(
    `with params as (
       select (select count(*) from bench_produce)::int as np,
              (select array_agg(image_url order by created_at) from products) as images,
              ${textArray(3)} as origins, ${textArray(4)} as qualifiers, ${textArray(5)} as growing,
              ${textArray(6)} as uses, ${textArray(7)} as storage
     ), rows as (
       select g, (g::bigint * 2654435761 % 4294967296) as h, p.*, params.*
       from generate_series($1::int, $2::int) g
       cross join params
       join bench_produce p on p.idx = g % params.np
     ), priced as (
       select *, greatest(5000, round(price * (0.75 + (h % 61) / 100.0) / 1000) * 1000)::int as final_price
       from rows
     )
     insert into products (name, description, price, sale_price, stock, category_id, image_url, avg_rating, created_at, updated_at)
     select
       name || ' ' || origins[1 + (h / 7) % array_length(origins, 1)]
         || case when (h / 3) % 4 = 0 then '' else ' ' || qualifiers[1 + (h / 11) % array_length(qualifiers, 1)] end,
       name || ' ' || growing[1 + (h / 13) % array_length(growing, 1)] || ' tại ' || origins[1 + (h / 7) % array_length(origins, 1)] || '. '
         || uses[1 + (h / 17) % array_length(uses, 1)] || ' ' || storage[1 + (h / 19) % array_length(storage, 1)] || ' Quy cách: ' || pack || '.',
       final_price,
       case when h % 7 = 0 then (floor(final_price * (0.7 + (h / 23) % 20 / 100.0) / 1000) * 1000)::int end,
       case when h % 20 = 0 then 0 else (1 + (h / 29) % 400)::int end,
       category_id,
       images[1 + idx % array_length(images, 1)],
       case when h % 10 < 3 then 0 else round((3 + (h / 31) % 21 / 10.0)::numeric, 1)::float8 end,
       now() - interval '50 days' - g * interval '3 minutes',
       now() - interval '50 days' - g * interval '3 minutes'
     from priced`,
    [start, start + toInsert - 1, ...[ORIGINS, QUALIFIERS, GROWING, USES, STORAGE].map((list) => JSON.stringify(list))],
  );
  await client.query('drop table bench_produce');
  await client.query(`set maintenance_work_mem = '256MB'`);
  for (const { definition } of indexes) await client.query(definition);
  await client.query('analyze');
  return toInsert;
}

/** How many products hold every one of `words` (folded, as in search_terms), and how many there are. */
export async function countProductsWithWords(client, words) {
  const [row] = await client.query(
    `select count(*) filter (where search_terms @> ${textArray(1)})::int as matching, count(*)::int as products
     from products`,
    [JSON.stringify(words)],
  );
  return row;
}
