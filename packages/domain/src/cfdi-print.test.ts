import { describe, expect, it } from 'vitest';
import { cfdiTimbreOf, metodoPagoIfStampedNow, satVerificationUrl, tfdCadenaOriginal } from './cfdi-print.ts';

const UUID = '5FB2822E-396D-4725-8521-CDC4BDD20CCF';
const SELLO = 'qR1n2bYPk0zN3Lz8g+/abWXyZ+/45==';
const xml =
  '<?xml version="1.0" encoding="UTF-8"?><cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" Version="4.0" ' +
  `Sello="${SELLO}" NoCertificado="30001000000500003416" SubTotal="1000.00" Total="1160.00" MetodoPago="PPD">` +
  '<cfdi:Emisor Rfc="TNO010101AB1" Nombre="Taller" RegimenFiscal="601"/>' +
  '<cfdi:Receptor Rfc="M&amp;O0101019Z9" Nombre="X" UsoCFDI="S01"/>' +
  '<cfdi:Complemento><tfd:TimbreFiscalDigital xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" Version="1.1" ' +
  `UUID="${UUID}" FechaTimbrado="2026-03-05T11:30:00" RfcProvCertif="AAA010101AAA" SelloCFD="${SELLO}" ` +
  'NoCertificadoSAT="30001000000500003456" SelloSAT="SAT+seal=="/></cfdi:Complemento></cfdi:Comprobante>';

describe("a stamped CFDI's printed representation", () => {
  it('reads the TimbreFiscalDigital and Comprobante attributes from the stamped XML', () => {
    expect(cfdiTimbreOf(xml)).toEqual({
      uuid: UUID,
      fecha_timbrado: '2026-03-05T11:30:00',
      rfc_prov_certif: 'AAA010101AAA',
      sello_cfd: SELLO,
      sello_sat: 'SAT+seal==',
      no_certificado_sat: '30001000000500003456',
      sello: SELLO,
      no_certificado: '30001000000500003416',
      rfc_emisor: 'TNO010101AB1',
      rfc_receptor: 'M&O0101019Z9',
      total: '1160.00',
    });
    expect(cfdiTimbreOf(xml.replace(/<cfdi:Complemento>.*<\/cfdi:Complemento>/, ''))).toBeNull();
  });

  it("builds SAT's verification URL: id, RFCs, the Total as written and the Sello's last 8 characters", () => {
    const t = cfdiTimbreOf(xml)!;
    expect(satVerificationUrl(t)).toBe(
      `https://verificacfdi.facturaelectronica.sat.gob.mx/default.aspx?id=${UUID}&re=TNO010101AB1&rr=M%26O0101019Z9&tt=1160.00&fe=yZ+/45==`,
    );
  });

  it('writes the cadena original of the complemento de certificación digital del SAT', () => {
    expect(tfdCadenaOriginal(cfdiTimbreOf(xml)!)).toBe(
      `||1.1|${UUID}|2026-03-05T11:30:00|AAA010101AAA|${SELLO}|30001000000500003456||`,
    );
  });

  it('states the método de pago stamping would state now: owed PPD, paid PUE, paid on account PPD', () => {
    expect(metodoPagoIfStampedNow('100.00', [])).toBe('PPD');
    expect(metodoPagoIfStampedNow('100.00', [{ method: 'CASH', amount: '40.00' }])).toBe('PPD');
    expect(metodoPagoIfStampedNow('100.00', [{ method: 'CASH', amount: '100.00' }])).toBe('PUE');
    expect(metodoPagoIfStampedNow('100.00', [{ method: 'PM_7', amount: '100.00' }])).toBe('PUE');
    expect(metodoPagoIfStampedNow('100.00', [{ method: 'ON_ACCOUNT', amount: '100.00' }])).toBe('PPD');
  });
});
