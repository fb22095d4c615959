import { Money } from './money.ts';

/**
 * A quantity as shown (running stock, AMC items, a part's minimum stock): at most 3 decimals, no
 * trailing zeros: '12.500' → '12.5', '3.000' → '3'.
 */
export const quantityText = (v: string | number) => new Money(v).toFixed(3).replace(/\.?0+$/, '') || '0';
