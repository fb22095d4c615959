import type { Garage } from '@garage/contract';
import { type OrderType, type PricedLine, type PricedOrder, showsItemCode } from '@garage/domain';
import { Anchor, Button, Divider, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaxCategory } from '../../lib/api/masters.ts';
import { useFormat } from '../../lib/format.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { taxCategoryShort } from '../../lib/masters/tax-category-label.ts';
import { previewColumns } from '../../lib/orders/document-lines.ts';
import { LinesTable } from '../../lib/orders/lines-table.tsx';
import { TotalsRows } from '../../lib/orders/totals-rows.tsx';
import type { LineDraft } from './editor-draft.ts';
import type { EditorDocument } from './editor-mode.ts';
import type { SharePreview } from './insurance-rules.ts';
import { InvoicePreviewNotice } from './invoice-preview-notice.tsx';
import type { MoneyFormat } from './line-items.tsx';
import classes from './order-editor.module.css';
import { PreviewLetterhead } from './preview-letterhead.tsx';
import { odometerText, previewLines } from './preview-rules.ts';
import { lineTaxCategoryId } from './totals-rules.ts';

export interface PreviewParty {
  display_name: string;
  mobile_number: string | null;
  country_phone_code?: string | null;
  email: string | null;
}

export interface PreviewVehicle {
  display_name: string;
  reg_number: string;
}

export interface OrderPreviewProps {
  document: EditorDocument;
  /** "Repair Order", "Counter Sale", "Quotation"… */
  title: string;
  orderType: OrderType;
  garage: Pick<
    Garage,
    'garage_name' | 'address' | 'mobile_number' | 'country_phone_code' | 'email' | 'logo_url' | 'time_zone' | 'country_code'
  >;
  customer: PreviewParty | null;
  vehicle: PreviewVehicle | null;
  odometer: string;
  lines: readonly LineDraft[];
  priced: PricedOrder;
  /** Each line priced without the order-level discount (the rows; the discount is a summary row). */
  rowLines: readonly PricedLine[];
  itemWiseDiscount: boolean;
  taxApplicable: boolean;
  taxCategories: readonly TaxCategory[];
  lpoNumber: string;
  customerRemarks: readonly string[];
  garageRecommendation: string;
  signatureUrl: string | null;
  date: Date | string;
  money: MoneyFormat;
  /**
   * PREPARE_INVOICE: the preview is of the invoice about to be created (not an estimate); `split` holds the two
   * shares of a split bill, null for one invoice.
   */
  invoice?: { split: SharePreview | null } | null;
  /** The footer button ("Create Repair Order"); null shows none (VIEW). */
  actionLabel: string | null;
  /** Resolves true once saved (the button stays disabled), false when it failed (enabled again). */
  onConfirm: () => Promise<boolean>;
  onBack: () => void;
}

/** estimate-preview / quotation-preview (spec 2.2): the read-only document the user confirms. */
export function OrderPreview(props: OrderPreviewProps) {
  const f = useFormat();
  const { t } = useTranslation();
  const language = currentLanguage();
  const [pressed, setPressed] = useState(false);
  const fmt = (v: string) => f.money(v);
  const rows = previewLines(props.lines, props.rowLines, (id) => {
    const c = props.taxCategories.find((x) => x.tax_category_id === id);
    return c ? taxCategoryShort(c, language) : null;
  });
  const taxApplies = props.taxApplicable && props.lines.some((l) => lineTaxCategoryId(l) !== null);
  const columns = previewColumns({
    taxApplies,
    itemCode: showsItemCode(props.garage.country_code),
    itemWiseDiscount: props.itemWiseDiscount,
    anyPackage: props.lines.some((l) => l.packageName),
  });
  const g = props.garage;
  const remarks = props.customerRemarks.map((r) => r.trim()).filter(Boolean);

  const confirm = async () => {
    if (pressed) return;
    setPressed(true);
    const ok = await props.onConfirm();
    if (!ok) setPressed(false);
  };

  return (
    <Stack gap="md" maw={980}>
      <Group justify="space-between" gap="xs" className={classes.noPrint}>
        <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={props.onBack} px={4}>
          {t('orderEditor.preview.back')}
        </Button>
        <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
          {t('orderEditor.preview.print')}
        </Button>
      </Group>
      <Paper withBorder p={{ base: 'sm', sm: 'xl' }} className={classes.document} component="article" aria-label={props.title}>
        <Stack gap="md">
          <PreviewLetterhead garage={props.garage} title={props.title} date={props.date} total={fmt(props.priced.grand_total)} />
          <Divider />
          {props.invoice && <InvoicePreviewNotice split={props.invoice.split} fmt={fmt} />}
          <Group grow align="flex-start" gap="md" wrap="wrap">
            <Block title={t('orderEditor.preview.customer')}>
              {props.customer && (
                <>
                  <Text fw={600} size="sm">
                    {props.customer.display_name}
                  </Text>
                  {props.customer.mobile_number && (
                    <Text size="sm">
                      {props.customer.country_phone_code ? `+${props.customer.country_phone_code} ` : ''}
                      {props.customer.mobile_number}
                    </Text>
                  )}
                  {props.customer.email && <Text size="sm">{props.customer.email}</Text>}
                </>
              )}
            </Block>
            {props.vehicle && (
              <Block title={t('orderEditor.preview.vehicle')}>
                <Text fw={600} size="sm">
                  {props.vehicle.display_name}
                </Text>
                {/* A vehicle without make and model is shown by its plate: once, not twice. */}
                {props.vehicle.reg_number !== props.vehicle.display_name && <Text size="sm">{props.vehicle.reg_number}</Text>}
                {odometerText(props.odometer, g.country_code) && (
                  <Text size="sm">
                    {t('orderEditor.preview.odometer')}: {odometerText(props.odometer, g.country_code)}
                  </Text>
                )}
              </Block>
            )}
          </Group>

          <LinesTable layout="preview" lines={rows} columns={columns} fmt={fmt} />

          <Group justify="flex-end">
            <TotalsRows
              layout="summary"
              totals={props.priced}
              showDiscount={!props.itemWiseDiscount}
              fmt={fmt}
              label={t('orderEditor.preview.summary')}
              labels={{
                subTotal: t('orderEditor.preview.subTotal'),
                discount: t('orderEditor.preview.discount'),
                grandTotal: t('orderEditor.preview.grandTotal'),
              }}
            />
          </Group>

          {props.lpoNumber.trim() && (
            <Text size="sm">
              <Text span fw={600}>
                {t('orderEditor.fields.lpoNumber')}:
              </Text>{' '}
              {props.lpoNumber.trim()}
            </Text>
          )}
          {remarks.length > 0 && (
            <div>
              <Text size="sm" fw={600}>
                {t('orderEditor.fields.customerRemarks')}
              </Text>
              <ol className={classes.remarks}>
                {remarks.map((r, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: remarks may repeat; their order is their identity.
                  <li key={i}>
                    <Text size="sm">{r}</Text>
                  </li>
                ))}
              </ol>
            </div>
          )}
          {props.garageRecommendation.trim() && (
            <div>
              <Text size="sm" fw={600}>
                {t('orderEditor.fields.garageRecommendation')}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {props.garageRecommendation.trim()}
              </Text>
            </div>
          )}
          {props.signatureUrl && (
            <Stack gap={2} align="flex-end">
              <Image src={props.signatureUrl} alt={t('orderEditor.preview.signature')} w={160} h={160} fit="contain" />
              <Text size="xs" c="dimmed">
                {t('orderEditor.preview.signature')}
              </Text>
            </Stack>
          )}
          {props.invoice ? (
            <Text size="xs" c="dimmed" className={classes.note}>
              {t('invoices.prepare.previewNote')}
            </Text>
          ) : (
            props.orderType !== 'COUNTER_SALE' && (
              <Text size="xs" c="dimmed" className={classes.note}>
                {props.document === 'QUOTE' ? t('orderEditor.preview.quoteNote') : t('orderEditor.preview.orderNote')}
              </Text>
            )
          )}
        </Stack>
      </Paper>
      {props.actionLabel && (
        <Group justify="flex-end" className={classes.noPrint}>
          <Button size="md" onClick={() => void confirm()} disabled={pressed} loading={pressed}>
            {props.actionLabel}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={2} miw={200}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={650}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/** The "View Order" link of the created toast (the toast lives outside the router). */
export function ViewOrderLink({ href, onOpen, label }: { href: string; onOpen: (href: string) => void; label: string }) {
  return (
    <Anchor
      href={href}
      size="sm"
      fw={600}
      onClick={(e) => {
        e.preventDefault();
        onOpen(href);
      }}
    >
      {label}
    </Anchor>
  );
}
