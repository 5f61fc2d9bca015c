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
<h3>1. Oggetto</h3><p>Le presenti condizioni regolano la vendita a distanza dei prodotti presentati sul sito. Inviando un ordine dichiari di averle lette e accettate.</p>
<h3>2. Prezzi e pagamento</h3><p>I prezzi sono espressi in euro e comprendono l'IVA. Il pagamento avviene con carta di credito tramite il circuito sicuro del nostro gestore dei pagamenti; l'importo è addebitato alla conferma dell'ordine.</p>
<h3>3. Spedizione</h3><p>Spediamo in tutti i paesi dell'Unione europea. Il confezionamento è gratuito e sostenibile; su richiesta prepariamo l'ordine come regalo, senza prezzi all'interno.</p>
<h3>4. Diritto di recesso</h3><p>Hai 14 giorni dalla consegna per restituire i capi non indossati, con le etichette originali. Il rimborso avviene sullo stesso mezzo di pagamento entro 14 giorni dal rientro della merce.</p>
<h3>5. Garanzia</h3><p>Tutti i prodotti sono coperti dalla garanzia legale di conformità di 26 mesi prevista dal Codice del Consumo.</p>`,
  eng: `<h2>General terms of sale</h2>
<h3>1. Scope</h3><p>These terms govern the distance sale of the products shown on this site. By placing an order you confirm that you have read and accepted them.</p>
<h3>2. Prices and payment</h3><p>Prices are in euro and include VAT. Payment is by credit card through our payment provider's secure service; the amount is charged when the order is confirmed.</p>
<h3>3. Shipping</h3><p>We ship to every country of the European Union. Packaging is free and sustainable; on request we prepare your order as a gift, with no prices inside.</p>
<h3>4. Right of withdrawal</h3><p>You have 14 days from delivery to return unworn items with their original labels. We refund the same payment method within 14 days of receiving the goods.</p>
<h3>5. Warranty</h3><p>Every product carries the 26-month legal guarantee of conformity provided by Italian consumer law.</p>`,
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
<p>Atelier Lanterna, Via della Spiga 1, 20121 Milano</p>`,
  eng: `<p>We are here Monday to Friday, 9am to 6pm. Write to us for sizing advice, an order's status or a return: we answer within one working day.</p>
<p>Atelier Lanterna, Via della Spiga 1, 20121 Milan, Italy</p>`,
};
