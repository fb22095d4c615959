import { Menu } from '@mantine/core';
import { IconBrandWhatsapp, IconMessage, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from './app-config.ts';
import { supportLinks } from './support-links.ts';

/** Support entries of the user menu: call, SMS and WhatsApp to SUPPORT_PHONE; nothing when none is set. */
export function SupportMenuItems() {
  const { t } = useTranslation();
  const links = supportLinks(useAppConfig().support_phone);
  if (!links) return null;
  return (
    <>
      <Menu.Divider />
      <Menu.Label>
        {t('session.support.label')} · {links.display}
      </Menu.Label>
      <Menu.Item component="a" href={links.call} leftSection={<IconPhone size={16} />}>
        {t('session.support.call')}
      </Menu.Item>
      <Menu.Item component="a" href={links.sms} leftSection={<IconMessage size={16} />}>
        {t('session.support.sms')}
      </Menu.Item>
      <Menu.Item
        component="a"
        href={links.whatsapp}
        target="_blank"
        rel="noopener noreferrer"
        leftSection={<IconBrandWhatsapp size={16} />}
      >
        {t('session.support.whatsapp')}
      </Menu.Item>
    </>
  );
}
