/** Long texts of the content pages, Italian and English. */

export const PRIVACY = {
  ita: `<h2>Informativa sul trattamento dei dati personali</h2>
<p>Ai sensi dell'art. 13 del Regolamento (UE) 2016/679 ti informiamo che i dati che ci fornisci compilando il modulo di contatto, la registrazione o l'iscrizione alla newsletter sono trattati dal titolare del negozio per rispondere alle tue richieste, gestire il tuo account e i tuoi ordini e, solo con il tuo consenso, inviarti comunicazioni commerciali.</p>
<p>I dati sono conservati per il tempo necessario alle finalità indicate e agli obblighi di legge, non sono diffusi e sono comunicati soltanto ai fornitori che ci aiutano a erogare il servizio (spedizioni, pagamenti, posta elettronica), nominati responsabili del trattamento.</p>
<p>Puoi chiedere in ogni momento l'accesso, la rettifica, la cancellazione o la limitazione dei tuoi dati, opporti al trattamento e revocare il consenso scrivendo all'indirizzo indicato nella pagina Contatti. Hai inoltre diritto di proporre reclamo al Garante per la protezione dei dati personali.</p>`,
  eng: `<h2>Privacy notice</h2>
<p>Under Article 13 of Regulation (EU) 2016/679, we inform you that the data you give us through the contact form, registration or newsletter sign-up are processed by the shop's data controller to answer your requests, manage your account and orders and, only with your consent, send you marketing messages.</p>
<p>Data are kept only as long as needed for these purposes and for legal obligations. They are never published and are shared only with the providers that help us run the service (shipping, payments, e-mail), appointed as data processors.</p>
<p>You may at any time ask for access, correction, erasure or restriction of your data, object to processing and withdraw consent by writing to the address on the Contact page. You also have the right to lodge a complaint with the Italian Data Protection Authority.</p>`,
};

export const TERMS = {
  ita: `<h2>Condizioni generali di vendita</h2>
<h3>1. Oggetto</h3><p>Le presenti condizioni regolano la vendita a distanza dei prodotti presentati sul sito da parte di {{ragione_sociale}}, P.IVA {{partita_iva}}, con sede legale in {{sede_legale}}. Inviando un ordine dichiari di averle lette e accettate.</p>
<h3>2. Prezzi e pagamento</h3><p>I prezzi sono espressi in euro e comprendono l'IVA. Il pagamento avviene con carta di credito tramite il circuito sicuro del nostro gestore dei pagamenti; l'importo è addebitato alla conferma dell'ordine.</p>
<h3>3. Spedizione</h3><p>Spediamo in tutti i paesi dell'Unione europea; costi, soglie di spedizione gratuita e tempi di consegna sono nella pagina Spedizioni e resi. Il confezionamento è gratuito e sostenibile; su richiesta prepariamo l'ordine come regalo, senza prezzi all'interno.</p>
<h3>4. Diritto di recesso</h3><p>Hai 14 giorni dalla consegna per restituire i capi non indossati, con le etichette originali. Il rimborso avviene sullo stesso mezzo di pagamento entro 14 giorni dal rientro della merce.</p>
<h3>5. Garanzia</h3><p>Tutti i prodotti sono coperti dalla garanzia legale di conformità di 24 mesi dalla consegna prevista dal Codice del Consumo (artt. 128 e seguenti).</p>`,
  eng: `<h2>General terms of sale</h2>
<h3>1. Scope</h3><p>These terms govern the distance sale of the products shown on this site by {{ragione_sociale}}, VAT number IT{{partita_iva}}, registered office {{sede_legale}}, Italy. By placing an order you confirm that you have read and accepted them.</p>
<h3>2. Prices and payment</h3><p>Prices are in euro and include VAT. Payment is by credit card through our payment provider's secure service; the amount is charged when the order is confirmed.</p>
<h3>3. Shipping</h3><p>We ship to every country of the European Union; costs, free-shipping thresholds and delivery times are on the Shipping and returns page. Packaging is free and sustainable; on request we prepare your order as a gift, with no prices inside.</p>
<h3>4. Right of withdrawal</h3><p>You have 14 days from delivery to return unworn items with their original labels. We refund the same payment method within 14 days of receiving the goods.</p>
<h3>5. Warranty</h3><p>Every product carries the 24-month legal guarantee of conformity from delivery provided by the Italian Consumer Code (Articles 128 ff.).</p>`,
};

/** The shipping page: costs and thresholds are placeholders the server fills from its live shipping table. */
export const SHIPPING = {
  ita: `<h2>Costi di spedizione</h2>
<p>Spediamo con corriere espresso in tutti i paesi dell'Unione europea. In Italia la spedizione costa {{spedizione_IT}} ed è gratuita per ordini da {{gratuita_IT}}. Il costo per ogni paese e la soglia oltre la quale la spedizione è gratuita:</p>
{{tabella_spedizioni}}
<p>I prezzi comprendono l'IVA del paese di destinazione; il costo di spedizione è calcolato nel carrello per il paese scelto.</p>
<h2>Tempi di consegna</h2>
<p>Prepariamo l'ordine entro 1 giorno lavorativo dalla conferma del pagamento. La consegna avviene in 1-3 giorni lavorativi in Italia e in 3-7 giorni lavorativi negli altri paesi dell'Unione europea. Ricevi per e-mail il numero di tracciamento della spedizione.</p>
<h2>Diritto di recesso</h2>
<p>Puoi recedere dall'acquisto entro 14 giorni dalla consegna, senza indicarne il motivo (Codice del Consumo, artt. 52 e seguenti). Il rimborso, comprese le spese di consegna iniziali, avviene sullo stesso mezzo di pagamento entro 14 giorni dalla comunicazione del recesso, una volta ricevuta la merce.</p>
<h2>Come fare un reso</h2>
<ol><li>Scrivici dalla pagina Contatti entro 14 giorni dalla consegna, indicando il numero d'ordine e i capi che restituisci.</li><li>Imballa i capi non indossati, con le etichette originali, nella loro confezione.</li><li>Spedisci il pacco entro 14 giorni dalla comunicazione del recesso all'indirizzo che ti indichiamo: le spese di restituzione sono a tuo carico.</li></ol>
<p>I capi sono coperti dalla garanzia legale di conformità di 24 mesi dalla consegna.</p>`,
  eng: `<h2>Shipping costs</h2>
<p>We ship by express courier to every country of the European Union. Shipping to Italy costs {{spedizione_IT}} and is free for orders from {{gratuita_IT}}. The cost for each country and the amount from which shipping is free:</p>
{{tabella_spedizioni}}
<p>Prices include the destination country's VAT; the cart works out the shipping cost for the country you choose.</p>
<h2>Delivery times</h2>
<p>We prepare your order within 1 working day of the payment's confirmation. Delivery takes 1-3 working days in Italy and 3-7 working days elsewhere in the European Union. You receive the tracking number by e-mail.</p>
<h2>Right of withdrawal</h2>
<p>You may withdraw from your purchase within 14 days of delivery without giving a reason (Italian Consumer Code, Articles 52 ff.). We refund the same payment method, initial delivery costs included, within 14 days of your notice, once we have received the goods.</p>
<h2>How to return</h2>
<ol><li>Write to us from the Contact page within 14 days of delivery, with the order number and the items you are returning.</li><li>Pack the unworn items, with their original labels, in their packaging.</li><li>Send the parcel within 14 days of your notice to the address we give you: return costs are yours.</li></ol>
<p>Every item carries the 24-month legal guarantee of conformity from delivery.</p>`,
};

const sizeRows = [
  ['XS', '38', '80-84', '62-66', '86-90'],
  ['S', '40', '84-88', '66-70', '90-94'],
  ['M', '42', '88-92', '70-74', '94-98'],
  ['L', '44', '92-96', '74-78', '98-102'],
  ['XL', '46', '96-100', '78-82', '102-106'],
  ['XXL', '48', '100-104', '82-86', '106-110'],
];

const sizeTable = (headers: string[]) =>
  `<table><thead><tr>${headers.map((h) => `<th scope="col">${h}</th>`).join('')}</tr></thead><tbody>${sizeRows
    .map((row) => `<tr>${row.map((cell, i) => (i === 0 ? `<th scope="row">${cell}</th>` : `<td>${cell}</td>`)).join('')}</tr>`)
    .join('')}</tbody></table>`;

export const SIZE_GUIDE = {
  ita: `<p>Le misure sono in centimetri e si riferiscono al corpo, non al capo. Se sei tra due taglie scegli la più grande per una vestibilità comoda, la più piccola per una linea aderente.</p>
${sizeTable(['Taglia', 'IT', 'Petto', 'Vita', 'Fianchi'])}
<p>Per le taglie numeriche da uomo (44-56) la taglia corrisponde alla metà della circonferenza del torace. Accessori e sciarpe sono in taglia unica.</p>`,
  eng: `<p>Measurements are in centimetres and refer to the body, not the garment. Between two sizes, choose the larger for an easy fit and the smaller for a close one.</p>
${sizeTable(['Size', 'IT', 'Chest', 'Waist', 'Hips'])}
<p>For men's numeric sizes (44-56) the size is half the chest circumference. Accessories and scarves are one size.</p>`,
};

export const CONTACT_INTRO = {
  ita: `<p>Siamo a tua disposizione dal lunedì al venerdì, dalle 9 alle 18. Scrivici per una consulenza sulle taglie, lo stato di un ordine o un reso: rispondiamo entro un giorno lavorativo.</p>
<p>{{ragione_sociale}}, {{sede_legale}}</p>`,
  eng: `<p>We are here Monday to Friday, 9am to 6pm. Write to us for sizing advice, an order's status or a return: we answer within one working day.</p>
<p>{{ragione_sociale}}, {{sede_legale}}, Italy</p>`,
};
