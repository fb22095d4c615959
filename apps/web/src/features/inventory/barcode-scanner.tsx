import { Stack, Text } from '@mantine/core';
import { BrowserMultiFormatReader, type IScannerControls } from '@zxing/browser';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The same label read again within this time is the same piece still in front of the camera. */
const REPEAT_MS = 1500;

/**
 * The phone camera reading barcodes (decision 057: @zxing/browser, loaded only when this component is,
 * which the count screen does lazily). Each code read is handed to `onCode` once; a frame without a
 * readable code gives nothing (the spec: a failed scan returns nothing). Prefers the back camera.
 */
export default function BarcodeScanner({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const last = useRef<{ code: string; at: number } | null>(null);
  const handler = useRef(onCode);
  handler.current = onCode;
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let controls: IScannerControls | undefined;
    let stopped = false;
    const element = video.current;
    if (!element) return;
    const reader = new BrowserMultiFormatReader();
    reader
      .decodeFromConstraints({ video: { facingMode: 'environment' } }, element, (result) => {
        if (!result) return;
        const code = result.getText().trim();
        const now = Date.now();
        if (!code || (last.current && last.current.code === code && now - last.current.at < REPEAT_MS)) return;
        last.current = { code, at: now };
        handler.current(code);
      })
      .then((c) => {
        if (stopped) c.stop();
        else controls = c;
      })
      .catch(() => setFailed(true));
    return () => {
      stopped = true;
      controls?.stop();
    };
  }, []);

  return (
    <Stack gap={4}>
      <video
        ref={video}
        muted
        playsInline
        style={{ width: '100%', maxHeight: 260, objectFit: 'cover', borderRadius: 8, background: '#000' }}
      />
      <Text size="xs" c={failed ? 'red' : 'dimmed'} role={failed ? 'alert' : undefined}>
        {failed ? t('inventory.count.cameraFailed') : t('inventory.count.scanHint')}
      </Text>
    </Stack>
  );
}
