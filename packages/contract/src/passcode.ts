import { z } from 'zod';

/** Passcodes travel base64-encoded (spec: shell 5); the server decodes and checks the 4 digits. */
const base64Passcode = z.string().trim().min(1).max(16);

export const PasscodeUserQuery = z.object({ user_id: z.coerce.number().int().positive() });
export const PasscodeCheck = z.object({ has_passcode: z.boolean() });
export const PasscodeValidateQuery = z.object({ user_id: z.coerce.number().int().positive(), pass_code: base64Passcode });
export const PasscodeValidation = z.object({ valid: z.boolean(), attempts_left: z.number() });
/** Replacing a passcode takes the current one (checked and counted as an unlock); a first one does not. */
export const PasscodeSet = z.object({
  user_id: z.number().int().positive(),
  passcode: base64Passcode,
  current_passcode: base64Passcode.optional(),
});
