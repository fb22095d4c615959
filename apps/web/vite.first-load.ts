import type { Plugin } from 'vite';

/**
 * Moves the `<link rel="modulepreload">` tags Vite writes into the head to the end of the body. Chromium
 * holds the first paint while head preloads are pending, so the static "Loading…" of index.html painted only
 * after the scripts had arrived (and Lighthouse counted every script against the first paint); at the end of
 * the body they are fetched as early (the document is a few hundred bytes) without holding the paint.
 * When the build-time render fills the page (vite.prerender.ts, decision 042) it drops them altogether: they
 * shared the network with the stylesheet and held the first paint of the prerendered content.
 */
export function preloadsAfterContent(): Plugin {
  return {
    name: 'garage:preloads-after-content',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const preloads = html.match(/[ \t]*<link rel="modulepreload"[^>]*>\n?/g) ?? [];
        if (preloads.length === 0) return html;
        let out = html;
        for (const tag of preloads) out = out.replace(tag, '');
        return out.replace(/\n?\s*<\/body>/, `\n${preloads.map((t) => `    ${t.trim()}`).join('\n')}\n  </body>`);
      },
    },
  };
}
