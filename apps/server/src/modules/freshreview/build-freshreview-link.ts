import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { garageName } from '../../platform/garage-settings.ts';
import type { UserRow } from '../../platform/guard.ts';
import type { PanelGarage } from '../../platform/panel-garage.ts';
import { buildSsoLink } from './sso-link.ts';

/** The single sign-on link of the external reviews site for this user and garage (decision 014). */
export async function buildFreshreviewLink(
  db: Db,
  config: Config,
  user: UserRow,
  target: PanelGarage,
  now: Date,
): Promise<string> {
  if (!target.settings.props.freshreview_enabled) throw badRequest('freshreview.disabled');
  if (!config.freshreviewSsoUrl || !config.freshreviewSsoSecret) throw badRequest('freshreview.notConfigured');
  const name = await garageName(db, target.groupId, target.garageId);
  if (name === null) throw notFound();
  return buildSsoLink(
    config.freshreviewSsoUrl,
    config.freshreviewSsoSecret,
    {
      userId: user.id,
      garageId: target.garageId,
      garageName: name,
      name: [user.firstName, user.lastName].filter(Boolean).join(' '),
      email: user.email,
      mobile: `+${user.countryPhoneCode}${user.mobileNumber}`,
    },
    now,
  );
}
