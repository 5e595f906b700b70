// The demo gateway's hosted payment page: the card form with the test cards listed, the outcome, and the
// expired or unknown page, in Turkish and English, responsive, with no script at all (a plain form post).
// Its texts are the gateway's, not the casino's, so they live here rather than in the server catalogue.
import type { DemoGatewayPaymentRow } from '../../db/schema/payments';
import { formatTry } from '../../lib/money';
import { TEST_CARDS, type CardField, type CardForm, type DeclineCode } from './cards';

export type PageLang = 'tr' | 'en';

const texts = {
  tr: {
    title: 'Güvenli ödeme',
    brand: 'Demo Ödeme Hizmeti',
    merchant: 'Alıcı',
    amount: 'Tutar',
    reference: 'Referans',
    number: 'Kart numarası',
    expiry: 'Son kullanma (AA/YY)',
    cvc: 'Güvenlik kodu (CVC)',
    holder: 'Kart üzerindeki isim',
    pay: 'Öde',
    errors: {
      number: 'Kart numarası geçerli değil (Luhn kontrolü tutmuyor).',
      expiry: 'Son kullanma tarihi AA/YY biçiminde ve geçmemiş olmalı.',
      cvc: 'Güvenlik kodu 3 veya 4 rakamdır.',
      holder: 'Kart üzerindeki ismi yazın.',
    } satisfies Record<CardField, string>,
    testCards: 'Test kartları',
    testCardsNote: 'Gelecekteki herhangi bir son kullanma tarihi, herhangi bir 3 haneli CVC ve herhangi bir isim kullanılabilir.',
    approved: 'Onaylanır',
    declined: 'Reddedilir',
    demoNote: 'Bu bir demo ödeme sayfasıdır; gerçek kart bilgilerinizi girmeyin. Yalnızca test kartları kabul edilir.',
    approvedTitle: 'Ödeme onaylandı',
    approvedText: (amount: string) => `${amount} tutarındaki ödemeniz onaylandı. Bakiyeniz birkaç saniye içinde güncellenir; bu sekmeyi kapatabilirsiniz.`,
    declinedTitle: 'Ödeme reddedildi',
    declinedText: (reason: string) => `Ödemeniz reddedildi: ${reason}. Yeni bir ödeme başlatmak için siteye dönün.`,
    declineReasons: {
      card_declined: 'kart bankası işlemi onaylamadı',
      insufficient_funds: 'kartın bakiyesi yetersiz',
      not_test_card: 'bu demo sayfası yalnızca aşağıda listelenen test kartlarını kabul eder',
    } satisfies Record<DeclineCode, string>,
    notifyPending: 'Satıcıya sonuç henüz iletilemedi.',
    notifyRetry: 'Yeniden bildir',
    back: 'Siteye dön',
    expiredTitle: 'Ödeme sayfasının süresi doldu',
    expiredText: 'Bu ödeme sayfası artık kullanılamıyor. Yeni bir ödeme başlatmak için siteye dönün.',
    notFoundTitle: 'Ödeme bulunamadı',
    notFoundText: 'Bu adreste bir ödeme yok. Bağlantıyı kontrol edin veya siteden yeni bir ödeme başlatın.',
    language: 'English',
  },
  en: {
    title: 'Secure payment',
    brand: 'Demo Payment Service',
    merchant: 'Merchant',
    amount: 'Amount',
    reference: 'Reference',
    number: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'Security code (CVC)',
    holder: 'Name on card',
    pay: 'Pay',
    errors: {
      number: 'The card number is not valid (its Luhn check fails).',
      expiry: 'The expiry must be MM/YY and not in the past.',
      cvc: 'The security code has 3 or 4 digits.',
      holder: 'Enter the name on the card.',
    } satisfies Record<CardField, string>,
    testCards: 'Test cards',
    testCardsNote: 'Use any future expiry date, any 3-digit CVC and any name.',
    approved: 'Approved',
    declined: 'Declined',
    demoNote: 'This is a demo payment page; do not enter real card details. Only test cards are accepted.',
    approvedTitle: 'Payment approved',
    approvedText: (amount: string) => `Your payment of ${amount} is approved. Your balance updates in a few seconds; you can close this tab.`,
    declinedTitle: 'Payment declined',
    declinedText: (reason: string) => `Your payment was declined: ${reason}. Go back to the site to start a new payment.`,
    declineReasons: {
      card_declined: 'the card issuer declined it',
      insufficient_funds: 'the card has insufficient funds',
      not_test_card: 'this demo page accepts only the test cards listed below',
    } satisfies Record<DeclineCode, string>,
    notifyPending: 'The merchant has not been told the outcome yet.',
    notifyRetry: 'Notify again',
    back: 'Back to the site',
    expiredTitle: 'This payment page expired',
    expiredText: 'This payment page can no longer be used. Go back to the site to start a new payment.',
    notFoundTitle: 'Payment not found',
    notFoundText: 'There is no payment at this address. Check the link or start a new payment on the site.',
    language: 'Türkçe',
  },
};

export function pageLang(value: unknown, fallback: string): PageLang {
  if (value === 'tr' || value === 'en') return value;
  return fallback === 'en' ? 'en' : 'tr';
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
}

const styles = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef1f6;color:#1c2330;display:flex;justify-content:center;align-items:flex-start}
main{width:100%;max-width:460px;margin:32px 16px;background:#fff;border-radius:16px;box-shadow:0 8px 30px rgba(20,30,60,.12);overflow:hidden}
header{display:flex;align-items:center;justify-content:space-between;gap:12px;padding:18px 22px;background:#1d3b72;color:#fff}
header strong{font-size:17px;display:flex;align-items:center;gap:8px}
header a{color:#cfe0ff;font-size:14px}
section{padding:20px 22px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px;margin:0 0 18px;padding:14px 16px;background:#f5f7fb;border-radius:10px}
dt{color:#5b6577}dd{margin:0;text-align:right;font-weight:600;word-break:break-all}
.amount{font-size:20px}
label{display:block;margin:12px 0 4px;font-size:14px;font-weight:600}
input{width:100%;padding:12px 14px;font-size:17px;border:1px solid #c4ccda;border-radius:10px;background:#fff;color:inherit}
input:focus{outline:3px solid #9cc0ff;border-color:#2f6fde}
input[aria-invalid=true]{border-color:#c62828}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.error{color:#c62828;font-size:13px;margin:4px 0 0}
button,.button{display:block;width:100%;margin-top:20px;padding:14px;font-size:17px;font-weight:700;border:0;border-radius:10px;background:#2f6fde;color:#fff;text-align:center;text-decoration:none;cursor:pointer}
button:hover,.button:hover{background:#2458b5}
.secondary{background:#e6ebf5;color:#1d3b72}
table{width:100%;border-collapse:collapse;font-size:14px;margin-top:8px}
th,td{text-align:left;padding:6px 4px;border-bottom:1px solid #e3e7ef}
td.num{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;white-space:nowrap}
.note{font-size:13px;color:#5b6577}
.ok{color:#1b7f3b}.bad{color:#c62828}
h1{font-size:22px;margin:0 0 8px}
@media (max-width:480px){main{margin:0;border-radius:0;min-height:100vh}.row{grid-template-columns:1fr}}
`;

const lockIcon =
  '<svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true"><path fill="currentColor" d="M12 1a5 5 0 0 0-5 5v3H5v14h14V9h-2V6a5 5 0 0 0-5-5Zm-3 8V6a3 3 0 1 1 6 0v3H9Z"/></svg>';

function layout(lang: PageLang, title: string, body: string, switchHref: string): string {
  const t = texts[lang];
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(t.brand)}</title>
<style>${styles}</style>
</head>
<body>
<main>
<header><strong>${lockIcon}${escapeHtml(t.brand)}</strong><a href="${escapeHtml(switchHref)}" hreflang="${lang === 'tr' ? 'en' : 'tr'}">${t.language}</a></header>
${body}
</main>
</body>
</html>`;
}

function summary(payment: DemoGatewayPaymentRow, lang: PageLang): string {
  const t = texts[lang];
  return `<dl>
<dt>${t.merchant}</dt><dd>${escapeHtml(payment.description)}</dd>
<dt>${t.reference}</dt><dd>${escapeHtml(payment.merchantReference)}</dd>
<dt>${t.amount}</dt><dd class="amount" data-testid="amount">${escapeHtml(formatTry(payment.amount, lang))}</dd>
</dl>`;
}

function formatCardNumber(number: string): string {
  return number.replace(/(.{4})/g, '$1 ').trim();
}

export interface FormPageInput {
  payment: DemoGatewayPaymentRow;
  lang: PageLang;
  action: string;
  switchHref: string;
  errors?: CardField[];
  values?: Partial<CardForm>;
}

export function renderFormPage({ payment, lang, action, switchHref, errors = [], values = {} }: FormPageInput): string {
  const t = texts[lang];
  const field = (name: CardField, label: string, attrs: string) => {
    const invalid = errors.includes(name);
    // The card number and CVC are never echoed back into the page.
    const value = name === 'expiry' || name === 'holder' ? (values[name] ?? '') : '';
    return `<label for="${name}">${label}</label>
<input id="${name}" name="${name}" ${attrs} value="${escapeHtml(value)}" aria-invalid="${invalid}"${invalid ? ` aria-describedby="${name}-error"` : ''}>
${invalid ? `<p class="error" id="${name}-error" role="alert">${t.errors[name]}</p>` : ''}`;
  };
  const cards = TEST_CARDS.map(
    (card) =>
      `<tr><td class="num">${formatCardNumber(card.number)}</td><td>${card.brand}</td><td class="${card.outcome === 'approved' ? 'ok' : 'bad'}">${
        card.outcome === 'approved' ? t.approved : `${t.declined} (${t.declineReasons[card.declineCode!]})`
      }</td></tr>`,
  ).join('');
  const body = `<section>
<h1>${t.title}</h1>
${summary(payment, lang)}
<form method="post" action="${escapeHtml(action)}" novalidate>
<input type="hidden" name="lang" value="${lang}">
${field('number', t.number, 'inputmode="numeric" autocomplete="cc-number" placeholder="0000 0000 0000 0000" maxlength="23" required')}
<div class="row"><div>
${field('expiry', t.expiry, 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" maxlength="7" required')}
</div><div>
${field('cvc', t.cvc, 'inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4" required')}
</div></div>
${field('holder', t.holder, 'autocomplete="cc-name" maxlength="60" required')}
<button type="submit">${t.pay} ${escapeHtml(formatTry(payment.amount, lang))}</button>
</form>
</section>
<section>
<h2 style="font-size:16px;margin:0">${t.testCards}</h2>
<table data-testid="test-cards"><tbody>${cards}</tbody></table>
<p class="note">${t.testCardsNote}</p>
<p class="note">${t.demoNote}</p>
</section>`;
  return layout(lang, t.title, body, switchHref);
}

export interface ResultPageInput {
  payment: DemoGatewayPaymentRow;
  lang: PageLang;
  notifyAction: string;
  switchHref: string;
}

export function renderResultPage({ payment, lang, notifyAction, switchHref }: ResultPageInput): string {
  const t = texts[lang];
  const approved = payment.status === 'approved';
  const reason = t.declineReasons[(payment.declineReason ?? 'card_declined') as DeclineCode] ?? t.declineReasons.card_declined;
  const pending = !payment.deliveredAt
    ? `<form method="post" action="${escapeHtml(notifyAction)}"><input type="hidden" name="lang" value="${lang}"><p class="note">${t.notifyPending}</p><button type="submit" class="secondary">${t.notifyRetry}</button></form>`
    : '';
  const body = `<section data-testid="result" data-status="${payment.status}">
<h1 class="${approved ? 'ok' : 'bad'}">${approved ? t.approvedTitle : t.declinedTitle}</h1>
${summary(payment, lang)}
<p>${approved ? t.approvedText(formatTry(payment.amount, lang)) : t.declinedText(reason)}</p>
${pending}
<a class="button" href="${escapeHtml(payment.returnUrl)}">${t.back}</a>
</section>`;
  return layout(lang, approved ? t.approvedTitle : t.declinedTitle, body, switchHref);
}

export function renderExpiredPage(payment: DemoGatewayPaymentRow, lang: PageLang, switchHref: string): string {
  const t = texts[lang];
  const body = `<section data-testid="result" data-status="expired"><h1>${t.expiredTitle}</h1>${summary(payment, lang)}<p>${t.expiredText}</p>
<a class="button" href="${escapeHtml(payment.returnUrl)}">${t.back}</a></section>`;
  return layout(lang, t.expiredTitle, body, switchHref);
}

export function renderNotFoundPage(lang: PageLang, switchHref: string): string {
  const t = texts[lang];
  return layout(lang, t.notFoundTitle, `<section><h1>${t.notFoundTitle}</h1><p>${t.notFoundText}</p></section>`, switchHref);
}
