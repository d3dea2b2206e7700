// The few API calls the benchmark makes outside the timed parts: accounts, carts, finding ids.
const PASSWORD = 'bench-password-1';

export async function call(base, method, path, { token, body } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: res.status, json, text };
}

async function expectOk(base, method, path, options) {
  const res = await call(base, method, path, options);
  if (res.status < 200 || res.status > 299)
    throw new Error(`${method} ${path} answered ${res.status}: ${res.text.slice(0, 300)}`);
  return res.json;
}

/** Registers the account, or logs in when an earlier step of the run registered it. Resolves with a token. */
export async function account(base, email, name) {
  const registered = await call(base, 'POST', '/api/auth/register', { body: { name, email, password: PASSWORD } });
  if (registered.status === 201) return registered.json.token;
  return (await expectOk(base, 'POST', '/api/auth/login', { body: { email, password: PASSWORD } })).token;
}

export const setShippingDetails = (base, token, { name, email }) =>
  expectOk(base, 'PUT', '/api/auth/profile', {
    token,
    body: { name, email, phone: '0901 234 567', address: '12 Nguyễn Huệ, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh' },
  });

/** An address-book entry in a ward; resolves with the stored address. */
export const addAddress = async (base, token, { receiverName, provinceCode, wardCode }) =>
  (
    await expectOk(base, 'POST', '/api/auth/addresses', {
      token,
      body: { receiverName, phone: '0901 234 567', provinceCode, wardCode, street: '12 Nguyễn Huệ' },
    })
  ).data;

export const addToCart = (base, token, productId, quantity) =>
  expectOk(base, 'POST', '/api/cart', { token, body: { productId, quantity } });

export const getJson = (base, path, token) => expectOk(base, 'GET', path, { token });

/** Runs `task` over `items` with at most `limit` at once (argon2 makes sign-ups CPU-bound). */
export async function inBatches(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
