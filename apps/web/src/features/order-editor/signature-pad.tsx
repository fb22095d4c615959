import { Button, CheckIcon, ColorSwatch, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsDesktop } from '../../lib/ui/responsive.ts';
import classes from './order-editor.module.css';
import { signatureCanvasSize } from './signature-rules.ts';

export const PEN_COLOURS = [
  { value: '#111111', label: 'black' },
  { value: '#1c4fd8', label: 'blue' },
  { value: '#c0262d', label: 'red' },
] as const;

/** Spec 9: the signature is sent as a 500x500 JPEG. */
export const SIGNATURE_IMAGE_SIZE = 500;

/** The drawing scaled into a white 500x500 square (JPEG has no transparency), as a data: URL. */
export function signatureJpeg(source: HTMLCanvasElement): string {
  const out = document.createElement('canvas');
  out.width = SIGNATURE_IMAGE_SIZE;
  out.height = SIGNATURE_IMAGE_SIZE;
  const ctx = out.getContext('2d');
  if (!ctx) return source.toDataURL('image/jpeg', 1);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, out.width, out.height);
  const scale = Math.min(out.width / source.width, out.height / source.height);
  const w = source.width * scale;
  const h = source.height * scale;
  ctx.drawImage(source, (out.width - w) / 2, (out.height - h) / 2, w, h);
  return out.toDataURL('image/jpeg', 1);
}

export interface SignaturePadProps {
  opened: boolean;
  /** Orders ask the customer to accept the terms. */
  consentRequired: boolean;
  onCancel: () => void;
  /** Save with nothing drawn: the pad just closes. */
  onEmpty: () => void;
  /** Save with a drawing: the JPEG to upload. Resolves once uploaded (the pad closes) or rejects (it stays). */
  onDrawn: (jpegDataUrl: string) => Promise<void>;
}

/** customer-signature (spec 2.1): pen colour, Clear, Cancel, Save; the drawing area is 500 tall. */
export function SignaturePad({ opened, consentRequired, onCancel, onEmpty, onDrawn }: SignaturePadProps) {
  const { t } = useTranslation();
  const desktop = useIsDesktop();
  const landscape = useMediaQuery('(orientation: landscape)', false, { getInitialValueInEffect: false });
  const [saving, setSaving] = useState(false);
  return (
    <Modal
      opened={opened}
      onClose={() => !saving && onCancel()}
      title={t('orderEditor.signature.title')}
      fullScreen={!desktop}
      size="auto"
      centered
      closeOnClickOutside={false}
      classNames={{ body: classes.signatureBody }}
    >
      {opened && (
        <PadBody
          orientation={desktop ? null : landscape ? 'landscape' : 'portrait'}
          consentRequired={consentRequired}
          saving={saving}
          onCancel={onCancel}
          onSave={async (canvas) => {
            if (!canvas) return onEmpty();
            setSaving(true);
            try {
              await onDrawn(signatureJpeg(canvas));
            } catch {
              // The caller has shown why; the drawing stays for another try.
            } finally {
              setSaving(false);
            }
          }}
        />
      )}
    </Modal>
  );
}

function PadBody({
  orientation,
  consentRequired,
  saving,
  onCancel,
  onSave,
}: {
  orientation: 'portrait' | 'landscape' | null;
  consentRequired: boolean;
  saving: boolean;
  onCancel: () => void;
  onSave: (canvas: HTMLCanvasElement | null) => void;
}) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [colour, setColour] = useState<string>(PEN_COLOURS[0].value);
  const [drawn, setDrawn] = useState(false);
  const drawing = useRef<{ id: number; x: number; y: number } | null>(null);
  const size = signatureCanvasSize(orientation);

  const clear = useCallback(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (canvas && ctx) ctx.clearRect(0, 0, canvas.width, canvas.height);
    setDrawn(false);
  }, []);

  // A new size (the phone turned) starts a fresh canvas.
  // biome-ignore lint/correctness/useExhaustiveDependencies: size changes clear the drawing.
  useEffect(() => setDrawn(false), [size.width]);

  const point = (e: PointerEvent<HTMLCanvasElement>) => {
    const canvas = e.currentTarget;
    const rect = canvas.getBoundingClientRect();
    return {
      x: ((e.clientX - rect.left) * canvas.width) / rect.width,
      y: ((e.clientY - rect.top) * canvas.height) / rect.height,
    };
  };

  const onDown = (e: PointerEvent<HTMLCanvasElement>) => {
    if (saving) return;
    e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
    const p = point(e);
    drawing.current = { id: e.pointerId, ...p };
    const ctx = e.currentTarget.getContext('2d');
    if (!ctx) return;
    // A tap leaves a dot.
    ctx.fillStyle = colour;
    ctx.beginPath();
    ctx.arc(p.x, p.y, 1.4, 0, Math.PI * 2);
    ctx.fill();
    setDrawn(true);
  };

  const onMove = (e: PointerEvent<HTMLCanvasElement>) => {
    const last = drawing.current;
    if (!last || last.id !== e.pointerId) return;
    const ctx = e.currentTarget.getContext('2d');
    if (!ctx) return;
    const p = point(e);
    ctx.strokeStyle = colour;
    ctx.lineWidth = 2.6;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.beginPath();
    ctx.moveTo(last.x, last.y);
    ctx.lineTo(p.x, p.y);
    ctx.stroke();
    drawing.current = { id: e.pointerId, ...p };
  };

  const onUp = () => {
    drawing.current = null;
  };

  return (
    <Stack gap="sm" align="center">
      <Group gap="xs" w="100%" justify="space-between" wrap="nowrap">
        <Group gap={6} role="radiogroup" aria-label={t('orderEditor.signature.penColour')}>
          {PEN_COLOURS.map((c) => (
            <ColorSwatch
              key={c.value}
              component="button"
              type="button"
              color={c.value}
              size={28}
              role="radio"
              aria-checked={colour === c.value}
              aria-label={t(`orderEditor.signature.colours.${c.label}`)}
              onClick={() => setColour(c.value)}
              style={{ color: '#fff', cursor: 'pointer' }}
            >
              {colour === c.value && <CheckIcon size={12} />}
            </ColorSwatch>
          ))}
        </Group>
        <Button variant="subtle" size="xs" onClick={clear} disabled={!drawn || saving}>
          {t('orderEditor.signature.clear')}
        </Button>
      </Group>
      <canvas
        ref={canvasRef}
        width={size.width}
        height={size.height}
        className={classes.signatureCanvas}
        style={{ width: size.width, maxWidth: '100%', height: 'auto' }}
        aria-label={t('orderEditor.signature.area')}
        role="img"
        onPointerDown={onDown}
        onPointerMove={onMove}
        onPointerUp={onUp}
        onPointerCancel={onUp}
        onPointerLeave={onUp}
      />
      {consentRequired && (
        <Text size="sm" ta="center">
          {t('orderEditor.signature.consent')}
        </Text>
      )}
      <Group justify="flex-end" gap="xs" w="100%">
        <Button variant="default" onClick={onCancel} disabled={saving}>
          {t('common.cancel')}
        </Button>
        <Button onClick={() => onSave(drawn ? canvasRef.current : null)} loading={saving}>
          {t('orderEditor.signature.save')}
        </Button>
      </Group>
    </Stack>
  );
}
