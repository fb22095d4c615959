/** The areas' texts of the shared catalogue, a chunk of their own (lib/messages.ts, decision 042). */
export { AREA_MESSAGES } from '@garage/domain';
