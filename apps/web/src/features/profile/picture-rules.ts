/** What the profile page accepts as a picture before shrinking it (the server checks again, decision 036). */
export const PICTURE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];
/** Spec 9: one file at most 5 MB. The photo is shrunk to 256 × 256 in the browser before it is sent. */
export const MAX_PICTURE_FILE_MB = 5;
export const PICTURE_SIZE = 256;

export type PictureProblem = { key: 'wrongType' } | { key: 'tooLarge'; max: number };

export function checkPictureFile(file: { type: string; size: number }): PictureProblem | null {
  if (!PICTURE_TYPES.includes(file.type)) return { key: 'wrongType' };
  if (file.size > MAX_PICTURE_FILE_MB * 1024 * 1024) return { key: 'tooLarge', max: MAX_PICTURE_FILE_MB };
  return null;
}

/** The centred square of an image, so a portrait or landscape photo fills the round avatar without stretching. */
export function centreSquare(width: number, height: number): { x: number; y: number; side: number } {
  const side = Math.min(width, height);
  return { x: Math.floor((width - side) / 2), y: Math.floor((height - side) / 2), side };
}

/** Bytes a base64 data URL decodes to. */
export function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

/** A 4-digit passcode: the only form the server takes (spec: shell 5). */
export const isPasscode = (value: string) => /^\d{4}$/.test(value);
