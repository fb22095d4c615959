import type { Config } from '../../config.ts';

function originOf(url: string): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * Adds the origins of configured outside content to the page's Content-Security-Policy: the
 * trial-expired screen's video (media-src) and poster (img-src), and embedded BI dashboards (frame-src).
 * Nothing is added when nothing is configured, so the default policy stays as strict as it is.
 */
export function withConfiguredOrigins(
  policy: string,
  config: Pick<Config, 'subscriptionVideoUrl' | 'subscriptionVideoPosterUrl' | 'biDashboardUrl'>,
): string {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  const add = (name: string, origin: string | null) => {
    if (!origin) return;
    const sources = directives.get(name) ?? [...(directives.get('default-src') ?? ["'self'"])];
    if (!sources.includes(origin)) sources.push(origin);
    directives.set(name, sources);
  };
  add('media-src', originOf(config.subscriptionVideoUrl));
  add('img-src', originOf(config.subscriptionVideoPosterUrl));
  add('frame-src', originOf(config.biDashboardUrl));
  return [...directives.entries()].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}
