import { advisoryEn } from './advisory.ts';
import { panelEn } from './panel.ts';
import { profileEn } from './profile.ts';
import { screenLockEn } from './screen-lock.ts';

/**
 * The signed-in shell's English strings (advisory, right panel, profile, screen lock) as one module, so they load as
 * one file with the shell (lib/i18n.ts, part `shell`) instead of four small ones (decision 042).
 */
export const shellTextsEn = { ...advisoryEn, ...panelEn, ...profileEn, ...screenLockEn };
