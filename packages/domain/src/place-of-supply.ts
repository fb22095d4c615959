/**
 * Who a bill goes to decides its type and, in India, its GST components (decision 043, stop 27):
 * a bill to a party with a tax number (GSTIN, RFC, VAT number) is B2B; in India its place of supply is the
 * buyer's state, the first two digits of its GSTIN — another state than the garage's is an inter-state supply
 * taxed IGST, the same state CGST + SGST.
 */
import { isGstin } from './garage-tax-number.ts';
import type { PricedFigures } from './insurance-split.ts';
import { Money } from './money.ts';
import type { TaxCategoryRate } from './pricing.ts';

/** A party registered for tax: it has a tax number, so a bill to it may be (and to an insurer is) B2B. */
export function isTaxRegistered(party: { tax_number?: string | null } | null | undefined): boolean {
  return !!party?.tax_number?.trim();
}

export type Supply = 'INTRA_STATE' | 'INTER_STATE';

/** The state code of a GSTIN (its first two digits), or null for anything that is not a GSTIN. */
function gstinState(taxNumber: string | null | undefined): string | null {
  const n = taxNumber?.trim().toUpperCase() ?? '';
  return isGstin(n) ? n.slice(0, 2) : null;
}

/**
 * India's supply of a bill to a registered buyer: inter-state when the buyer's GSTIN names another state than
 * the garage's. Null — the lines keep the taxes they were priced with — outside India or without both GSTINs.
 */
export function gstSupply(countryCode: string, sellerTaxNumber: string | null, buyerTaxNumber: string | null): Supply | null {
  if (countryCode.toUpperCase() !== 'IN') return null;
  const seller = gstinState(sellerTaxNumber);
  const buyer = gstinState(buyerTaxNumber);
  if (!seller || !buyer) return null;
  return seller === buyer ? 'INTRA_STATE' : 'INTER_STATE';
}

/** India's GST state codes (the first two digits of a GSTIN) and their states, as the GST portal lists them. */
export const GST_STATES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '25': 'Daman and Diu',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '28': 'Andhra Pradesh (old)',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
};

export interface PlaceOfSupply {
  /** The GST state code ("29"). */
  code: string;
  /** The state's name ("Karnataka"); the code itself for a code not in the list. */
  name: string;
}

/**
 * The place of supply a B2B bill in India records and prints: the buyer's state, from its GSTIN. Null where
 * gstSupply is null (outside India, or without both GSTINs), so a bill re-taxed for its supply always states it.
 */
export function placeOfSupply(
  countryCode: string,
  sellerTaxNumber: string | null,
  buyerTaxNumber: string | null,
): PlaceOfSupply | null {
  if (!gstSupply(countryCode, sellerTaxNumber, buyerTaxNumber)) return null;
  const code = gstinState(buyerTaxNumber)!;
  return { code, name: GST_STATES[code] ?? code };
}

/** "29 – Karnataka", as the bill prints it. */
export const placeOfSupplyLabel = (p: PlaceOfSupply) => `${p.code} – ${p.name}`;

const names = (list: ReadonlyArray<{ name: string }>) =>
  list
    .map((c) => c.name.toUpperCase())
    .sort()
    .join('+');

/**
 * A priced line (or a line's share) taxed for the supply: inter-state, its CGST and SGST become one IGST of
 * their sum (the same rate, 9 % + 9 % → 18 %); intra-state, an IGST becomes CGST (half, rounded half up) and
 * SGST (the rest). Only the names and split of the tax change: the line's tax total, base and total stay
 * exactly as priced, so the bill still adds up to what the order charged. A category of other components
 * (a cess) is left as it is.
 */
export function taxedForSupply(
  priced: PricedFigures,
  category: TaxCategoryRate | null,
  supply: Supply | null,
  digits = 2,
): { priced: PricedFigures; category: TaxCategoryRate | null } {
  if (!supply || !category) return { priced, category };
  const kind = names(category.components);
  const rate = new Money(category.total_value);
  if (supply === 'INTER_STATE' && kind === 'CGST+SGST') {
    const igst = priced.taxes.reduce((acc, t) => acc.plus(t.amount), new Money(0));
    return {
      priced: { ...priced, taxes: [{ name: 'IGST', amount: igst.toFixed(digits) }] },
      category: {
        name: `IGST ${rate.toFixed()}%`,
        total_value: rate.toFixed(),
        components: [{ name: 'IGST', value: rate.toFixed() }],
      },
    };
  }
  if (supply === 'INTRA_STATE' && kind === 'IGST') {
    const igst = new Money(priced.taxes[0]?.amount ?? 0);
    const cgst = igst.dividedBy(2).toDecimalPlaces(digits, Money.ROUND_HALF_UP);
    const half = rate.dividedBy(2).toFixed();
    return {
      priced: {
        ...priced,
        taxes: [
          { name: 'CGST', amount: cgst.toFixed(digits) },
          { name: 'SGST', amount: igst.minus(cgst).toFixed(digits) },
        ],
      },
      category: {
        name: `GST ${rate.toFixed()}%`,
        total_value: rate.toFixed(),
        components: [
          { name: 'CGST', value: half },
          { name: 'SGST', value: half },
        ],
      },
    };
  }
  return { priced, category };
}
