import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { CONSENT_CHECK_SCRIPT } from '../../packages/contract/src/pages.ts';

type Page = 'sign-in' | 'intro';
type Render = { page: (page: Page) => string; app: () => string };

const SERVER_MODULE = fileURLToPath(new URL('./dist-ssr/sign-in-prerender.js', import.meta.url));
const BOOT = /<div id="root">[\s\S]*?<\/div>\s*<\/div>|<div id="root">[\s\S]*?<\/div>/;

/**
 * Writes the stand-alone sign-in pages' first screen into their HTML (decision 042): `sign-in.html` with the
 * sign-in page and `intro.html` (the same page's HTML) with the intro, each rendered by the server build of
 * `src/sign-in-prerender.tsx` (`npm run build` makes it first, into dist-ssr/). A visitor then sees the page as soon
 * as the HTML and the stylesheet have arrived, before any script has run.
 */
export function prerenderSignIn(): Plugin {
  let render: Render | null = null;
  const load = async (): Promise<Render | null> => {
    if (render) return render;
    if (!existsSync(SERVER_MODULE)) {
      console.warn('prerender: dist-ssr/sign-in-prerender.js is missing (run `npm run build`); sign-in.html keeps "Loading…"');
      return null;
    }
    const mod = (await import(pathToFileURL(SERVER_MODULE).href)) as {
      renderSignInPage: Render['page'];
      renderAppBoot: Render['app'];
    };
    render = { page: mod.renderSignInPage, app: mod.renderAppBoot };
    return render;
  };
  // The consent check right after the root: it runs before the first paint and removes the banner for a visitor
  // who has answered it (CONSENT_CHECK_SCRIPT; the server allows it by its hash).
  const withBody = (html: string, body: string, file: string) => {
    if (!BOOT.test(html)) throw new Error(`prerender: no <div id="root"> in ${file}`);
    return html.replace(BOOT, () => `<div id="root">${body}</div>\n    <script>${CONSENT_CHECK_SCRIPT}</script>`);
  };
  // The page's first screen is in its HTML, so its scripts need not race the stylesheet for the network: without
  // the module preloads the browser fetches the entry first and its imports as it finds them, and the page paints
  // once the HTML and the stylesheet are there (Lighthouse sign-in: FCP 2.5 s → 1.1 s; decision 042).
  const fill = (html: string, body: string, file = 'sign-in.html') =>
    withBody(html, body, file).replace(/[ \t]*<link rel="modulepreload"[^>]*>\n?/g, '');
  return {
    name: 'garage:prerender-sign-in',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const page = bundle['sign-in.html'];
      if (page?.type !== 'asset') return;
      const renderPage = await load();
      if (!renderPage) return;
      const template = String(page.source);
      page.source = fill(template, renderPage.page('sign-in'));
      this.emitFile({ type: 'asset', fileName: 'intro.html', source: fill(template, renderPage.page('intro')) });
      // The app's page without module preloads too (stop 29): they shared the slow network with the stylesheet, so
      // "Loading…" and the banner painted at 2.5 s instead of 1.1 s in Lighthouse's simulation; its dashboard's own
      // content, which waits for the scripts and the data anyway, came no later without them (about 4.3 s either way
      // at 4× CPU and slow 4G).
      const app = bundle['index.html'];
      if (app?.type === 'asset') app.source = fill(String(app.source), renderPage.app(), 'index.html');
    },
  };
}
