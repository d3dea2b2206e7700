// The ceiling: the least a server can do to answer the shop's product list from PostgreSQL. Plain
// node:http, `pg` with a pool of 10 and prepared statements, no framework, no validation, no logging.
// It runs the app's list statement (products.repository.ts, selectPage: newest first, the category's
// name and the total kept in product_counts, all in one statement) and answers the same envelope. Run by
// index.mjs with DATABASE_URL and PORT; answers only GET /api/products?page=&limit=.
import http from 'node:http';
import pg from 'pg';

const PAGE_SIZE = 12;
const MAX_PAGE_SIZE = 100;

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

const totalText = 'select coalesce(sum(count), 0)::int as total from product_counts';
const pageQuery = {
  name: 'ceiling-page',
  text: `select p.id, p.name, p.name_en, p.description, p.price, p.sale_price, p.unit_kind, p.unit_label,
                p.unit_label_en, p.stock, p.category_id, (select c.name from categories c where c.id = p.category_id) as category_name,
                p.image_url, p.avg_rating, p.created_at, (${totalText}) as total
         from products p order by p.created_at desc, p.id desc limit $1 offset $2`,
};
/** Only for a page past the end, which has no row to carry the total (as in the app). */
const countQuery = { name: 'ceiling-count', text: totalText };

const positive = (value, fallback, max = Number.MAX_SAFE_INTEGER) => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n >= 1 ? Math.min(n, max) : fallback;
};

async function productPage(page, limit) {
  const rows = await pool.query({ ...pageQuery, values: [limit, (page - 1) * limit] });
  const totalItems = rows.rows[0]?.total ?? (await pool.query(countQuery)).rows[0].total;
  return {
    success: true,
    data: {
      products: rows.rows.map((row) => ({
        _id: row.id,
        name: row.name,
        nameEn: row.name_en,
        description: row.description,
        price: row.price,
        salePrice: row.sale_price,
        unit: { kind: row.unit_kind, label: row.unit_label, labelEn: row.unit_label_en },
        stock: row.stock,
        category: { _id: row.category_id, name: row.category_name },
        imageUrl: row.image_url,
        avgRating: row.avg_rating,
        createdAt: row.created_at.toISOString(),
      })),
      pagination: {
        currentPage: page,
        totalPages: Math.max(1, Math.ceil(totalItems / limit)),
        totalItems,
        itemsPerPage: limit,
      },
    },
  };
}

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url, 'http://ceiling');
  if (req.method !== 'GET' || url.pathname !== '/api/products') {
    res.writeHead(404).end();
    return;
  }
  try {
    const body = JSON.stringify(
      await productPage(
        positive(url.searchParams.get('page'), 1),
        positive(url.searchParams.get('limit'), PAGE_SIZE, MAX_PAGE_SIZE),
      ),
    );
    res
      .writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) })
      .end(body);
  } catch (error) {
    console.error(error);
    res.writeHead(500).end();
  }
});

server.listen(Number(process.env.PORT), '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => pool.end().then(() => process.exit(0))));
}
