import type { OrderType } from '@garage/domain';
import { type EditorDocument, type EditorMode, isNewDocument } from './editor-mode.ts';

export interface SignatureContext {
  document: EditorDocument;
  orderType: OrderType;
  mode: EditorMode;
  /** The phone layout (viewport narrower than 767 px). */
  phone: boolean;
}

/** Spec 5: on phones a new order needs the customer's signature first; web, desktop and counter sales skip it. */
export function signatureRequired(ctx: SignatureContext): boolean {
  return ctx.phone && ctx.document === 'ORDER' && ctx.orderType !== 'COUNTER_SALE' && isNewDocument(ctx.mode);
}

/** Orders always ask the customer to accept the terms on the pad (spec 2.1 "when consent is required"). */
export function consentRequired(document: EditorDocument): boolean {
  return document === 'ORDER';
}

/**
 * Spec 2.1: the drawing area is 500 tall; 400 wide by default (desktop), 360 in portrait and 720 in
 * landscape. These are the canvas's own pixels; on a narrower screen it is shown scaled down.
 */
export function signatureCanvasSize(orientation: 'portrait' | 'landscape' | null): { width: number; height: number } {
  return { width: orientation === 'portrait' ? 360 : orientation === 'landscape' ? 720 : 400, height: 500 };
}
