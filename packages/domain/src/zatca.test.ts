import { describe, expect, it } from 'vitest';
import { zatcaQrBase64, zatcaQrTlv, zatcaTimestamp } from './zatca.ts';

/** Reads the TLV back (ASCII values), to check each tag, length and value independently of the encoder. */
function decodeTlv(bytes: Uint8Array): Array<[number, string]> {
  const out: Array<[number, string]> = [];
  for (let i = 0; i < bytes.length; ) {
    const tag = bytes[i]!;
    const length = bytes[i + 1]!;
    out.push([tag, String.fromCharCode(...bytes.slice(i + 2, i + 2 + length))]);
    i += 2 + length;
  }
  return out;
}

describe('ZATCA phase-1 QR (TLV, base64)', () => {
  const example = {
    sellerName: 'Bobs Records',
    vatNumber: '310122393500003',
    timestamp: '2022-04-25T15:30:00Z',
    total: '1000.00',
    vatTotal: '150.00',
  };

  it('encodes the spec example: tags 1 to 5, one byte of tag, one of length, UTF-8 values', () => {
    // The example as often quoted ends "…MDADBjE1MC4wMA==": it tags the VAT total 3, a typo; the VAT total is tag 5.
    expect(zatcaQrBase64(example)).toBe(
      'AQxCb2JzIFJlY29yZHMCDzMxMDEyMjM5MzUwMDAwMwMUMjAyMi0wNC0yNVQxNTozMDowMFoEBzEwMDAuMDAFBjE1MC4wMA==',
    );
    expect(decodeTlv(zatcaQrTlv(example))).toEqual([
      [1, 'Bobs Records'],
      [2, '310122393500003'],
      [3, '2022-04-25T15:30:00Z'],
      [4, '1000.00'],
      [5, '150.00'],
    ]);
  });

  it('counts the length in UTF-8 bytes, so an Arabic seller name keeps its letters', () => {
    // Nine Arabic letters of two bytes each and a space: 19 bytes; "و" (U+0648) is D9 88.
    const tlv = zatcaQrTlv({ ...example, sellerName: 'ورشة النور' });
    expect([...tlv.slice(0, 4)]).toEqual([1, 19, 0xd9, 0x88]);
    expect(tlv[2 + 19]).toBe(2);
  });

  it('refuses a value longer than one length byte can say', () => {
    expect(() => zatcaQrBase64({ ...example, sellerName: 'x'.repeat(256) })).toThrow(RangeError);
  });

  it('writes the server time as UTC ISO 8601 in whole seconds', () => {
    expect(zatcaTimestamp('2022-04-25T15:30:00.000Z')).toBe('2022-04-25T15:30:00Z');
    expect(zatcaTimestamp('2022-04-25 15:30:00')).toBe('2022-04-25T15:30:00Z');
    expect(zatcaTimestamp('2022-04-25T18:30:00+03:00')).toBe('2022-04-25T15:30:00Z');
  });
});
