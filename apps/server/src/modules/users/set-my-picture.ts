import { MAX_PROFILE_PICTURE_BYTES } from '@garage/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appUser } from '../../db/schema.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { UserRow } from '../../platform/guard.ts';
import { decodeUpload, sniffImage } from '../documents/images.ts';

/**
 * The signed-in person's own picture (decision 036). Kept on the person's row as a data: URL of the checked
 * bytes, not in the garage-owned document table: the picture belongs to the person in every business they
 * work for, and at 200 KB it travels with their profile. Only JPEG, PNG and WebP pass (told by the bytes,
 * never by a declared type), so an <img> shows it and nothing runs.
 */
export async function setMyPicture(db: Db, user: UserRow, picture: string | null): Promise<UserRow> {
  let stored: string | null = null;
  if (picture !== null) {
    const bytes = decodePicture(picture);
    if (bytes.length > MAX_PROFILE_PICTURE_BYTES) {
      throw badRequest('profile.pictureTooLarge', { max: MAX_PROFILE_PICTURE_BYTES / 1024 });
    }
    const mime = sniffImage(bytes);
    if (!mime) throw badRequest('profile.pictureType');
    stored = `data:${mime};base64,${bytes.toString('base64')}`;
  }
  const [updated] = await db.update(appUser).set({ profilePic: stored }).where(eq(appUser.id, user.id)).returning();
  return updated ?? user;
}

function decodePicture(text: string): Buffer {
  try {
    return decodeUpload(text);
  } catch (error) {
    if (error instanceof AppError && error.key === 'upload.tooLarge') {
      throw badRequest('profile.pictureTooLarge', { max: MAX_PROFILE_PICTURE_BYTES / 1024 });
    }
    throw badRequest('profile.pictureInvalid');
  }
}
