/** The tax categories a new garage starts with, by country; the owner edits them afterwards. */
export interface TaxPreset {
  name: string;
  total_value: string;
  components: ReadonlyArray<{ name: string; value: string }>;
}

const single = (name: string, value: string): TaxPreset => ({
  name: `${name} ${value}%`,
  total_value: value,
  components: [{ name, value }],
});
const gst = (value: number): TaxPreset => {
  const half = String(value / 2);
  return {
    name: `GST ${value}%`,
    total_value: String(value),
    components: [
      { name: 'CGST', value: half },
      { name: 'SGST', value: half },
    ],
  };
};

const PRESETS: Record<string, readonly TaxPreset[]> = {
  IN: [gst(5), gst(12), gst(18), gst(28), single('IGST', '5'), single('IGST', '12'), single('IGST', '18'), single('IGST', '28')],
  SA: [single('VAT', '15')],
  MX: [single('IVA', '16')],
  // The garage sets its own sales tax rate (state and local rates differ).
  US: [{ name: 'Sales tax', total_value: '0', components: [{ name: 'Sales tax', value: '0' }] }],
  KE: [single('VAT', '16')],
  TZ: [single('VAT', '18')],
  UG: [single('VAT', '18')],
  RW: [single('VAT', '18')],
  ZM: [single('VAT', '16')],
  AE: [single('VAT', '5')],
  OM: [single('VAT', '5')],
  BH: [single('VAT', '10')],
  QA: [],
  JO: [single('GST', '16')],
  YE: [single('GST', '5')],
  ES: [single('IVA', '21'), single('IVA', '10')],
  GB: [single('VAT', '20')],
};

export function taxPresets(countryCode: string): readonly TaxPreset[] {
  return PRESETS[countryCode.toUpperCase()] ?? [];
}
