import { ActionIcon, Button, Menu } from '@mantine/core';
import { IconBrandWhatsapp, IconChevronDown, IconFileTypePdf, IconMail, IconMessage, IconReceipt } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { reportHttpError } from '../http.ts';
import { currentLanguage } from '../i18n.ts';
import { refusalText } from '../server-errors.ts';
import { toast } from '../toast.ts';
import { useAlertDialog } from '../ui/alert-dialog.tsx';
import type { InvoiceShareBody, InvoiceShareLink } from './invoices-api.ts';

type Channel = NonNullable<InvoiceShareBody['channel']>;

export interface PdfMenuProps {
  /** Asks the server for the document's signed link (and sends it when a channel is named). */
  share: (body: InvoiceShareBody) => Promise<InvoiceShareLink>;
  /** The A4 item's text: "A4 invoice", "A4 receipt", "A4 credit note". */
  a4Label: string;
  /** The toast once sent ("Invoice link sent to …"). */
  sentText: (to: string) => string;
  /** A small icon button (a row of a table) named by this label, instead of the "PDF / Send" button. */
  compactLabel?: string;
}

/**
 * A document's PDF (A4 or the 80 mm slip), opened from a signed link in a new tab, and the same link sent to
 * the customer by SMS, WhatsApp or e-mail (to the contact stored on the customer): invoices, receipts and
 * credit notes.
 */
export function PdfMenu({ share, a4Label, sentText, compactLabel }: PdfMenuProps) {
  const { t } = useTranslation();
  const [alertNode, showAlert] = useAlertDialog();
  const language = currentLanguage();
  const refused = (error: unknown) => {
    const text = refusalText(error, language);
    if (text === null) reportHttpError(error);
    else showAlert(text);
  };
  const send = useMutation({
    mutationFn: (channel: Channel) => share({ channel, layout: 'A4', language }),
    onSuccess: (link) => toast(sentText(link.sent_to ?? ''), 'success'),
    onError: refused,
  });
  const open = async (layout: 'A4' | 'RECEIPT_80MM') => {
    // Opened now, while the click still counts as the user's: a window opened after the request is blocked.
    const tab = window.open('', '_blank');
    try {
      const link = await share({ layout, language });
      if (tab) tab.location.href = link.url;
      else window.location.assign(link.url);
    } catch (error) {
      tab?.close();
      refused(error);
    }
  };
  const pdfIcon = <IconFileTypePdf size={16} />;
  const chevron = <IconChevronDown size={14} />;
  return (
    <>
      {alertNode}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          {compactLabel ? (
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label={compactLabel} loading={send.isPending}>
              <IconFileTypePdf size={18} />
            </ActionIcon>
          ) : (
            <Button variant="default" leftSection={pdfIcon} rightSection={chevron} loading={send.isPending}>
              {t('invoices.actions.download')}
            </Button>
          )}
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={pdfIcon} onClick={() => void open('A4')}>
            {a4Label}
          </Menu.Item>
          <Menu.Item leftSection={<IconReceipt size={16} />} onClick={() => void open('RECEIPT_80MM')}>
            {t('invoices.actions.pdfReceipt')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Label>{t('invoices.share.title')}</Menu.Label>
          <Menu.Item leftSection={<IconMessage size={16} />} onClick={() => send.mutate('SMS')}>
            {t('invoices.share.sms')}
          </Menu.Item>
          <Menu.Item leftSection={<IconBrandWhatsapp size={16} />} onClick={() => send.mutate('WHATSAPP')}>
            {t('invoices.share.whatsapp')}
          </Menu.Item>
          <Menu.Item leftSection={<IconMail size={16} />} onClick={() => send.mutate('EMAIL')}>
            {t('invoices.share.email')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </>
  );
}
