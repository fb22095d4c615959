import { Button, Menu } from '@mantine/core';
import { IconBrandWhatsapp, IconChevronDown, IconFileTypePdf, IconMail, IconMessage, IconReceipt } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { reportHttpError } from '../../lib/http.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { type Invoice, type InvoiceShareBody, shareInvoice } from '../../lib/invoices/invoices-api.ts';
import { refusalText } from '../../lib/server-errors.ts';
import { toast } from '../../lib/toast.ts';
import { useAlertDialog } from '../../lib/ui/alert-dialog.tsx';

type Channel = NonNullable<InvoiceShareBody['channel']>;

/**
 * The invoice's PDF (A4 or the 80 mm receipt), opened from a signed link in a new tab, and the same link
 * sent to the customer by SMS, WhatsApp or e-mail (to the contact stored on the customer).
 */
export function PdfMenu({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const [alertNode, showAlert] = useAlertDialog();
  const language = currentLanguage();
  const refused = (error: unknown) => {
    const text = refusalText(error, language);
    if (text === null) reportHttpError(error);
    else showAlert(text);
  };
  const send = useMutation({
    mutationFn: (channel: Channel) => shareInvoice(invoice.invoice_id, { channel, layout: 'A4', language }),
    onSuccess: (link) => toast(t('invoices.share.sent', { to: link.sent_to ?? '' }), 'success'),
    onError: refused,
  });
  const open = async (layout: 'A4' | 'RECEIPT_80MM') => {
    // Opened now, while the click still counts as the user's: a window opened after the request is blocked.
    const tab = window.open('', '_blank');
    try {
      const link = await shareInvoice(invoice.invoice_id, { layout, language });
      if (tab) tab.location.href = link.url;
      else window.location.assign(link.url);
    } catch (error) {
      tab?.close();
      refused(error);
    }
  };
  return (
    <>
      {alertNode}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconFileTypePdf size={16} />}
            rightSection={<IconChevronDown size={14} />}
            loading={send.isPending}
          >
            {t('invoices.actions.download')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconFileTypePdf size={16} />} onClick={() => void open('A4')}>
            {t('invoices.actions.pdfA4')}
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
