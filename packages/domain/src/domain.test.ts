import { describe, expect, it } from 'vitest';
import {
  camelToSnake,
  checkMobile,
  containsHtml,
  daysLeft,
  distanceUnit,
  endOfLocalDay,
  fieldLabel,
  garageBadge,
  hasAnyRole,
  isEmail,
  isTechnicianOnly,
  languageFromCode,
  localeOf,
  message,
  parsePropertyValue,
  parseRoles,
  propertyName,
  resolveProperties,
  roundMoney,
  snakeToCamel,
  toCamelCaseProperties,
} from './index.ts';

describe('roles', () => {
  it('parses a comma list, trimming, dropping unknown names and duplicates, accepting the ROLE_ prefix', () => {
    expect(parseRoles(' GARAGE_OWNER, ROLE_PARTS_APPROVAL,WIZARD,,GARAGE_OWNER')).toEqual(['GARAGE_OWNER', 'PARTS_APPROVAL']);
    expect(parseRoles(null)).toEqual([]);
  });

  it('an empty role list admits everyone; otherwise one listed role is needed', () => {
    expect(hasAnyRole([], [])).toBe(true);
    expect(hasAnyRole(['TECHNICIAN'], ['GARAGE_OWNER', 'EDIT_ORDER'])).toBe(false);
    expect(hasAnyRole(['TECHNICIAN', 'EDIT_ORDER'], ['GARAGE_OWNER', 'EDIT_ORDER'])).toBe(true);
  });

  it('a user whose only role is TECHNICIAN is technician-only', () => {
    expect(isTechnicianOnly(['TECHNICIAN'])).toBe(true);
    expect(isTechnicianOnly(['TECHNICIAN', 'VIEW_ORDER'])).toBe(false);
  });
});

describe('mobile numbers', () => {
  it.each([
    ['91', '9876543210', true],
    ['+91', '98765 43210', true],
    ['91', '98765', false],
    ['966', '512345678', true],
    ['966', '412345678', false],
    ['966', '5123456789', false],
    ['1', '2025550123', true],
    ['999', '123456789', true],
    ['12345', '123456789', false],
    ['91', '98765abc10', false],
  ])('country %s, number %s → valid %s', (code, number, ok) => {
    expect(checkMobile(code, number).ok).toBe(ok);
  });

  it('names the Saudi rule when it fails', () => {
    expect(checkMobile('966', '412345678').error).toBe('phone.saudiInvalid');
  });
});

describe('text rules', () => {
  it.each(['<script>alert(1)</script>', '<a href="x">y</a>', 'Bob <b>', '< img src=x>', 'javascript:alert(1)', '</div>'])(
    'rejects HTML-like input %s',
    (value) => expect(containsHtml(value)).toBe(true),
  );
  it.each(['Bob & Sons', 'A < B garage', '3 > 2', "O'Neil Motors", 'KA-01-AB-1234'])('accepts plain text %s', (value) =>
    expect(containsHtml(value)).toBe(false),
  );
  it('checks e-mail addresses', () => {
    expect(isEmail('owner@garage.example')).toBe(true);
    expect(isEmail('owner@garage')).toBe(false);
    expect(isEmail('a b@c.de')).toBe(false);
  });
  it('garage letter badge: first letters of first and last words, symbols stripped', () => {
    expect(garageBadge('Speedy Auto Works')).toBe('SW');
    expect(garageBadge('  #1 Motors & Co. ')).toBe('1C');
    expect(garageBadge('Ålesund')).toBe('Å');
    expect(garageBadge('***')).toBe('');
  });
});

describe('languages and messages', () => {
  it("language_code 'sp' is Spanish (es-ES), anything else English (en-US)", () => {
    expect(languageFromCode('sp')).toBe('es');
    expect(localeOf(languageFromCode('sp'))).toBe('es-ES');
    expect(languageFromCode('en')).toBe('en');
    expect(languageFromCode('fr')).toBe('en');
    expect(localeOf(languageFromCode(undefined))).toBe('en-US');
  });
  it('fills parameters and keeps spec texts to the letter', () => {
    expect(message('field.tooLong', 'en', { field: 'Name', max: 10 })).toBe('Name must be at most 10 characters');
    expect(message('perm.noResource')).toBe("User don't have permission to access resource");
    expect(message('auth.inactiveToast')).toBe('This User is Inactive! Please contact the provider today');
  });
  it('labels fields for messages', () => {
    expect(fieldLabel('mobile_number', 'es')).toBe('Número de móvil');
    expect(fieldLabel('vin_number', 'en')).toBe('Vin number');
  });
});

describe('garage properties', () => {
  it('maps camel-case and underscore names both ways', () => {
    expect(snakeToCamel('passcode_timeout_minutes')).toBe('passcodeTimeoutMinutes');
    expect(camelToSnake('serviceHourlyRateEnabled')).toBe('service_hourly_rate_enabled');
    expect(propertyName('roundingMode')).toBe('rounding_mode');
    expect(propertyName('rounding_mode')).toBe('rounding_mode');
    expect(propertyName('noSuchThing')).toBeUndefined();
  });
  it('parses typed values and refuses what does not fit', () => {
    expect(parsePropertyValue('quote_enabled', 'true')).toBe(true);
    expect(parsePropertyValue('quote_enabled', 0)).toBe(false);
    expect(parsePropertyValue('quote_enabled', 'maybe')).toBeUndefined();
    expect(parsePropertyValue('rounding_mode', '3')).toBe(3);
    expect(parsePropertyValue('rounding_mode', 5)).toBeUndefined();
    expect(parsePropertyValue('passcode_timeout_minutes', 2.5)).toBeUndefined();
  });
  it('fills defaults (passcode timeout 0, rounding 2, part tax inclusive true) under stored values', () => {
    const props = resolveProperties([
      { property_name: 'quote_enabled', property_value: 'true' },
      { property_name: 'rounding_mode', property_value: 'garbage' },
      { property_name: 'unknown', property_value: '1' },
    ]);
    expect(props.quote_enabled).toBe(true);
    expect(props.rounding_mode).toBe(2);
    expect(props.passcode_timeout_minutes).toBe(0);
    expect(props.part_tax_inclusive).toBe(true);
    expect(toCamelCaseProperties(props).quoteEnabled).toBe(true);
  });
});

describe('subscription days', () => {
  it('ends a trial at the last instant of the garage-local day', () => {
    const from = new Date('2026-11-21T06:00:00Z');
    expect(endOfLocalDay(from, 30, 'Asia/Riyadh').toISOString()).toBe('2026-12-21T20:59:59.999Z');
    expect(endOfLocalDay(from, 0, 'Asia/Kolkata').toISOString()).toBe('2026-11-21T18:29:59.999Z');
    expect(endOfLocalDay(from, 1, 'America/Los_Angeles').toISOString()).toBe('2026-11-22T07:59:59.999Z');
  });
  it('counts days left rounded up, zero or less once over', () => {
    const end = new Date('2026-12-01T18:29:59.999Z');
    expect(daysLeft(end, new Date('2026-11-21T06:00:00Z'))).toBe(11);
    expect(daysLeft(end, new Date('2026-12-01T18:00:00Z'))).toBe(1);
    expect(daysLeft(end, new Date('2026-12-01T18:30:00Z'))).toBe(0);
    expect(daysLeft(end, new Date('2026-12-03T18:30:00Z'))).toBe(-2);
  });
});

describe('money and units', () => {
  it('rounds half away from zero', () => {
    expect(roundMoney('2.345').toString()).toBe('2.35');
    expect(roundMoney('-2.345').toString()).toBe('-2.35');
    expect(roundMoney('0.1').plus('0.2').toString()).toBe('0.3');
  });
  it('uses MILE for the USA, KM elsewhere', () => {
    expect(distanceUnit('US')).toBe('MILE');
    expect(distanceUnit('IN')).toBe('KM');
  });
});
