import { describe, expect, it } from 'vitest';
import {
  isNominativeRfc,
  nominativeReceptorProblem,
  regimeFitsRfc,
  regimeForRfcProblem,
  regimesForRfc,
  usoCfdiProblem,
} from './cfdi-receptor.ts';

const person = { rfc: 'LOAA800101AB1', regimen: '612', cp: '06600', uso_cfdi: 'G03' };

describe('isNominativeRfc (a customer who names themselves, reason 04)', () => {
  const cases: Array<[string | null, boolean, string]> = [
    ['LOAA800101AB1', true, 'a person (13 characters)'],
    ['abc010101ab1', true, 'a company (12 characters), written in lower case'],
    ['XAXX010101000', false, "SAT's generic RFC of the general public"],
    ['XEXX010101000', false, "SAT's generic RFC of a foreign customer"],
    [' xaxx010101000 ', false, 'the generic RFC with spaces and lower case'],
    ['ABC0101', false, 'not an RFC'],
    ['', false, 'empty'],
    [null, false, 'none'],
  ];
  it.each(cases)('%s → %s (%s)', (rfc, expected) => {
    expect(isNominativeRfc(rfc)).toBe(expected);
  });
});

describe('regimeFitsRfc (c_RegimenFiscal columns Física / Moral)', () => {
  it('opens 601 to companies only, 612 and 616 to people only, 626 to both', () => {
    expect(regimeFitsRfc('601', 'ABC010101AB1')).toBe(true);
    expect(regimeFitsRfc('601', 'LOAA800101AB1')).toBe(false);
    expect(regimeFitsRfc('612', 'LOAA800101AB1')).toBe(true);
    expect(regimeFitsRfc('616', 'ABC010101AB1')).toBe(false);
    expect(regimeFitsRfc('626', 'ABC010101AB1')).toBe(true);
    expect(regimeFitsRfc('626', 'LOAA800101AB1')).toBe(true);
  });
});

describe('nominativeReceptorProblem', () => {
  it('accepts a person in 612 using G03, a company in 601 using G01, and a person without obligations using S01', () => {
    expect(nominativeReceptorProblem(person)).toBeNull();
    expect(nominativeReceptorProblem({ rfc: 'ABC010101AB1', regimen: '601', cp: '64000', uso_cfdi: 'G01' })).toBeNull();
    expect(nominativeReceptorProblem({ ...person, regimen: '616', uso_cfdi: 'S01' })).toBeNull();
  });

  it.each([
    [{ rfc: 'NOT-AN-RFC' }, 'rfc', 'cfdiGlobal.rfcInvalid'],
    [{ rfc: 'XAXX010101000' }, 'rfc', 'cfdiGlobal.rfcGeneric'],
    [{ rfc: 'XEXX010101000' }, 'rfc', 'cfdiGlobal.rfcGeneric'],
    [{ regimen: '999' }, 'regimen', 'cfdiGlobal.regimenInvalid'],
    [{ regimen: '601' }, 'regimen', 'cfdiGlobal.regimenForRfc'],
    [{ cp: '6600' }, 'cp', 'cfdiGlobal.cpInvalid'],
    [{ uso_cfdi: 'G02' }, 'uso_cfdi', 'cfdiGlobal.usoInvalid'],
    [{ uso_cfdi: 'CP01' }, 'uso_cfdi', 'cfdiGlobal.usoInvalid'],
    [{ regimen: '616', uso_cfdi: 'G03' }, 'uso_cfdi', 'cfdiGlobal.usoForRegimen'],
    [{ rfc: 'ABC010101AB1', regimen: '601', uso_cfdi: 'D01' }, 'uso_cfdi', 'cfdiGlobal.usoForCompany'],
  ])('refuses %o: %s → %s', (change, field, key) => {
    expect(nominativeReceptorProblem({ ...person, ...change })).toEqual({ field, key });
  });
});

describe('régimenes offered for an RFC (customer form, customer save)', () => {
  it('offers a person the person régimenes and a company the company ones; every code until the RFC is one', () => {
    expect(regimesForRfc('LOAA800101AB1')).toEqual(expect.arrayContaining(['605', '606', '612', '621', '625', '626']));
    expect(regimesForRfc('LOAA800101AB1')).not.toContain('601');
    expect(regimesForRfc('FDS020202XY9')).toEqual(['601', '603', '610', '620', '622', '623', '624', '626']);
    expect(regimesForRfc('FDS0')).toHaveLength(19);
  });

  it('names what does not fit, and says nothing while the régimen or the RFC is missing', () => {
    expect(regimeForRfcProblem('601', 'LOAA800101AB1')?.key).toBe('cfdi.regimeForPerson');
    expect(regimeForRfcProblem('612', 'fds020202xy9')).toMatchObject({ key: 'cfdi.regimeForCompany', params: { regime: '612' } });
    expect(regimeForRfcProblem('626', 'LOAA800101AB1')).toBeNull();
    expect(regimeForRfcProblem('', 'LOAA800101AB1')).toBeNull();
    expect(regimeForRfcProblem('601', '')).toBeNull();
  });
});

describe("the CFDI use of an invoice against SAT's catalogue and the receptor (usoCfdiProblem)", () => {
  const company = { tax_number: 'FDS020202XY9', tax_regime: '601' };
  const person = (regime: string | null) => ({ tax_number: 'LOAA800101AB1', tax_regime: regime });
  it.each([
    ['G03 to a company in 601', 'G03', company, null],
    ['S01 to anyone', 'S01', person('605'), null],
    ['D01 to a person in 612', 'D01', person('612'), null],
    ['I03 to a person in 626', 'I03', person('626'), null],
    ['not a code of the catalogue', 'X01', company, 'cfdiGlobal.usoInvalid'],
    ["an egreso's G02", 'G02', company, 'cfdiGlobal.usoInvalid'],
    ['a personal deduction to a company', 'D04', company, 'cfdiGlobal.usoForCompany'],
    ['G03 to a salaried person (605)', 'G03', person('605'), 'cfdiUse.forRegimen'],
    ['G03 to a person without obligations (616)', 'G03', person('616'), 'cfdiUse.forRegimen'],
    ['G03 to a person whose régimen is unknown (stated 616)', 'G03', person(null), 'cfdiUse.forRegimen'],
    [
      'G03 to the general public (XAXX010101000)',
      'G03',
      { tax_number: 'XAXX010101000', tax_regime: null },
      'cfdiUse.publicOnlyS01',
    ],
    ['G01 to a customer without an RFC', 'G01', { tax_number: null, tax_regime: null }, 'cfdiUse.publicOnlyS01'],
  ])('%s', (_, uso, receptor, key) => {
    expect(usoCfdiProblem(uso, receptor)?.key ?? null).toBe(key);
  });
});
