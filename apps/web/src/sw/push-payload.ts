/** What a push message shows: JSON {title, body, url?}; anything missing gets a generic value. */
export interface PushPayload {
  title: string;
  body: string;
  url: string | undefined;
}

export const DEFAULT_PUSH_TITLE = 'Garage Workshop';

/** The notification of a push's data (already parsed from JSON, or `{ body: text }` for plain text). */
export function parsePush(data: unknown): PushPayload {
  const d = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  return {
    title: typeof d.title === 'string' && d.title ? d.title : DEFAULT_PUSH_TITLE,
    body: typeof d.body === 'string' ? d.body : '',
    url: typeof d.url === 'string' ? d.url : undefined,
  };
}
