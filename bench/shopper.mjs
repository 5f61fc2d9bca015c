// What the benchmark scripts buy with: an Italian guest and a cart line of one piece.

/** A private Italian guest at checkout (valid fiscal code, province and postcode). */
export const italianGuest = (email) => ({
  tipo_persona: 'F',
  denominazione: 'Giulia Neri',
  email,
  telefono: '3331234567',
  cod_nazione_ope: 'IT',
  indirizzo_ope: 'Via Roma 1',
  cap_ope: '20121',
  comune_ope: 'Milano',
  sigla_provincia_ope: 'MI',
  codice_fiscale: 'NRIGLI80A41F205R',
});

/** One piece of an article in a colour and size (`prog`, the size's position). */
export const onePieceLine = ({ cod, colour, prog }, price) => ({
  riga_ordine_cli: 1,
  cod_articolo: cod,
  cod_spec_1: colour,
  prezzo: price,
  qta_prog: Array.from({ length: prog + 1 }, (_, i) => (i === prog ? 1 : 0)),
});
