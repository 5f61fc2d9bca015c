-- The terms' legal guarantee of conformity is 24 months (Codice del Consumo, art. 128 ss.), not 26.
UPDATE "containers" SET
  "description_ita" = replace("description_ita", '26 mesi', '24 mesi'),
  "description_eng" = replace(replace("description_eng", '26-month', '24-month'), '26 months', '24 months'),
  "updated_at" = now()
WHERE "name" = 'terms-and-conditions';
--> statement-breakpoint
-- A shop whose content is already seeded gets the shipping and returns page (its costs are placeholders
-- the server fills from its shipping table); an empty database gets it from the seed instead.
INSERT INTO "containers" ("parent_id", "name", "title_ita", "title_eng", "show_title", "description_ita", "description_eng", "container_class", "published", "position")
SELECT NULL, 'spedizioni-e-resi', 'Spedizioni e resi', 'Shipping and returns', true, $ita$<h2>Costi di spedizione</h2>
<p>Spediamo con corriere espresso in tutti i paesi dell'Unione europea. In Italia la spedizione costa {{spedizione_IT}} ed è gratuita per ordini da {{gratuita_IT}}. Il costo per ogni paese e la soglia oltre la quale la spedizione è gratuita:</p>
{{tabella_spedizioni}}
<p>I prezzi comprendono l'IVA del paese di destinazione; il costo di spedizione è calcolato nel carrello per il paese scelto.</p>
<h2>Tempi di consegna</h2>
<p>Prepariamo l'ordine entro 1 giorno lavorativo dalla conferma del pagamento. La consegna avviene in 1-3 giorni lavorativi in Italia e in 3-7 giorni lavorativi negli altri paesi dell'Unione europea. Ricevi per e-mail il numero di tracciamento della spedizione.</p>
<h2>Diritto di recesso</h2>
<p>Puoi recedere dall'acquisto entro 14 giorni dalla consegna, senza indicarne il motivo (Codice del Consumo, artt. 52 e seguenti). Il rimborso, comprese le spese di consegna iniziali, avviene sullo stesso mezzo di pagamento entro 14 giorni dalla comunicazione del recesso, una volta ricevuta la merce.</p>
<h2>Come fare un reso</h2>
<ol><li>Scrivici dalla pagina Contatti entro 14 giorni dalla consegna, indicando il numero d'ordine e i capi che restituisci.</li><li>Imballa i capi non indossati, con le etichette originali, nella loro confezione.</li><li>Spedisci il pacco entro 14 giorni dalla comunicazione del recesso all'indirizzo che ti indichiamo: le spese di restituzione sono a tuo carico.</li></ol>
<p>I capi sono coperti dalla garanzia legale di conformità di 24 mesi dalla consegna.</p>$ita$, $eng$<h2>Shipping costs</h2>
<p>We ship by express courier to every country of the European Union. Shipping to Italy costs {{spedizione_IT}} and is free for orders from {{gratuita_IT}}. The cost for each country and the amount from which shipping is free:</p>
{{tabella_spedizioni}}
<p>Prices include the destination country's VAT; the cart works out the shipping cost for the country you choose.</p>
<h2>Delivery times</h2>
<p>We prepare your order within 1 working day of the payment's confirmation. Delivery takes 1-3 working days in Italy and 3-7 working days elsewhere in the European Union. You receive the tracking number by e-mail.</p>
<h2>Right of withdrawal</h2>
<p>You may withdraw from your purchase within 14 days of delivery without giving a reason (Italian Consumer Code, Articles 52 ff.). We refund the same payment method, initial delivery costs included, within 14 days of your notice, once we have received the goods.</p>
<h2>How to return</h2>
<ol><li>Write to us from the Contact page within 14 days of delivery, with the order number and the items you are returning.</li><li>Pack the unworn items, with their original labels, in their packaging.</li><li>Send the parcel within 14 days of your notice to the address we give you: return costs are yours.</li></ol>
<p>Every item carries the 24-month legal guarantee of conformity from delivery.</p>$eng$, 'CONTENT', true,
  (SELECT coalesce(max("position"), 0) + 1 FROM "containers" WHERE "parent_id" IS NULL)
WHERE EXISTS (SELECT 1 FROM "containers" WHERE "name" = 'footer')
  AND NOT EXISTS (SELECT 1 FROM "containers" WHERE "name" = 'spedizioni-e-resi');
--> statement-breakpoint
-- ...and its link in the footer's customer-care section.
INSERT INTO "containers" ("parent_id", "name", "title_ita", "title_eng", "container_class", "published", "position", "route")
SELECT "section"."id", 'footer-spedizioni', 'Spedizioni e resi', 'Shipping and returns', 'CONTENT', true,
  (SELECT coalesce(max("position"), 0) + 1 FROM "containers" WHERE "parent_id" = "section"."id"), '/spedizioni-e-resi'
FROM "containers" "section"
WHERE "section"."name" = 'footer-assistenza'
  AND NOT EXISTS (SELECT 1 FROM "containers" WHERE "name" = 'footer-spedizioni');
