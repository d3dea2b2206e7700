import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { imageVariantUrl, userSchema } from '@veggie/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { bearer, imageForm, registerUser, type Registered } from '../../../test/fixtures';

const avatarForm = (field: string, fileName: string, bytes: Buffer) => imageForm({}, bytes, { field, fileName });

/** The avatar URL the sign-up answer gives a new user. */
async function registeredAvatarUrl(t: TestApp, email: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Mới', email, password: 'secret123' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return userSchema.parse(res.json().data).avatar.url;
}

describe('avatar upload', () => {
  let t: TestApp;
  let user: Registered;
  let png: Buffer;
  beforeAll(async () => {
    t = await buildTestApp();
    user = await registerUser(t.app, { email: 'face@example.com' });
    png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7d2c' } })
      .png()
      .toBuffer();
  });
  afterAll(() => t.close());

  const upload = (form: FormData, token = user.token) =>
    t.app.inject({ method: 'PUT', url: '/api/auth/avatar', payload: form, headers: bearer(token) });
  const storedFiles = async () => readdir(t.config.uploadsDir).catch(() => [] as string[]);

  it('gives a user without a photo the default avatar: an image anyone may embed', async () => {
    const url = await registeredAvatarUrl(t, 'new-face@example.com');
    expect(url).toBe('/uploads/default-avatar.svg');
    for (const method of ['GET', 'HEAD'] as const) {
      const served = await t.app.inject({ method, url });
      expect(served.statusCode, method).toBe(200);
      expect(served.headers['content-type'], method).toMatch(/^image\/svg\+xml/);
      expect(served.headers['cross-origin-resource-policy'], method).toBe('cross-origin');
    }
    expect((await t.app.inject({ method: 'GET', url })).body).toMatch(/^<svg /);
  });

  it('refuses a text file named .png with 415, a clear message and nothing stored', async () => {
    const res = await upload(avatarForm('avatar', 'me.png', Buffer.from('definitely not an image\n'.repeat(20))));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'Please upload an image file (JPG, PNG, GIF or WebP)',
    });
    expect(await storedFiles()).toEqual([]);
    const profile = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(user.token) });
    expect(profile.json().data.avatar).toEqual({ url: '/uploads/default-avatar.svg' });
  });

  it('refuses a file over 2 MB with 413 and stores nothing', async () => {
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024 + 1, 1)]);
    const res = await upload(avatarForm('avatar', 'big.png', big));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, message: 'Image size should be less than 2MB' });
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a form without the avatar file with 400', async () => {
    const res = await upload(avatarForm('picture', 'me.png', png));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please choose an image file');
  });

  it('refuses without a token', async () => {
    const form = avatarForm('avatar', 'me.png', png);
    const res = await t.app.inject({ method: 'PUT', url: '/api/auth/avatar', payload: form });
    expect(res.statusCode).toBe(401);
  });

  it('accepts a real PNG, stores it re-encoded as WebP and serves it from /uploads', async () => {
    const res = await upload(avatarForm('avatar', 'me.png', png));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: 'Avatar updated successfully', data: { _id: user.id } });
    const url: string = body.data.avatar.url;
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]+\.webp$/);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');

    const profile = await t.app.inject({ method: 'GET', url: '/api/auth/profile', headers: bearer(user.token) });
    expect(profile.json().data.avatar).toEqual({ url });
  });

  it('replaces the avatar and removes the old file and its variant', async () => {
    const before = await storedFiles();
    // The avatar and its 400 px variant.
    expect(before).toHaveLength(2);
    const res = await upload(avatarForm('avatar', 'new.png', png));
    expect(res.statusCode).toBe(200);
    const url: string = res.json().data.avatar.url;
    expect((await storedFiles()).sort()).toEqual([path.basename(url), path.basename(imageVariantUrl(url)!)].sort());
    expect(before).not.toContain(path.basename(url));
    for (const old of before) {
      expect((await t.app.inject({ method: 'GET', url: `/uploads/${old}` })).statusCode).toBe(404);
    }
  });
});

describe('avatar URLs with PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ publicUrl: 'https://shop.example' });
  });
  afterAll(() => t.close());

  it('are absolute', async () => {
    const user = await registerUser(t.app, { email: 'abs@example.com' });
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const form = avatarForm('avatar', 'a.png', png);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/avatar',
      payload: form,
      headers: bearer(user.token),
    });
    expect(res.json().data.avatar.url).toMatch(/^https:\/\/shop\.example\/uploads\/[0-9a-f-]+\.webp$/);
  });

  it('are absolute for the default avatar too, and it is served there', async () => {
    const url = await registeredAvatarUrl(t, 'plain@example.com');
    expect(url).toBe('https://shop.example/uploads/default-avatar.svg');
    const served = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\//);
  });
});
