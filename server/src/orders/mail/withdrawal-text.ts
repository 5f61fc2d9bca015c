import type { ShopFiscalSettings } from '../invoice/invoice-document';

/** The trader's name and postal address in one line: where a withdrawal is sent and returns go. */
export const traderAddress = (seller: ShopFiscalSettings): string =>
  `${seller.denominazione}, ${[seller.indirizzo, seller.numeroCivico].filter(Boolean).join(' ')}, ${seller.cap} ${seller.comune} (${seller.provincia}), Italia`;

/**
 * The withdrawal information and the model withdrawal form (Directive 2011/83/EU, Annex I(A) and
 * I(B); Codice del Consumo art. 49 and Allegato I), which the order confirmation gives the buyer on
 * a durable medium. The trader's identity is the shop's own fiscal data.
 */
export function withdrawalText(language: 'ita' | 'eng', seller: ShopFiscalSettings, days: number, accountUrl: string): string[] {
  const address = traderAddress(seller);
  const contact = [seller.email, seller.telefono].filter(Boolean).join(', ');
  if (language === 'eng') {
    return [
      'RIGHT OF WITHDRAWAL',
      `You have the right to withdraw from this contract within ${days} days without giving any reason. The withdrawal period will expire after ${days} days from the day on which you acquire, or a third party other than the carrier and indicated by you acquires, physical possession of the goods (of the last item, when they arrive separately).`,
      `To exercise the right of withdrawal, you must inform us (${address}; ${contact}) of your decision to withdraw from this contract by an unequivocal statement, for example a letter or an e-mail, or with the return request in your account (${accountUrl}). You may use the model withdrawal form below, but it is not obligatory. To meet the withdrawal deadline, it is sufficient for you to send your communication before the withdrawal period has expired.`,
      'Effects of withdrawal: we will reimburse all payments received from you, including the costs of delivery (except the supplementary costs of a delivery other than the least expensive standard delivery we offer), without undue delay and in any event not later than 14 days from the day on which we are informed of your decision, using the same means of payment you used. We may withhold reimbursement until we have received the goods back or you have supplied evidence of having sent them back, whichever is the earliest. You shall send back the goods without undue delay and in any event not later than 14 days from the day on which you communicate your withdrawal. You will have to bear the direct cost of returning the goods. You are only liable for any diminished value of the goods resulting from handling other than what is necessary to establish their nature, characteristics and functioning.',
      '',
      'MODEL WITHDRAWAL FORM (complete and return this form only if you wish to withdraw from the contract)',
      `- To ${address}, ${seller.email}:`,
      '- I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*),',
      '- Ordered on (*)/received on (*),',
      '- Name of consumer(s),',
      '- Address of consumer(s),',
      '- Signature of consumer(s) (only if this form is notified on paper),',
      '- Date',
      '(*) Delete as appropriate.',
    ];
  }
  return [
    'DIRITTO DI RECESSO',
    `Hai il diritto di recedere dal contratto, senza indicarne le ragioni, entro ${days} giorni. Il periodo di recesso scade dopo ${days} giorni dal giorno in cui tu o un terzo da te designato, diverso dal vettore, acquisite il possesso fisico dei beni (dell'ultimo bene, se arrivano separatamente).`,
    `Per esercitare il diritto di recesso, devi informarci (${address}; ${contact}) della tua decisione di recedere dal contratto tramite una dichiarazione esplicita, ad esempio lettera o e-mail, oppure con la richiesta di reso nella tua area personale (${accountUrl}). Puoi utilizzare il modulo tipo di recesso qui sotto, ma non è obbligatorio. Per rispettare il termine di recesso è sufficiente che tu invii la comunicazione prima della scadenza del periodo di recesso.`,
    'Effetti del recesso: ti rimborseremo tutti i pagamenti ricevuti, compresi i costi di consegna (eccettuati i costi supplementari di un tipo di consegna diverso da quello meno costoso da noi offerto), senza indebito ritardo e comunque entro 14 giorni dal giorno in cui siamo informati della tua decisione, con lo stesso mezzo di pagamento da te usato. Possiamo trattenere il rimborso finché non abbiamo ricevuto i beni oppure finché non hai dimostrato di averli rispediti, se precedente. Sei pregato di rispedire i beni senza indebiti ritardi e comunque entro 14 giorni dal giorno in cui ci hai comunicato il recesso. I costi diretti della restituzione dei beni sono a tuo carico. Sei responsabile unicamente della diminuzione del valore dei beni risultante da una manipolazione diversa da quella necessaria per stabilirne la natura, le caratteristiche e il funzionamento.',
    '',
    'MODULO DI RECESSO TIPO (compilare e restituire il presente modulo solo se si desidera recedere dal contratto)',
    `- Destinatario: ${address}, ${seller.email}`,
    '- Con la presente io/noi (*) notifichiamo il recesso dal mio/nostro (*) contratto di vendita dei seguenti beni (*)',
    '- Ordinato il (*)/ricevuto il (*)',
    '- Nome del/dei consumatore(i)',
    '- Indirizzo del/dei consumatore(i)',
    '- Firma del/dei consumatore(i) (solo se il presente modulo è notificato in versione cartacea)',
    '- Data',
    '(*) Cancellare la dicitura inutile.',
  ];
}
