/**
 * The offline card gateway's hosted page (pure HTML strings): what a bank's payment page is on
 * a laptop or in tests. It never asks for a card number — the tester picks the outcome,
 * including each decline reason of SPEC §8 — and every value is escaped.
 */
import type { Locale } from '../../shared/locale';
import { escapeHtml as e } from '../mail';

const TEXTS: Record<
  Locale,
  {
    title: string;
    lead: string;
    amount: string;
    pay: string;
    decline: string;
    cancel: string;
    reasons: Record<'wrong_bank_details' | 'card_expiring' | 'technical', string>;
  }
> = {
  fr: {
    title: 'Paiement sécurisé — passerelle de test',
    lead: "Passerelle hors ligne : aucune carte n'est demandée ni débitée. Choisissez l'issue du paiement.",
    amount: 'Montant',
    pay: 'Accepter le paiement',
    decline: 'Refuser',
    cancel: 'Annuler et revenir à la boutique',
    reasons: {
      wrong_bank_details: 'Coordonnées bancaires erronées',
      card_expiring: 'Carte expirée ou expirant',
      technical: 'Problème technique',
    },
  },
  en: {
    title: 'Secure payment — test gateway',
    lead: 'Offline gateway: no card is asked for or charged. Choose how the payment ends.',
    amount: 'Amount',
    pay: 'Accept the payment',
    decline: 'Decline',
    cancel: 'Cancel and return to the shop',
    reasons: {
      wrong_bank_details: 'Wrong bank details',
      card_expiring: 'Card expired or expiring',
      technical: 'Technical problem',
    },
  },
  es: {
    title: 'Pago seguro — pasarela de prueba',
    lead: 'Pasarela sin conexión: no se pide ni se carga ninguna tarjeta. Elija el resultado del pago.',
    amount: 'Importe',
    pay: 'Aceptar el pago',
    decline: 'Rechazar',
    cancel: 'Cancelar y volver a la tienda',
    reasons: {
      wrong_bank_details: 'Datos bancarios erróneos',
      card_expiring: 'Tarjeta caducada o a punto de caducar',
      technical: 'Problema técnico',
    },
  },
  de: {
    title: 'Sichere Zahlung — Testzugang',
    lead: 'Offline-Zahlungsseite: Es wird keine Karte abgefragt oder belastet. Wählen Sie den Ausgang der Zahlung.',
    amount: 'Betrag',
    pay: 'Zahlung annehmen',
    decline: 'Ablehnen',
    cancel: 'Abbrechen und zum Shop zurückkehren',
    reasons: {
      wrong_bank_details: 'Falsche Bankdaten',
      card_expiring: 'Karte abgelaufen oder läuft ab',
      technical: 'Technisches Problem',
    },
  },
  it: {
    title: 'Pagamento sicuro — gateway di prova',
    lead: 'Gateway offline: nessuna carta viene richiesta né addebitata. Scegli l’esito del pagamento.',
    amount: 'Importo',
    pay: 'Accetta il pagamento',
    decline: 'Rifiuta',
    cancel: 'Annulla e torna al negozio',
    reasons: {
      wrong_bank_details: 'Coordinate bancarie errate',
      card_expiring: 'Carta scaduta o in scadenza',
      technical: 'Problema tecnico',
    },
  },
  pt: {
    title: 'Pagamento seguro — gateway de teste',
    lead: 'Gateway offline: nenhum cartão é pedido nem debitado. Escolha o resultado do pagamento.',
    amount: 'Montante',
    pay: 'Aceitar o pagamento',
    decline: 'Recusar',
    cancel: 'Cancelar e voltar à loja',
    reasons: {
      wrong_bank_details: 'Dados bancários errados',
      card_expiring: 'Cartão expirado ou a expirar',
      technical: 'Problema técnico',
    },
  },
};

const STYLE = `body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:0;background:#f4f4f5;color:#18181b}
main{max-width:480px;margin:48px auto;padding:32px;background:#fff;border-radius:12px;box-shadow:0 4px 24px rgba(0,0,0,.08)}
h1{font-size:22px;margin:0 0 12px}p{line-height:1.5}.amount{font-size:28px;font-weight:700;margin:16px 0}
button{display:block;width:100%;padding:14px;margin:10px 0;border-radius:8px;border:1px solid #d4d4d8;background:#fff;font-size:16px;cursor:pointer}
button.pay{background:#c8102e;border-color:#c8102e;color:#fff;font-weight:600}button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
fieldset{border:1px solid #e4e4e7;border-radius:8px;margin:16px 0;padding:8px 16px}legend{padding:0 4px;color:#52525b}
.note{color:#52525b;font-size:14px}`;

export interface OfflinePageInput {
  locale: Locale;
  reference: string;
  amount: string;
  amountCents: number;
  sig: string;
  orderNumber: string;
}

export function offlinePaymentPage(input: OfflinePageInput): string {
  const t = TEXTS[input.locale];
  const hidden = `<input type="hidden" name="ref" value="${e(input.reference)}">
<input type="hidden" name="amount" value="${e(String(input.amountCents))}">
<input type="hidden" name="sig" value="${e(input.sig)}">`;
  const declines = (Object.keys(t.reasons) as (keyof typeof t.reasons)[])
    .map(
      (reason) =>
        `<button type="submit" name="reason" value="${reason}" data-testid="decline-${reason}">${e(t.decline)} — ${e(t.reasons[reason])}</button>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="${input.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(t.title)}</title>
<style>${STYLE}</style>
</head>
<body><main>
<h1>${e(t.title)}</h1>
<p class="note">${e(t.lead)}</p>
<p>${e(input.orderNumber)}</p>
<p class="amount"><span class="note">${e(t.amount)}</span><br>${e(input.amount)}</p>
<form method="post">
${hidden}
<input type="hidden" name="outcome" value="paid">
<button class="pay" type="submit" data-testid="offline-pay">${e(t.pay)}</button>
</form>
<form method="post">
${hidden}
<input type="hidden" name="outcome" value="refused">
<fieldset><legend>${e(t.decline)}</legend>
${declines}
</fieldset>
</form>
<form method="post">
${hidden}
<input type="hidden" name="outcome" value="cancelled">
<input type="hidden" name="reason" value="user_cancelled">
<button type="submit" data-testid="offline-cancel">${e(t.cancel)}</button>
</form>
</main></body>
</html>
`;
}
