import { deflateSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { isPhone, signInWithCode } from './support.ts';

test.use({ locale: 'en-IN' });

/** A small real PNG (40 × 30, one colour), so the browser decodes, crops and shrinks it. */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) c = (crcTable[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x3c)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function openProfile(page: Page) {
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'My profile' }).click();
  await expect(page).toHaveURL(/\/tabs\/profile/);
  await expect(page.getByRole('heading', { name: 'My profile', level: 1 })).toBeVisible();
}

test('the profile page: picture shown as the avatar, e-mail state, passcode and language', async ({ page }) => {
  await signInWithCode(page, '9876543210');
  await openProfile(page);
  const details = page.getByRole('region', { name: 'Name and e-mail' });
  // The demo owner's address is unverified (decision 021): the page offers the code.
  await expect(details.getByText('Not verified')).toBeVisible();
  await expect(details.getByRole('button', { name: 'Send a verification code' })).toBeVisible();

  const picture = page.getByRole('region', { name: 'Picture' });
  await picture.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png(40, 30) });
  await expect(page.getByText('Picture saved')).toBeVisible();
  // The header's avatar shows the shrunk JPEG.
  const avatar = page.getByRole('button', { name: 'User menu' }).locator('img');
  await expect(avatar).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  await page.screenshot({ path: `test-results/profile-${test.info().project.name}.png`, fullPage: true });

  await picture.getByRole('button', { name: 'Remove picture' }).click();
  await expect(page.getByText('Picture removed')).toBeVisible();
  await expect(avatar).toHaveCount(0);

  await expect(page.getByRole('region', { name: 'Screen-lock passcode' })).toBeVisible();
  await page.getByRole('region', { name: 'Language' }).getByText('Español').click();
  await expect(page.getByRole('heading', { name: 'Mi perfil', level: 1 })).toBeVisible();
  if (!isPhone(page)) await page.screenshot({ path: `test-results/profile-es-${test.info().project.name}.png`, fullPage: true });
  await page.getByRole('region', { name: 'Idioma' }).getByText('English').click();
  await expect(page.getByRole('heading', { name: 'My profile', level: 1 })).toBeVisible();
});
