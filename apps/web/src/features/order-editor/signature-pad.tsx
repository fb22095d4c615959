import { Button, CheckIcon, ColorSwatch, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsDesktop } from '../../lib/ui/responsive.ts';
import classes from './order-editor.module.css';
import { signatureCanvasSize } from './signature-rules.ts';
import { useSignatureDrawing, writeTypedName } from './use-signature-drawing.ts';

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

/**
 * customer-signature (spec 2.1): pen colour, Undo, Clear, Cancel, Save; the drawing area is 500 tall. The
 * name may be typed instead of drawn (the keyboard way, decision 041).
 */
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
      closeButtonProps={{ 'aria-label': t('orderEditor.signature.close') }}
      // A fade, not a zoom: the canvas is measured as it opens, and must not be measured mid-scale.
      transitionProps={{ transition: 'fade', duration: 150 }}
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
  // The keyboard way to sign (decision 041): the customer's name, typed, written on the canvas.
  const [typedName, setTypedName] = useState('');
  const typed = typedName.trim() !== '';
  const size = signatureCanvasSize(orientation);
  const drawing = useSignatureDrawing(canvasRef, { colour, enabled: !saving && !typed, resetKey: size.width });
  const { clear: clearStrokes } = drawing;

  // A new size (the phone turned) starts a fresh canvas: the typed name goes with the strokes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: size changes clear the drawing.
  useEffect(() => setTypedName(''), [size.width]);

  // The typed name replaces the strokes while it is there; emptying the field leaves a blank pad.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!drawing.ready || !canvas || !typed) return;
    clearStrokes();
    writeTypedName(canvas, typedName, colour);
    return clearStrokes;
  }, [typed, typedName, colour, drawing.ready, clearStrokes]);

  const clear = () => {
    setTypedName('');
    clearStrokes();
  };
  const drawn = typed || drawing.strokes > 0;

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
        <Group gap={4} wrap="nowrap">
          <Button variant="subtle" size="xs" onClick={drawing.undo} disabled={typed || drawing.strokes === 0 || saving}>
            {t('orderEditor.signature.undo')}
          </Button>
          <Button variant="subtle" size="xs" onClick={clear} disabled={!drawn || saving}>
            {t('orderEditor.signature.clear')}
          </Button>
        </Group>
      </Group>
      <canvas
        ref={canvasRef}
        width={size.width}
        height={size.height}
        className={classes.signatureCanvas}
        style={{ width: size.width, maxWidth: '100%', aspectRatio: `${size.width} / ${size.height}`, height: 'auto' }}
        aria-label={t('orderEditor.signature.area')}
        role="img"
      />
      <TextInput
        w="100%"
        label={t('orderEditor.signature.typed')}
        description={t('orderEditor.signature.typedHint')}
        value={typedName}
        maxLength={80}
        autoComplete="off"
        disabled={saving}
        onChange={(e) => setTypedName(e.currentTarget.value)}
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
