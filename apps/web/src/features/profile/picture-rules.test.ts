import { describe, expect, it } from 'vitest';
import { centreSquare, checkPictureFile, dataUrlBytes, isPasscode } from './picture-rules.ts';

describe('profile picture rules', () => {
  it('takes JPEG, PNG and WebP files up to 5 MB', () => {
    expect(checkPictureFile({ type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(checkPictureFile({ type: 'image/webp', size: 5 * 1024 * 1024 })).toBeNull();
    expect(checkPictureFile({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toEqual({ key: 'tooLarge', max: 5 });
    expect(checkPictureFile({ type: 'image/svg+xml', size: 10 })).toEqual({ key: 'wrongType' });
    expect(checkPictureFile({ type: 'image/gif', size: 10 })).toEqual({ key: 'wrongType' });
  });

  it('crops the centred square of a portrait or landscape photo', () => {
    expect(centreSquare(400, 300)).toEqual({ x: 50, y: 0, side: 300 });
    expect(centreSquare(300, 401)).toEqual({ x: 0, y: 50, side: 300 });
    expect(centreSquare(256, 256)).toEqual({ x: 0, y: 0, side: 256 });
  });

  it('counts the bytes of a data URL', () => {
    expect(dataUrlBytes('data:image/png;base64,AAAA')).toBe(3);
    expect(dataUrlBytes('data:image/png;base64,AAA=')).toBe(2);
    expect(dataUrlBytes('data:image/png;base64,AA==')).toBe(1);
  });

  it('knows a passcode: exactly four digits', () => {
    expect(isPasscode('0420')).toBe(true);
    expect(isPasscode('042')).toBe(false);
    expect(isPasscode('04201')).toBe(false);
    expect(isPasscode('04a0')).toBe(false);
  });
});
