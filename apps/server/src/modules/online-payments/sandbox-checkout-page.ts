/**
 * The sandbox's checkout page (decision 046): a small server-rendered page, no script (the app's content
 * security policy allows none inline), clearly marked TEST MODE. Pay and Cancel are plain form posts.
 */
import { type Language, message } from '@garage/domain';

export interface CheckoutPageView {
  language: Language;
  publicId: string;
  garage: string;
  invoiceNumber: string;
  /** The amount as the garage shows it ("SAR 310.50"). */
  amount: string;
  /** Null: the link is open and the buttons show; otherwise the text said instead. */
  closedText: string | null;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f1f3f5;color:#212529}
.banner{background:#e8590c;color:#fff;text-align:center;font-weight:700;letter-spacing:.04em;padding:10px 12px}
main{max-width:440px;margin:32px auto;padding:0 16px}
.card{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:24px}
h1{font-size:1.25rem;margin:0 0 4px}
.hint{color:#5c636a;font-size:.875rem;margin:0 0 20px}
dl{margin:0 0 24px;display:grid;grid-template-columns:auto 1fr;gap:8px 16px}
dt{color:#5c636a}
dd{margin:0;text-align:right;font-weight:600;overflow-wrap:anywhere}
dd.amount{font-size:1.375rem}
.actions{display:flex;flex-direction:column;gap:10px}
button{width:100%;font:inherit;font-weight:600;border-radius:8px;padding:12px;cursor:pointer;border:1px solid transparent}
.pay{background:#228be6;color:#fff}
.pay:hover{background:#1c7ed6}
.cancel{background:#fff;color:#212529;border-color:#ced4da}
button:focus-visible{outline:3px solid #74c0fc;outline-offset:2px}
.closed{background:#fff4e6;border:1px solid #ffc078;border-radius:8px;padding:12px;margin:0}
`;

export function renderCheckoutPage(view: CheckoutPageView): string {
  const t = (key: Parameters<typeof message>[0], params: Record<string, string> = {}) =>
    escapeHtml(message(key, view.language, params));
  const base = `/pay/${encodeURIComponent(view.publicId)}`;
  const body =
    view.closedText === null
      ? `<div class="actions">
  <form method="post" action="${base}/pay"><button class="pay" type="submit">${t('checkout.pay', { amount: view.amount })}</button></form>
  <form method="post" action="${base}/cancel"><button class="cancel" type="submit">${t('checkout.cancel')}</button></form>
</div>`
      : `<p class="closed" role="status">${escapeHtml(view.closedText)}</p>`;
  return `<!doctype html>
<html lang="${view.language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t('checkout.title', { number: view.invoiceNumber })} — ${t('checkout.testMode')}</title>
<style>${STYLE}</style>
</head>
<body>
<div class="banner" role="note">${t('checkout.testMode')}</div>
<main>
<div class="card">
<h1>${t('checkout.title', { number: view.invoiceNumber })}</h1>
<p class="hint">${t('checkout.testModeHint')}</p>
<dl>
<dt>${t('checkout.garage')}</dt><dd>${escapeHtml(view.garage)}</dd>
<dt>${t('checkout.invoice')}</dt><dd>${escapeHtml(view.invoiceNumber)}</dd>
<dt>${t('checkout.amount')}</dt><dd class="amount">${escapeHtml(view.amount)}</dd>
</dl>
${body}
</div>
</main>
</body>
</html>`;
}

/** A page with only a sentence (a link that does not exist, a failed notification). */
export function renderCheckoutMessage(language: Language, text: string): string {
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(message('checkout.testMode', language))}</title><style>${STYLE}</style></head>
<body><div class="banner" role="note">${escapeHtml(message('checkout.testMode', language))}</div>
<main><div class="card"><p class="closed" role="status">${escapeHtml(text)}</p></div></main></body></html>`;
}
