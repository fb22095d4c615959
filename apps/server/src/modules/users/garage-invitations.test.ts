import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGarage, createUser } from '../../db/seed/factories.ts';
import { createTestApp, type Session, signIn, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let n = 0;
const freshMobile = () => `94${String(Date.now()).slice(-5)}${String(++n).padStart(3, '0')}`;
const b64 = (s: string) => Buffer.from(s).toString('base64');

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function ownerOfNewGarage(firstName: string, email: string | null = null) {
  const owner = await createUser(t.db, { mobileNumber: freshMobile(), firstName, lastName: 'Owner', email });
  const shop = await createGarage(t, { ownerId: owner.id });
  const s = await signIn(t, owner.mobileNumber);
  return { shop, s, owner };
}

const invite = (s: Session, garageId: number, mobile: string, first_name: string, roles = 'TECHNICIAN') =>
  t.app.inject({
    method: 'POST',
    url: '/api/customer/garage/user',
    headers: s.headers(garageId),
    payload: { mobile_number: mobile, country_phone_code: '91', first_name, roles },
  });
const myInvitations = async (s: Session) =>
  (await t.app.inject({ method: 'GET', url: '/api/customer/user/invitations', headers: s.headers() })).json();
const accept = (s: Session, id: number) =>
  t.app.inject({ method: 'POST', url: `/api/customer/user/invitations/${id}/accept`, headers: s.headers() });
const info = async (s: Session, garageId?: number) =>
  (await t.app.inject({ method: 'GET', url: '/api/customer/user/info', headers: s.headers(garageId) })).json();
const members = async (s: Session, garageId: number) =>
  (await t.app.inject({ method: 'GET', url: '/api/customer/garage/user', headers: s.headers(garageId) })).json() as {
    user_id: number;
  }[];
const setPasscode = (s: Session, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/user_passcode',
    headers: s.headers(),
    payload: { user_id: s.userId, passcode: b64(code) },
  });
const hasPasscode = async (s: Session) =>
  (await t.app.inject({ method: 'GET', url: `/api/user_passcode/check?user_id=${s.userId}`, headers: s.headers() })).json()
    .has_passcode as boolean;
const resetPasscode = (s: Session, garageId: number, userId: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/user_passcode/reset?user_id=${userId}`, headers: s.headers(garageId) });
const updateMember = (s: Session, garageId: number, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/customer/garage/user/update', headers: s.headers(garageId), payload });

describe("another group's owner cannot take over a person (issue 10 §3)", () => {
  // Each step starts from B's owner adding A's owner's number, as the attack did.
  async function attack() {
    const a = await ownerOfNewGarage('Alma', 'alma@garage-a.example');
    await setPasscode(a.s, '2468');
    const b = await ownerOfNewGarage('Bruno');
    const added = await invite(b.s, b.shop.garageId, a.owner.mobileNumber, 'Whoever', 'GARAGE_OWNER');
    return { a, b, added };
  }

  it("step 1: adding an existing number answers with the number and the owner's own label, not the person's name", async () => {
    const { a, b, added } = await attack();
    expect(added.statusCode).toBe(201);
    expect(added.body).not.toContain('Alma');
    expect(added.body).not.toContain('alma@garage-a.example');
    expect(added.json()).toMatchObject({ display_name: 'Whoever', mobile_number: a.owner.mobileNumber });
    expect(added.json()).not.toHaveProperty('user_id');
    // Nor does B's member list show A's owner before they accept.
    const listed = await t.app.inject({ method: 'GET', url: '/api/customer/garage/user', headers: b.s.headers(b.shop.garageId) });
    expect(listed.body).not.toContain('Alma');
    expect(listed.json().map((m: { user_id: number }) => m.user_id)).not.toContain(a.owner.id);
  });

  it("step 2: rewriting the person's name and e-mail is refused; group A still sees them unchanged", async () => {
    const { a, b } = await attack();
    const rewrite = await updateMember(b.s, b.shop.garageId, {
      user_id: a.owner.id,
      first_name: 'Hijacked',
      email: 'attacker@example.com',
    });
    expect(rewrite.statusCode).toBe(400);
    expect(rewrite.json().message).toBe(
      'Only the person can change their own name and e-mail; you can change their roles and whether they are active',
    );
    expect((await updateMember(b.s, b.shop.garageId, { user_id: a.owner.id, active: false })).statusCode).toBe(404);
    const seenByA = (await members(a.s, a.shop.garageId)).find((m) => m.user_id === a.owner.id);
    expect(seenByA).toMatchObject({ first_name: 'Alma', email: 'alma@garage-a.example', active: true });
  });

  it('step 3: resetting their passcode is refused and the passcode is kept', async () => {
    const { a, b } = await attack();
    expect((await resetPasscode(b.s, b.shop.garageId, a.owner.id)).statusCode).toBe(404);
    expect(await hasPasscode(a.s)).toBe(true);
  });

  it('even after the person accepts, the other group changes only the membership, never the profile or passcode', async () => {
    const a = await ownerOfNewGarage('Alma', 'alma@garage-a.example');
    await setPasscode(a.s, '2468');
    const b = await ownerOfNewGarage('Bruno');
    await invite(b.s, b.shop.garageId, a.owner.mobileNumber, 'Whoever', 'TECHNICIAN');
    const [invitation] = await myInvitations(a.s);
    expect(invitation).toMatchObject({ garage_id: b.shop.garageId, invited_by: 'Bruno Owner', roles: 'TECHNICIAN' });
    expect((await accept(a.s, invitation.invitation_id)).statusCode).toBe(200);
    // Accepting keeps the person's own name (the label only fills a name never given).
    expect(await info(a.s)).toMatchObject({ first_name: 'Alma' });

    expect((await updateMember(b.s, b.shop.garageId, { user_id: a.owner.id, first_name: 'Hijacked' })).statusCode).toBe(400);
    const reset = await resetPasscode(b.s, b.shop.garageId, a.owner.id);
    expect(reset.statusCode).toBe(403);
    expect(reset.json().message).toBe(
      'This person also works for another business, so their passcode can only be reset by support',
    );
    expect(await hasPasscode(a.s)).toBe(true);

    // The membership in B is B's: roles and active change there and only there.
    const roles = await t.app.inject({
      method: 'PUT',
      url: `/api/customer/garage/user/roles/${a.owner.id}`,
      headers: b.s.headers(b.shop.garageId),
      payload: { roles: 'VIEW_ORDER' },
    });
    expect(roles.json()).toMatchObject({ roles: 'VIEW_ORDER', first_name: 'Alma' });
    expect((await updateMember(b.s, b.shop.garageId, { user_id: a.owner.id, active: false })).json().active).toBe(false);
    expect(await info(a.s, a.shop.garageId)).toMatchObject({ roles: 'GARAGE_OWNER', first_name: 'Alma' });
  });
});

describe('what an owner still does', () => {
  it('invites a brand-new number; the person signs in, accepts, and works with the roles given', async () => {
    const o = await ownerOfNewGarage('Olga');
    const mobile = freshMobile();
    const added = await invite(o.s, o.shop.garageId, mobile, 'Tara', 'JOB_CONTROLLER,CREATE_ORDER');
    expect(added.statusCode).toBe(201);
    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/customer/garage/user/invitations',
      headers: o.s.headers(o.shop.garageId),
    });
    expect(pending.json()).toEqual([expect.objectContaining({ mobile_number: mobile, display_name: 'Tara' })]);

    const staff = await signIn(t, mobile);
    expect((await info(staff)).garage_id).toBe('');
    const [invitation] = await myInvitations(staff);
    expect((await accept(staff, invitation.invitation_id)).statusCode).toBe(200);
    expect(await info(staff, o.shop.garageId)).toMatchObject({
      roles: 'JOB_CONTROLLER,CREATE_ORDER',
      garage_id: String(o.shop.garageId),
      first_name: 'Tara',
    });
    expect(await myInvitations(staff)).toEqual([]);
    expect((await accept(staff, invitation.invitation_id)).statusCode).toBe(404);
    expect((await members(o.s, o.shop.garageId)).map((m) => m.user_id)).toContain(staff.userId);

    // Roles and active of the member; and the passcode of someone who works only here.
    const roles = await t.app.inject({
      method: 'PUT',
      url: `/api/customer/garage/user/roles/${staff.userId}`,
      headers: o.s.headers(o.shop.garageId),
      payload: { roles: 'TECHNICIAN' },
    });
    expect(roles.json().roles).toBe('TECHNICIAN');
    await setPasscode(staff, '1357');
    expect((await resetPasscode(o.s, o.shop.garageId, staff.userId)).statusCode).toBe(200);
    expect(await hasPasscode(staff)).toBe(false);
    expect((await updateMember(o.s, o.shop.garageId, { user_id: staff.userId, active: false })).json().active).toBe(false);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/customer/garage/${o.shop.garageId}`,
          headers: staff.headers(o.shop.garageId),
        })
      ).statusCode,
    ).toBe(403);
  });

  it('a member of the garage cannot be invited again; a pending invitation is replaced, withdrawn, or declined', async () => {
    const o = await ownerOfNewGarage('Olga');
    const mobile = freshMobile();
    expect((await invite(o.s, o.shop.garageId, mobile, 'Tara', 'TECHNICIAN')).statusCode).toBe(201);
    const again = await invite(o.s, o.shop.garageId, mobile, 'Tara S', 'VIEW_ORDER');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ display_name: 'Tara S', roles: 'VIEW_ORDER' });

    // Another group's owner can neither withdraw it nor see it; another person cannot accept it.
    const other = await ownerOfNewGarage('Otto');
    const id = again.json().invitation_id as number;
    const foreignCancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/customer/garage/user/invitations/${id}`,
      headers: other.s.headers(other.shop.garageId),
    });
    expect(foreignCancel.statusCode).toBe(404);
    const stranger = await signIn(t, freshMobile());
    expect((await accept(stranger, id)).statusCode).toBe(404);

    const staff = await signIn(t, mobile);
    const declined = await t.app.inject({
      method: 'DELETE',
      url: `/api/customer/user/invitations/${id}`,
      headers: staff.headers(),
    });
    expect(declined.json().message).toBe('Invitation declined');
    expect(await myInvitations(staff)).toEqual([]);
    expect((await info(staff)).garage_id).toBe('');

    const reinvited = await invite(o.s, o.shop.garageId, mobile, 'Tara', 'TECHNICIAN');
    const withdrawn = await t.app.inject({
      method: 'DELETE',
      url: `/api/customer/garage/user/invitations/${reinvited.json().invitation_id}`,
      headers: o.s.headers(o.shop.garageId),
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(await myInvitations(staff)).toEqual([]);

    const [fresh] = await Promise.all([invite(o.s, o.shop.garageId, mobile, 'Tara', 'TECHNICIAN')]);
    expect((await accept(staff, fresh.json().invitation_id)).statusCode).toBe(200);
    const member = await invite(o.s, o.shop.garageId, mobile, 'Tara', 'TECHNICIAN');
    expect(member.statusCode).toBe(400);
    expect(member.json().message).toBe('This mobile number already belongs to a user of this garage');
  });
});

describe('my profile', () => {
  it('the signed-in person changes their own name and e-mail', async () => {
    const s = await signIn(t, freshMobile());
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/customer/user/profile', headers: s.headers(), payload });
    const res = await put({ first_name: 'Rosa', last_name: 'Díaz', email: 'rosa@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ display_name: 'Rosa Díaz', email: 'rosa@example.com' });
    expect(await info(s)).toMatchObject({ first_name: 'Rosa', email: 'rosa@example.com' });
    // Fields left out stay as they were.
    expect((await put({ first_name: 'Rosa María' })).json()).toMatchObject({
      display_name: 'Rosa María Díaz',
      email: 'rosa@example.com',
    });
    const bad = await put({ first_name: '<b>Rosa</b>' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('First name must not contain HTML tags');
    expect(await info(s)).toMatchObject({ first_name: 'Rosa María' });
  });
});
