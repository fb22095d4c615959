import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type SignaturePad from 'signature_pad';

export interface SignatureDrawing {
  /** The library has loaded and the canvas takes strokes. */
  ready: boolean;
  /** Strokes on the canvas (Undo removes the last one). */
  strokes: number;
  clear: () => void;
  undo: () => void;
}

/**
 * Sizes the canvas's pixels to its place on the screen (times the device's pixel ratio) so the pen lands
 * where the finger is, at any scale the modal shows it; the drawing's proportions are the spec's.
 */
function fitToDisplay(canvas: HTMLCanvasElement): void {
  const rect = canvas.getBoundingClientRect();
  if (rect.width === 0 || rect.height === 0) return;
  const ratio = Math.max(globalThis.devicePixelRatio || 1, 1);
  canvas.width = Math.round(rect.width * ratio);
  canvas.height = Math.round(rect.height * ratio);
  canvas.getContext('2d')?.scale(ratio, ratio);
}

/**
 * The `signature_pad` library on a canvas (decision 041): smoothed strokes whose width follows the pen's
 * speed, the chosen colour, clear and undo. Loaded when the pad opens, so the first page does not carry it.
 * `resetKey` changing (the phone turned) starts a fresh canvas.
 */
export function useSignatureDrawing(
  canvasRef: RefObject<HTMLCanvasElement | null>,
  options: { colour: string; enabled: boolean; resetKey: unknown },
): SignatureDrawing {
  const padRef = useRef<SignaturePad | null>(null);
  const [ready, setReady] = useState(false);
  const [strokes, setStrokes] = useState(0);
  const { colour, enabled, resetKey } = options;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new resetKey starts a fresh pad.
  useEffect(() => {
    let cancelled = false;
    let pad: SignaturePad | null = null;
    const count = () => setStrokes(pad?.toData().length ?? 0);
    const onResize = () => {
      const canvas = canvasRef.current;
      if (!pad || !canvas) return;
      const data = pad.toData();
      fitToDisplay(canvas);
      pad.fromData(data);
    };
    void import('signature_pad').then(({ default: Pad }) => {
      const canvas = canvasRef.current;
      if (cancelled || !canvas) return;
      fitToDisplay(canvas);
      pad = new Pad(canvas, { penColor: colour, minWidth: 0.9, maxWidth: 3.2, backgroundColor: 'rgba(0,0,0,0)' });
      pad.addEventListener('endStroke', count);
      padRef.current = pad;
      window.addEventListener('resize', onResize);
      setReady(true);
    });
    return () => {
      cancelled = true;
      window.removeEventListener('resize', onResize);
      pad?.off();
      padRef.current = null;
      setReady(false);
      setStrokes(0);
    };
  }, [resetKey]);

  useEffect(() => {
    if (ready && padRef.current) padRef.current.penColor = colour;
  }, [colour, ready]);

  useEffect(() => {
    const pad = padRef.current;
    if (!ready || !pad) return;
    if (enabled) pad.on();
    else pad.off();
  }, [enabled, ready]);

  const clear = useCallback(() => {
    padRef.current?.clear();
    setStrokes(0);
  }, []);

  const undo = useCallback(() => {
    const pad = padRef.current;
    if (!pad) return;
    const data = pad.toData();
    data.pop();
    pad.fromData(data);
    setStrokes(data.length);
  }, []);

  return { ready, strokes, clear, undo };
}

/**
 * The keyboard way to sign: the typed name written across the canvas in a handwriting face, as large as fits.
 * The canvas is cleared first; an empty name leaves it blank.
 */
export function writeTypedName(canvas: HTMLCanvasElement, name: string, colour: string): void {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  const text = name.trim();
  if (text) {
    const maxWidth = canvas.width * 0.86;
    let size = Math.round(canvas.width / 7);
    const font = (px: number) => `italic ${px}px "Segoe Script", "Brush Script MT", "URW Chancery L", cursive`;
    ctx.font = font(size);
    while (size > 10 && ctx.measureText(text).width > maxWidth) {
      size -= 2;
      ctx.font = font(size);
    }
    ctx.fillStyle = colour;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(text, canvas.width / 2, canvas.height / 2, maxWidth);
  }
  ctx.restore();
}
