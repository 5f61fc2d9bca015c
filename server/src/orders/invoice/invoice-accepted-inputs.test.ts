import {
  accountUpdateSchema,
  guestCustomerSchema,
  registrationPayloadSchema,
  type ConfirmCartReply,
  type GuestCustomerInput,
  type RegistrationInput,
} from '@shop/shared/contracts';
import { eq } from 'drizzle-orm';
import { invoices, orders } from '../../core/db/schema';
import { escapeHtml } from '../../core/lib/html';
import { cartOf, pickSizes, setStock, type StockKey } from '../../../test/reliability/shopper';
import { callAction, italianPrivate, register, VALID_CF, VALID_VAT } from '../../../test/support/account-fixtures';
import { signedResult } from '../../../test/support/checkout-fixtures';
import { describeEachDatabase } from '../../../test/support/test-shop';
import { validateFatturaPa } from './fatturapa-schema';
import { fatturaPaXml } from './fatturapa-xml';
import type { InvoiceDocument } from './invoice-document';
import { progressivoInvio } from './invoice-number';
import { sdiSumErrors } from './sdi-sums';

/**
 * The worst the contracts let through — every line at its longest, accents, apostrophes, quotes
 * and markup, letters outside Latin-1, codes typed in lower case with spaces, buyers abroad — must
 * still make invoices the official schema and the SDI's sums take.
 */

const base = '/Apps/WebObjects/Shop.woa/wa';

/** `text` cut or padded to exactly `length` characters (no trailing space, whole characters). */
const exactly = (text: string, length: number): string => {
  const padded = text.padEnd(length, " d'Èé");
  return padded.length === length && !padded.endsWith(' ') ? padded : `${padded.slice(0, length - 1)}à`;
};

const italianPerson: GuestCustomerInput = {
  tipo_persona: 'F',
  denominazione: exactly("Maria Grazia D'Àngelo Dell'Orto Ñúñez Østergård Œuvre \u{1F600}", 60),
  email: 'maria.grazia@example.it',
  telefono: exactly('+39 (06) 1234-5678 int. 9', 30),
  cod_nazione_ope: 'it',
  indirizzo_ope: exactly("Via dell'Università «Ca' Foscari», 1/B – scala C", 60),
  cap_ope: '00118',
  comune_ope: exactly("Sant'Angelo in Vado d'Aspromonte", 60),
  sigla_provincia_ope: 'rm',
  codice_fiscale: 'rccmnl83s18d969h',
};

const italianCompany: GuestCustomerInput = {
  tipo_persona: 'G',
  denominazione: exactly('Sartoria "Al Duomo" & Figli <Fratelli> S.r.l.', 60),
  email: 'amministrazione@sartoria-duomo.example',
  telefono: '02 1234567',
  cod_nazione_ope: 'IT',
  indirizzo_ope: exactly('Corso Magenta 10 <scala A> & "cortile"', 60),
  cap_ope: '20123',
  comune_ope: 'Milano',
  sigla_provincia_ope: 'MI',
  codice_fiscale: '12345670017',
  partita_iva: '123 456 700 17',
  codice_destinatario_sdi: 'm5uxcr1',
};

const guests: Record<string, GuestCustomerInput> = {
  'an Italian person with every line at its longest': italianPerson,
  'an Italian company with markup in its name and a spaced partita IVA': italianCompany,
  'an Italian company reached by PEC': {
    ...italianCompany,
    denominazione: "L'Atelier dell'Ago S.n.c.",
    partita_iva: '02112340019',
    codice_fiscale: '02112340019',
    codice_destinatario_sdi: '',
    email_pec: 'atelier.ago@pec.example.it',
  },
  'a French company with its VAT number in lower case and spaces': {
    tipo_persona: 'G',
    denominazione: exactly('Maison Lefèvre & Fils — Haute Couture SARL', 60),
    email: 'achats@maison-lefevre.example',
    telefono: '+33 1 42 00 00 00',
    cod_nazione_ope: 'FR',
    indirizzo_ope: exactly('8 rue du Faubourg Saint-Honoré, bâtiment « Œ »', 60),
    cap_ope: 'CEDEX 08 ABC',
    comune_ope: exactly('Paris 8e Arrondissement', 60),
    sigla_provincia_ope: 'EE',
    codice_fiscale: '00000000000',
    partita_iva: '00000000000',
    partita_iva_cee: 'fr 40 303 265 045',
  },
  'a German company': {
    tipo_persona: 'G',
    denominazione: 'Modehaus Müller GmbH & Co. KG',
    email: 'einkauf@modehaus-mueller.example',
    telefono: '+49 30 1234567',
    cod_nazione_ope: 'DE',
    indirizzo_ope: exactly('Friedrichstraße 101, Hinterhaus, 3. Obergeschoss', 60),
    cap_ope: '10117',
    comune_ope: 'Berlin',
    sigla_provincia_ope: 'EE',
    codice_fiscale: '00000000000',
    partita_iva: '00000000000',
    partita_iva_cee: 'DE136695976',
  },
  'a person abroad with a name in Greek letters': {
    tipo_persona: 'F',
    denominazione: 'Δημήτρης Παπαδόπουλος',
    email: 'dimitris@example.gr',
    telefono: '+30 21 0123 4567',
    cod_nazione_ope: 'GR',
    indirizzo_ope: 'Οδός Ερμού 12',
    cap_ope: '105 63',
    comune_ope: 'Αθήνα',
    sigla_provincia_ope: 'EE',
    codice_fiscale: '00000000000',
    partita_iva: '00000000000',
  },
  'a person abroad with one word for a name and an Italian codice fiscale': {
    tipo_persona: 'F',
    denominazione: 'Cher',
    email: 'cher@example.es',
    telefono: '+34 91 123 4567',
    cod_nazione_ope: 'ES',
    indirizzo_ope: "Calle de l'Alcalá 1",
    cap_ope: '28014',
    comune_ope: 'Madrid',
    sigla_provincia_ope: 'EE',
    codice_fiscale: VALID_CF,
    partita_iva: '00000000000',
  },
  'a person shipping abroad and billed in Italy': {
    ...italianPerson,
    cod_nazione_ope: 'AT',
    cap_ope: '1010',
    comune_ope: 'Wien',
    sigla_provincia_ope: 'EE',
    indirizzo_amm: exactly("Piazza dell'Unità d'Italia 4", 60),
    cap_amm: '34121',
    comune_amm: 'Trieste',
    sigla_provincia_amm: 'ts',
    cod_nazione_amm: 'it',
  },
};

const registered: Record<string, RegistrationInput> = {
  'an Italian company with the longest names it may have': {
    ...italianPrivate('ditta.lunga@example.it'),
    isCompany: true,
    name: exactly("Gian Maria D'Alessandro", 60),
    surname: exactly("Dell'Acqua Bianchi", 60),
    company: exactly('Confezioni "Il Filo d\'Oro" di Gian Maria & C. S.a.s.', 80),
    codiceFiscale: VALID_CF,
    partitaIva: VALID_VAT,
    pec: 'filodoro@pec.example.it',
    destination: {
      address: exactly("Via dell'Indipendenza 1/C", 60),
      postalCode: '40121',
      town: exactly("Castel San Pietro Terme d'Emilia", 60),
      state: 'bo',
      country: 'IT',
      phone: '+39 051 123456',
    },
  },
  'a private Italian customer whose name and surname fill the company column': {
    ...italianPrivate('nome.lungo@example.it'),
    name: exactly('Maria Antonietta Giuseppina', 60),
    surname: exactly("Dell'Orto Saint-Just", 60),
  },
  'a German company billed at home and shipped to Italy': {
    ...italianPrivate('firma.lang@example.de'),
    isCompany: true,
    company: exactly('Modehaus Müller & Söhne GmbH', 80),
    codiceFiscale: '',
    partitaIva: 'de 136 695 976',
    differentShipping: true,
    destination: { address: 'Via Roma 1', postalCode: '00184', town: 'Roma', state: 'RM', country: 'IT', phone: '+39 06 1234567' },
    billing: {
      name: 'Anna',
      surname: 'Müller',
      address: exactly('Friedrichstraße 101, Hinterhaus', 60),
      postalCode: '10117',
      town: 'Berlin',
      state: '',
      country: 'DE',
      phone: '+49 30 1234567',
    },
  },
};

describeEachDatabase('invoices for the nastiest data the contracts accept', (shop) => {
  const db = () => shop().database.db;
  let stock: StockKey;
  let n = 0;
  beforeAll(async () => {
    [stock] = (await pickSizes(db(), 1)) as [StockKey];
    await setStock(db(), stock, 200);
  });

  async function confirm(body: object, token?: string) {
    n += 1;
    const response = await shop().app.inject({
      method: 'POST',
      url: `${base}/AccountAction/confirmCart`,
      payload: body,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      remoteAddress: `10.47.0.${n}`,
    });
    const reply = response.json<ConfirmCartReply>();
    if (reply.error || !reply.payment || !reply.orderId) throw new Error(`checkout refused: ${reply.message}`);
    return { orderId: reply.orderId, payment: reply.payment };
  }

  /** Pays the order and answers its invoice as FatturaPA XML, once the schema and the sums passed. */
  async function payAndInvoice({ orderId, payment }: Awaited<ReturnType<typeof confirm>>): Promise<string> {
    const notified = await shop().app.inject({
      method: 'POST',
      url: `${base}/CartAction/notify`,
      payload: new URLSearchParams(signedResult(shop(), payment.codTrans, payment.importo, 'OK')).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(notified.statusCode).toBe(200);
    const [order] = await db().select().from(orders).where(eq(orders.orderId, orderId));
    const [invoice] = await db().select().from(invoices).where(eq(invoices.orderId, order!.id));
    expect(invoice).toBeDefined();
    const doc = invoice!.document as InvoiceDocument;
    const xml = fatturaPaXml(doc, progressivoInvio(doc));
    expect(await validateFatturaPa(xml)).toEqual({ valid: true, errors: [] });
    expect(sdiSumErrors(xml)).toEqual([]);
    return xml;
  }

  it.each(Object.entries(guests))('invoices %s', async (_name, guest) => {
    expect(guestCustomerSchema.safeParse(guest).error?.issues).toBeUndefined();
    const xml = await payAndInvoice(await confirm({ cart: cartOf([{ stock, pieces: 1 }]), cliente: guest, privacy: true }));
    expect(xml).not.toMatch(/<(\w+)><\/\1>/);
  });

  it('keeps the longest Latin lines whole on the invoice', async () => {
    const xml = await payAndInvoice(await confirm({ cart: cartOf([{ stock, pieces: 1 }]), cliente: italianCompany, privacy: true }));
    const buyer = xml.slice(xml.indexOf('<CessionarioCommittente>'));
    expect(buyer).toContain(`<Denominazione>${escapeHtml(italianCompany.denominazione!)}</Denominazione>`);
    expect(buyer).toContain(`<Indirizzo>${escapeHtml(italianCompany.indirizzo_ope!)}</Indirizzo>`);
    expect(buyer).toMatch(/<IdPaese>IT<\/IdPaese>\s*<IdCodice>12345670017<\/IdCodice>/);
    expect(xml).toContain('<CodiceDestinatario>M5UXCR1</CodiceDestinatario>');
  });

  it.each(Object.entries(registered))('invoices %s', async (name, registration) => {
    expect(registrationPayloadSchema.safeParse(registration).error?.issues).toBeUndefined();
    const token = await register(shop(), registration, `10.48.0.${Object.keys(registered).indexOf(name) + 1}`);
    const { user } = (await callAction(shop(), 'storedSession', { xtstoredsession: token })).body;
    // What registration stored, the account edit takes back unchanged.
    expect(accountUpdateSchema.safeParse(user).error?.issues).toBeUndefined();
    const xml = await payAndInvoice(await confirm({ cart: cartOf([{ stock, pieces: 1 }]) }, token));
    expect(xml).not.toMatch(/<(\w+)><\/\1>/);
  });
});
