import { formatCents } from '@shop/shared/money';
import { createHash } from 'node:crypto';
import type { PaymentPayload } from '@shop/shared/contracts';
import { standInTexts } from '@shop/shared/messages';
import { sectionIn } from '../../core/lib/catalogue-text';
import { escapeHtml } from '../../core/lib/html';

/** The gateway's own names of the languages. */
export type GatewayLanguage = 'ITA' | 'ENG';

/** The page's texts in its language, from the message catalogue's stand-in section ('standIn.<key>'). */
const textsIn = (language: GatewayLanguage) => sectionIn(standInTexts, language === 'ENG' ? 'eng' : 'ita');

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,'Segoe UI',sans-serif;color:#1f1d1a;background:#f4f1ec}
main{max-width:28rem;margin:0 auto;padding:2.5rem 1.25rem}h1{font:400 1.75rem/1.2 Georgia,serif;margin:0 0 1.5rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1.5rem;padding:1rem;background:#fff;border:1px solid #ddd6cc}
dt{color:#5c564e}dd{margin:0;text-align:right;font-variant-numeric:tabular-nums}form{display:grid;gap:1rem}
label{display:grid;gap:.35rem;font-size:.875rem;color:#3b3731}input{font:inherit;padding:.75rem;border:1px solid #8a8176;border-radius:2px;background:#fff;width:100%}
.row{display:grid;grid-template-columns:1fr 1fr;gap:1rem}button{font:inherit;padding:.85rem 1rem;border-radius:2px;cursor:pointer}
.pay{background:#1f1d1a;color:#fff;border:1px solid #1f1d1a}.cancel{background:transparent;color:#1f1d1a;border:1px solid #8a8176}
:focus-visible{outline:3px solid #8a5a2b;outline-offset:2px}p.note{font-size:.8125rem;color:#5c564e}p.error{color:#8f1d1d;font-weight:600}
form.leave{margin-top:1rem}
`;

/**
 * The page's own Content-Security-Policy: nothing loads, no script runs, only its one stylesheet
 * (allowed by hash); its forms post to itself, which sends the shopper back to `returnOrigins`.
 */
export function gatewayPagePolicy(returnOrigins: readonly string[]): string {
  const styleHash = createHash('sha256').update(STYLE).digest('base64');
  return [
    "default-src 'none'",
    `style-src 'sha256-${styleHash}'`,
    ["form-action 'self'", ...returnOrigins].join(' '),
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

function page(language: GatewayLanguage, body: string): string {
  const lang = language === 'ENG' ? 'en' : 'it';
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${textsIn(language)('title')}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

const hidden = (payload: PaymentPayload) =>
  (['alias', 'importo', 'codTrans', 'divisa', 'mac', 'url', 'url_back', 'urlpost', 'languageId'] as const)
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(String(payload[name] ?? ''))}">`)
    .join('');

/** The stand-in hosted payment page: order facts, card fields, pay and cancel. */
export function gatewayPage(payload: PaymentPayload, submitUrl: string, error?: string): string {
  const language: GatewayLanguage = payload.languageId === 'ENG' ? 'ENG' : 'ITA';
  const t = textsIn(language);
  const amount = formatCents(payload.importo, language === 'ENG' ? 'eng' : 'ita');
  return page(
    language,
    `<h1>${t('title')}</h1>
<dl><dt>${t('merchant')}</dt><dd>Atelier Lanterna</dd><dt>${t('order')}</dt><dd>${escapeHtml(payload.codTrans)}</dd>
<dt>${t('amount')}</dt><dd><strong>${amount}</strong></dd></dl>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(submitUrl)}">${hidden(payload)}
<label>${t('card')}<input name="pan" inputmode="numeric" autocomplete="cc-number" required pattern="[0-9 ]{12,23}"></label>
<div class="row"><label>${t('expiry')}<input name="scadenza" autocomplete="cc-exp" required pattern="[0-9]{2}/?[0-9]{2}" placeholder="12/30"></label>
<label>${t('cvv')}<input name="cvv" inputmode="numeric" autocomplete="cc-csc" required pattern="[0-9]{3,4}"></label></div>
<button class="pay" type="submit" name="scelta" value="paga">${t('pay', { amount })}</button>
</form>
<form class="leave" method="post" action="${escapeHtml(submitUrl)}">${hidden(payload)}
<button class="cancel" type="submit" name="scelta" value="annulla">${t('cancel')}</button></form>
<p class="note">${t('note')}</p>`,
  );
}

/** A request the stand-in refuses (bad MAC, unknown alias, missing field). */
export function invalidRequestPage(language: GatewayLanguage): string {
  const t = textsIn(language);
  return page(language, `<h1>${t('title')}</h1><p class="error" role="alert">${t('invalid')}</p>`);
}
