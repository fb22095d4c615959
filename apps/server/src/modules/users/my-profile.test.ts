import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createGarage, createUser } from '../../db/seed/factories.ts';
import { createTestApp, type Session, signIn, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let n = 0;
const freshMobile = () => `95${String(Date.now()).slice(-5)}${String(++n).padStart(3, '0')}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// The smallest real images: a 1×1 PNG and the first bytes of a JPEG and a WebP file.
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]).toString('base64');

const info = (s: Session, language = 'en') =>
  t.app.inject({ method: 'GET', url: '/api/customer/user/info', headers: { ...s.headers(), 'accept-language': language } });
const putProfile = (s: Session, payload: object, language = 'en') =>
  t.app.inject({
    method: 'PUT',
    url: '/api/customer/user/profile',
    headers: { ...s.headers(), 'accept-language': language },
    payload,
  });
const putPicture = (s: Session, payload: object, language = 'en') =>
  t.app.inject({
    method: 'PUT',
    url: '/api/customer/user/profile/picture',
    headers: { ...s.headers(), 'accept-language': language },
    payload,
  });

async function person(firstName = 'Nadia') {
  const user = await createUser(t.db, { mobileNumber: freshMobile(), firstName });
  return { user, s: await signIn(t, user.mobileNumber) };
}

describe("a person's own profile (decision 023, 036)", () => {
  it('changes name and e-mail; a new e-mail is unverified until a code proves it', async () => {
    const { s } = await person();
    const res = await putProfile(s, { first_name: 'Nadia', last_name: 'Rahman', email: 'nadia@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      display_name: 'Nadia Rahman',
      email: 'nadia@example.com',
      email_verified: false,
      profile_pic: null,
    });
    const sent = await t.app.inject({ method: 'POST', url: '/api/auth/email/verification', headers: s.headers() });
    expect(sent.statusCode).toBe(200);
    const code = t.sender.lastCode('nadia@example.com');
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email/verification/confirm',
      headers: s.headers(),
      payload: { code },
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await info(s)).json().email_verified).toBe(true);
    // Another address: unverified again.
    expect((await putProfile(s, { first_name: 'Nadia', email: 'other@example.com' })).json().email_verified).toBe(false);
  });

  it('stores a JPEG, PNG or WebP picture as a data URL, shown in the user info, and removes it', async () => {
    const { s } = await person();
    const png = await putPicture(s, { picture: `data:image/png;base64,${PNG_1X1}` });
    expect(png.statusCode).toBe(200);
    expect(png.json().profile_pic).toBe(`data:image/png;base64,${PNG_1X1}`);
    // The type is told by the bytes, not by what the client declares.
    const jpeg = await putPicture(s, { picture: `data:image/png;base64,${JPEG}` });
    expect(jpeg.json().profile_pic).toBe(`data:image/jpeg;base64,${JPEG}`);
    expect((await info(s)).json().profile_pic).toBe(`data:image/jpeg;base64,${JPEG}`);
    const removed = await putPicture(s, { picture: null });
    expect(removed.json().profile_pic).toBeNull();
  });

  it('refuses bad pictures with 400 messages, in English and Spanish, never 500', async () => {
    const { s } = await person();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64');
    const cases: [object, string][] = [
      [{ picture: svg }, 'The picture must be a JPEG, PNG or WebP image'],
      [{ picture: 'not base64 at all!' }, 'The picture could not be read; choose another file'],
      [{ picture: '' }, 'The picture could not be read; choose another file'],
      [
        { picture: `data:image/png;base64,${Buffer.alloc(210 * 1024, 0x89).toString('base64')}` },
        'The picture may be at most 200 KB',
      ],
      [{ picture: 'A'.repeat(400_000) }, 'The picture may be at most 200 KB'],
      [{ picture: 12 }, 'Picture is not valid'],
      [{}, 'Picture is required'],
    ];
    for (const [payload, text] of cases) {
      const res = await putPicture(s, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(res.json().message).toBe(text);
    }
    const es = await putPicture(s, { picture: svg }, 'es');
    expect(es.json().message).toBe('La foto debe ser una imagen JPEG, PNG o WebP');
    // A body beyond the server's limit is a 400 too.
    const huge = await putPicture(s, { picture: 'A'.repeat(1_200_000) });
    expect(huge.statusCode).toBe(400);
    expect((await info(s)).json().profile_pic).toBeNull();
  });

  it('refuses a bad name or e-mail with 400 messages', async () => {
    const { s } = await person();
    expect((await putProfile(s, { first_name: '' })).statusCode).toBe(400);
    expect((await putProfile(s, { first_name: '<b>x</b>' })).json().message).toBe('First name must not contain HTML tags');
    expect((await putProfile(s, { first_name: 'Ana', email: 'not-an-address' })).statusCode).toBe(400);
    expect((await putProfile(s, { first_name: 'A'.repeat(61) })).statusCode).toBe(400);
  });

  it("belongs to that person alone: nobody reads or changes another person's profile", async () => {
    const a = await person('Amal');
    const b = await person('Bilal');
    // Both work in the same garage, B as its owner: still no way to A's profile.
    const shop = await createGarage(t, { ownerId: b.user.id });
    await addMember(t.db, shop, a.user.id, ['TECHNICIAN']);
    await putPicture(a.s, { picture: PNG_1X1 });

    // Whatever names A in the body, B's session changes B only.
    const renamed = await putProfile(b.s, { first_name: 'Mallory', email: 'm@example.com', user_id: a.user.id });
    expect(renamed.json()).toMatchObject({ user_id: b.user.id, first_name: 'Mallory' });
    const pic = await putPicture(b.s, { picture: null, user_id: a.user.id });
    expect(pic.json().user_id).toBe(b.user.id);
    const language = await t.app.inject({
      method: 'PUT',
      url: '/api/customer/user/language',
      headers: b.s.headers(),
      payload: { language_code: 'sp', user_id: a.user.id },
    });
    expect(language.json().user_id).toBe(b.user.id);

    const mine = (await info(a.s)).json();
    expect(mine).toMatchObject({ user_id: a.user.id, first_name: 'Amal', email: null, language_code: 'en' });
    expect(mine.profile_pic).toBe(`data:image/png;base64,${PNG_1X1}`);
    // B's user info is B's, with or without the shared garage, and says nothing of A.
    const seen = (await info(b.s)).json();
    expect(seen.user_id).toBe(b.user.id);
    expect(JSON.stringify(seen)).not.toContain('Amal');
    // The owner's member edit cannot touch the person's fields (decision 023).
    const edit = await t.app.inject({
      method: 'PUT',
      url: '/api/customer/garage/user/update',
      headers: b.s.headers(shop.garageId),
      payload: { user_id: a.user.id, profile_pic: `data:image/png;base64,${PNG_1X1}`, first_name: 'X' },
    });
    expect(edit.statusCode).toBe(400);
    // Signed out, nothing.
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/customer/user/profile/picture',
      payload: { picture: null },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
