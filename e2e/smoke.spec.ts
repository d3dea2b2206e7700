import { expect, test } from './support/fixtures';

test('the home page renders on the server and hydrates', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Veggie/);
});
