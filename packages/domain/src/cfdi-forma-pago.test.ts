import { describe, expect, it } from 'vitest';
import {
  CFDI_FORMAS_PAGO,
  FORMA_PAGO,
  formaPagoLabel,
  formaPagoOf,
  isMethodFormaPago,
  METHOD_FORMAS_PAGO,
} from './cfdi-forma-pago.ts';

describe('c_FormaPago of payment methods (decision 050, addendum)', () => {
  it("holds SAT's catalogue: 01–06, 08, 12–15, 17, 23–31 and 99", () => {
    expect(CFDI_FORMAS_PAGO.map((f) => f.code)).toEqual([
      ...['01', '02', '03', '04', '05', '06', '08', '12', '13', '14', '15', '17'],
      ...['23', '24', '25', '26', '27', '28', '29', '30', '31', '99'],
    ]);
    // The same set the CFDI 4.0 schema's PaymentForm pattern accepts.
    const pattern = /^(0[1-6]|08|1[2-5]|17|2[3-9]|3[01]|99)$/;
    expect(CFDI_FORMAS_PAGO.every((f) => pattern.test(f.code))).toBe(true);
  });

  it('lets a method state every form but 99 "Por definir"', () => {
    expect(METHOD_FORMAS_PAGO).not.toContain('99');
    expect(METHOD_FORMAS_PAGO).toHaveLength(21);
    expect(isMethodFormaPago('28')).toBe(true);
    expect(isMethodFormaPago('99')).toBe(false);
    expect(isMethodFormaPago('07')).toBe(false);
    expect(isMethodFormaPago(4)).toBe(false);
  });

  it('gives a built-in its fixed form whatever the row says', () => {
    expect(formaPagoOf({ code: 'DEBIT_CARD', kind: 'CARD', forma_pago: null })).toBe('28');
    expect(formaPagoOf({ code: 'CASH', kind: 'CASH', forma_pago: '04' })).toBe('01');
    expect(formaPagoOf({ code: 'ON_ACCOUNT', kind: 'ON_ACCOUNT' })).toBe('99');
    expect(formaPagoOf({ code: 'CUSTOMER_CREDIT', kind: 'CASH' })).toBe(FORMA_PAGO.CUSTOMER_CREDIT);
  });

  it("gives a garage's own method the form chosen, else its kind's: CASH 01, CARD 04, BANK 03", () => {
    expect(formaPagoOf({ code: 'PM_3', kind: 'CARD', forma_pago: '28' })).toBe('28');
    expect(formaPagoOf({ code: 'PM_3', kind: 'CASH', forma_pago: null })).toBe('01');
    expect(formaPagoOf({ code: 'PM_3', kind: 'CARD' })).toBe('04');
    expect(formaPagoOf({ code: 'PM_3', kind: 'BANK', forma_pago: null })).toBe('03');
    // A stored value that is no method form falls back to the kind.
    expect(formaPagoOf({ code: 'PM_3', kind: 'BANK', forma_pago: '99' })).toBe('03');
  });

  it("labels a form with SAT's Spanish name, glossed in English for an English reader", () => {
    expect(formaPagoLabel('28', 'es')).toBe('28 Tarjeta de débito');
    expect(formaPagoLabel('28', 'en')).toBe('28 Tarjeta de débito (Debit card)');
    expect(formaPagoLabel('77', 'en')).toBe('77');
  });
});
