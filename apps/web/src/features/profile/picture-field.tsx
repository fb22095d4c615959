import { MAX_PROFILE_PICTURE_BYTES } from '@garage/contract';
import { Alert, Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sessionKeys } from '../../lib/api/session-data.ts';
import { HttpError, RoleDeniedError, reportHttpError } from '../../lib/http.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { refusalText } from '../../lib/server-errors.ts';
import { toast } from '../../lib/toast.ts';
import { centreSquare, checkPictureFile, dataUrlBytes, PICTURE_SIZE, PICTURE_TYPES } from './picture-rules.ts';
import { type MyInfo, savePicture } from './profile-api.ts';

/** Shrinks a photo to the centred 256 × 256 square as a JPEG small enough for the server's limit. */
export async function shrinkPicture(file: Blob): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const canvas = document.createElement('canvas');
  canvas.width = PICTURE_SIZE;
  canvas.height = PICTURE_SIZE;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  const { x, y, side } = centreSquare(bitmap.width, bitmap.height);
  context.fillStyle = '#fff';
  context.fillRect(0, 0, PICTURE_SIZE, PICTURE_SIZE);
  context.drawImage(bitmap, x, y, side, side, 0, 0, PICTURE_SIZE, PICTURE_SIZE);
  bitmap.close();
  for (const quality of [0.85, 0.7, 0.5]) {
    const url = canvas.toDataURL('image/jpeg', quality);
    if (dataUrlBytes(url) <= MAX_PROFILE_PICTURE_BYTES) return url;
  }
  throw new Error('picture too large');
}

export function initials(info: MyInfo): string {
  const letters = [info.first_name, info.last_name]
    .filter(Boolean)
    .map((w) => (w ?? '').trim()[0] ?? '')
    .join('');
  return letters.toUpperCase() || '?';
}

/** The person's picture, shown as their avatar: choose (checked and shrunk here, checked again by the server) or remove. */
export function PictureField({ info, shrink = shrinkPicture }: { info: MyInfo; shrink?: (file: Blob) => Promise<string> }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);

  const store = async (picture: string | null) => {
    await savePicture(picture);
    await queryClient.invalidateQueries({ queryKey: sessionKeys.userInfoAll });
    toast(picture ? t('profile.picture.saved') : t('profile.picture.removed'), 'success');
  };

  const run = async (work: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      const text = refusalText(e, currentLanguage());
      if (text !== null) setError(text);
      else if (e instanceof HttpError || e instanceof RoleDeniedError) reportHttpError(e);
      // Not an answer of the server: the browser could not decode or shrink the file.
      else setError(t('profile.picture.unreadable'));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  const choose = (file: File | null) => {
    if (!file) return;
    const problem = checkPictureFile(file);
    if (problem) {
      setError(problem.key === 'tooLarge' ? t('profile.picture.tooLarge', { max: problem.max }) : t('profile.picture.wrongType'));
      return;
    }
    void run(async () => store(await shrink(file)));
  };

  return (
    <Stack gap="xs">
      <Group gap="md" wrap="nowrap">
        <Avatar size={88} radius="xl" color="workshop" src={info.profile_pic || undefined} alt={t('profile.picture.title')}>
          {initials(info)}
        </Avatar>
        <Stack gap={6}>
          <Group gap="xs">
            <FileButton onChange={choose} accept={PICTURE_TYPES.join(',')}>
              {(props) => (
                <Button {...props} variant="light" loading={busy}>
                  {t('profile.picture.change')}
                </Button>
              )}
            </FileButton>
            {info.profile_pic && (
              <Button variant="subtle" color="red" onClick={() => void run(() => store(null))} disabled={busy}>
                {t('profile.picture.remove')}
              </Button>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {t('profile.picture.hint')}
          </Text>
        </Stack>
      </Group>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
