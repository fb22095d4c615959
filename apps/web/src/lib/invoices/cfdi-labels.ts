import { formaPagoLabel } from '@garage/domain';
import { currentLanguage } from '../i18n.ts';

/** A payment form with SAT's name in the reader's language beside its code: "01 Efectivo (Cash)". */
export const formaLabel = (code: string) => formaPagoLabel(code, currentLanguage() === 'es' ? 'es' : 'en');
