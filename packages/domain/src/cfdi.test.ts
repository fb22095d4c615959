import { describe, expect, it } from 'vitest';
import {
  buildCfdiXml,
  CfdiBuildError,
  type CfdiSource,
  cfdiLocalDateTime,
  claveProdServ,
  isRfc,
  paymentTerms,
  postalCodeInAddress,
  serieFolio,
} from './cfdi.ts';

const seal = { no_certificado: '00000000000000000000', certificado: 'SANDBOX', sello: 'SANDBOX' };
const iva16 = [{ name: 'IVA', value: '16' }];

function source(over: Partial<CfdiSource> = {}): CfdiSource {
  return {
    invoice_number: 'INV/2026/00042',
    invoiced_at: '2026-03-05T20:30:00.000Z',
    seller: {
      name: 'Taller Norte',
      tax_number: 'TNO010101AB1',
      time_zone: 'America/Mexico_City',
      postal_code: '06600',
      tax_regime: '601',
    },
    customer: { name: 'Ana López', tax_number: null, postal_code: null, tax_regime: null },
    lines: [
      {
        kind: 'service',
        name: 'Afinación',
        code: null,
        quantity: '1',
        taxable: '1000.00',
        share: '100.00',
        taxes: [{ name: 'IVA', amount: '144.00' }],
        rates: iva16,
      },
      {
        kind: 'part',
        name: 'Filtro de aceite',
        code: '25174000',
        quantity: '3',
        taxable: '100.00',
        share: '10.00',
        taxes: [{ name: 'IVA', amount: '14.40' }],
        rates: iva16,
      },
    ],
    total_amount: '1148.40',
    payments: [],
    ...over,
  };
}

const attr = (xml: string, element: string, name: string) =>
  xml.match(new RegExp(`<${element}\\b[^>]*\\s${name}="([^"]*)"`))?.[1];

describe('CFDI 4.0 XML of an invoice', () => {
  it('writes the Comprobante with Serie/Folio from the number, local Fecha, MXN, type I, Exportacion 01', () => {
    const xml = buildCfdiXml(source(), seal);
    expect(attr(xml, 'cfdi:Comprobante', 'Version')).toBe('4.0');
    expect(attr(xml, 'cfdi:Comprobante', 'Serie')).toBe('INV/2026');
    expect(attr(xml, 'cfdi:Comprobante', 'Folio')).toBe('00042');
    expect(attr(xml, 'cfdi:Comprobante', 'Fecha')).toBe('2026-03-05T14:30:00');
    expect(attr(xml, 'cfdi:Comprobante', 'Moneda')).toBe('MXN');
    expect(attr(xml, 'cfdi:Comprobante', 'TipoDeComprobante')).toBe('I');
    expect(attr(xml, 'cfdi:Comprobante', 'Exportacion')).toBe('01');
    expect(attr(xml, 'cfdi:Comprobante', 'LugarExpedicion')).toBe('06600');
  });

  it('adds SubTotal (lines before discount), Descuento (the order discount) and Total = SubTotal − Descuento + IVA', () => {
    const xml = buildCfdiXml(source(), seal);
    expect(attr(xml, 'cfdi:Comprobante', 'SubTotal')).toBe('1100.00');
    expect(attr(xml, 'cfdi:Comprobante', 'Descuento')).toBe('110.00');
    expect(attr(xml, 'cfdi:Comprobante', 'Total')).toBe('1148.40');
    expect(xml).toContain('<cfdi:Impuestos TotalImpuestosTrasladados="158.40">');
    expect(xml).toContain(
      '<cfdi:Traslado Base="990.00" Impuesto="002" TipoFactor="Tasa" TasaOCuota="0.160000" Importe="158.40"/>',
    );
  });

  it('writes each Concepto with its Clave SAT (or the default of its kind), unit E48/H87, unit value and IVA 002 at 0.160000', () => {
    const xml = buildCfdiXml(source(), seal);
    expect(xml).toContain(
      '<cfdi:Concepto ClaveProdServ="78181500" Cantidad="1" ClaveUnidad="E48" Unidad="Unidad de servicio" Descripcion="Afinación" ValorUnitario="1000.000000" Importe="1000.00" Descuento="100.00" ObjetoImp="02">',
    );
    expect(xml).toContain('ClaveProdServ="25174000" Cantidad="3" ClaveUnidad="H87"');
    expect(xml).toContain('ValorUnitario="33.333333" Importe="100.00"');
    expect(xml).toContain(
      '<cfdi:Traslado Base="900.00" Impuesto="002" TipoFactor="Tasa" TasaOCuota="0.160000" Importe="144.00"/>',
    );
  });

  it('bills a customer without an RFC as the general public (XAXX010101000, 616, S01) under their name', () => {
    const xml = buildCfdiXml(source(), seal);
    expect(xml).toContain(
      '<cfdi:Receptor Rfc="XAXX010101000" Nombre="ANA LÓPEZ" DomicilioFiscalReceptor="06600" RegimenFiscalReceptor="616" UsoCFDI="S01"/>',
    );
  });

  it('bills a customer with an RFC at their fiscal postal code and régimen, uso S01 by default', () => {
    const xml = buildCfdiXml(
      source({ customer: { name: 'Fletes del Sur', tax_number: 'fds020202xy9', postal_code: '44100', tax_regime: '601' } }),
      seal,
    );
    expect(xml).toContain(
      '<cfdi:Receptor Rfc="FDS020202XY9" Nombre="FLETES DEL SUR" DomicilioFiscalReceptor="44100" RegimenFiscalReceptor="601" UsoCFDI="S01"/>',
    );
  });

  it('refuses a customer with an RFC and no fiscal postal code', () => {
    const build = () =>
      buildCfdiXml(source({ customer: { name: 'X', tax_number: 'FDS020202XY9', postal_code: null, tax_regime: null } }), seal);
    expect(build).toThrow(CfdiBuildError);
    expect(build).toThrow('cfdi.customerPostalCode');
  });

  it('does not guess 616 for a person with an RFC: their régimen must be chosen; a company defaults to 601', () => {
    const person = () =>
      buildCfdiXml(
        source({ customer: { name: 'Ana', tax_number: 'LOAA800101AB1', postal_code: '06600', tax_regime: null } }),
        seal,
      );
    expect(person).toThrow('cfdi.customerRegimeMissing');
    const company = buildCfdiXml(
      source({ customer: { name: 'Fletes', tax_number: 'FDS020202XY9', postal_code: '44100', tax_regime: null } }),
      seal,
    );
    expect(company).toContain('RegimenFiscalReceptor="601"');
  });

  it('refuses a garage without a valid RFC, régimen or postal code', () => {
    expect(() => buildCfdiXml(source({ seller: { ...source().seller, tax_number: '123' } }), seal)).toThrow('cfdi.sellerRfc');
    expect(() => buildCfdiXml(source({ seller: { ...source().seller, postal_code: null } }), seal)).toThrow(
      'cfdi.sellerPostalCode',
    );
    expect(() => buildCfdiXml(source({ seller: { ...source().seller, tax_regime: '999' } }), seal)).toThrow('cfdi.sellerRegime');
  });

  it('refuses to state a total other than the invoice total', () => {
    expect(() => buildCfdiXml(source({ total_amount: '1148.41' }), seal)).toThrow('cfdi.totalMismatch');
  });

  it('escapes XML characters and leaves out Descuento when there is none', () => {
    const xml = buildCfdiXml(
      source({
        customer: { name: 'Tom & "Jerry" <S.A.>', tax_number: null, postal_code: null, tax_regime: null },
        lines: [
          {
            kind: 'service',
            name: 'Lavado | encerado',
            code: null,
            quantity: '1',
            taxable: '100.00',
            share: '0',
            taxes: [{ name: 'IVA', amount: '16.00' }],
            rates: iva16,
          },
        ],
        total_amount: '116.00',
      }),
      seal,
    );
    expect(xml).toContain('Nombre="TOM &amp; &quot;JERRY&quot; &lt;S.A.&gt;"');
    expect(xml).toContain('Descripcion="Lavado / encerado"');
    expect(attr(xml, 'cfdi:Comprobante', 'Descuento')).toBeUndefined();
  });

  it('marks an untaxed line ObjetoImp 01 without Impuestos', () => {
    const xml = buildCfdiXml(
      source({
        lines: [{ kind: 'part', name: 'Libro', code: null, quantity: '1', taxable: '50.00', share: '0', taxes: [], rates: [] }],
        total_amount: '50.00',
      }),
      seal,
    );
    expect(xml).toContain('ObjetoImp="01"/>');
    expect(xml).not.toContain('TotalImpuestosTrasladados');
  });
});

describe('CFDI payment terms (método and forma de pago)', () => {
  it('is PPD with forma 99 "Por definir" while the bill is owed', () => {
    expect(paymentTerms({ total_amount: '100', payments: [] })).toEqual({ metodo: 'PPD', forma: '99' });
    expect(paymentTerms({ total_amount: '100', payments: [{ method: 'CASH', amount: '40' }] })).toEqual({
      metodo: 'PPD',
      forma: '99',
    });
  });
  it('is PUE in the form that paid the largest part when paid in full', () => {
    expect(
      paymentTerms({
        total_amount: '100',
        payments: [
          { method: 'CASH', amount: '30' },
          { method: 'DEBIT_CARD', amount: '70' },
        ],
      }),
    ).toEqual({ metodo: 'PUE', forma: '28' });
    expect(paymentTerms({ total_amount: '100', payments: [{ method: 'BANK_TRANSFER', amount: '100' }] })).toEqual({
      metodo: 'PUE',
      forma: '03',
    });
  });
  it("states a garage's own method in the form its payment carries, summed with the built-ins of that form", () => {
    expect(
      paymentTerms({
        total_amount: '100',
        payments: [
          { method: 'CASH', amount: '40' },
          { method: 'PM_7', amount: '35', forma: '04' },
          { method: 'CREDIT_CARD', amount: '25' },
        ],
      }),
    ).toEqual({ metodo: 'PUE', forma: '04' });
  });
  it('is PPD "por definir" for a paid bill whose largest part has no form (not a master method)', () => {
    expect(paymentTerms({ total_amount: '100', payments: [{ method: 'PM_7', amount: '100' }] })).toEqual({
      metodo: 'PPD',
      forma: '99',
    });
  });
});

describe('CFDI helpers', () => {
  it('reads Fecha in the garage time zone', () => {
    expect(cfdiLocalDateTime(new Date('2026-01-01T05:59:59Z'), 'America/Mexico_City')).toBe('2025-12-31T23:59:59');
  });
  it('splits a number without a prefix into a Folio only', () => {
    expect(serieFolio('42')).toEqual({ serie: null, folio: '42' });
  });
  it('knows an RFC of a company (12) and of a person (13)', () => {
    expect(isRfc('TNO010101AB1')).toBe(true);
    expect(isRfc('LOAA800101AB2')).toBe(true);
    expect(isRfc('TNO0101')).toBe(false);
  });
  it('uses an 8-digit code as ClaveProdServ and defaults by kind otherwise', () => {
    expect(claveProdServ({ kind: 'part', code: '2517' })).toBe('25170000');
    expect(claveProdServ({ kind: 'service', code: '78181505' })).toBe('78181505');
  });
  it('finds the postal code in an address', () => {
    expect(postalCodeInAddress('Av. Reforma 222, Juárez, CDMX, C.P. 06600')).toBe('06600');
    expect(postalCodeInAddress('Calle 5')).toBeNull();
  });
});
