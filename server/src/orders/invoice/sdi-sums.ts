import { divideRounded, toCents } from '@shop/shared/money';

/**
 * The SDI's arithmetic checks on a FatturaPA file, for tests (the rules behind its errors 00400,
 * 00401, 00419, 00421, 00422, 00423, 00429, 00430): every line's PrezzoTotale is its unit price
 * times its quantity; a line or summary at AliquotaIVA 0 has a Natura and only then; every rate and
 * Natura of the lines has its summary, whose ImponibileImporto is their PrezzoTotale plus
 * Arrotondamento and whose Imposta is ImponibileImporto x AliquotaIVA to the cent (one cent of
 * tolerance). Returns what breaks them; none for a good file.
 */
export function sdiSumErrors(xml: string): string[] {
  const errors: string[] = [];
  const field = (block: string, name: string): string | undefined => new RegExp(`<${name}>([^<]*)</${name}>`).exec(block)?.[1];
  const cents = (text: string | undefined): number => toCents(text ?? '0');
  const lines = [...xml.matchAll(/<DettaglioLinee>([\s\S]*?)<\/DettaglioLinee>/g)].map((m) => m[1] ?? '');
  const summaries = [...xml.matchAll(/<DatiRiepilogo>([\s\S]*?)<\/DatiRiepilogo>/g)].map((m) => m[1] ?? '');
  const netByKey = new Map<string, number>();
  for (const line of lines) {
    const number = field(line, 'NumeroLinea');
    const quantity = Number(field(line, 'Quantita') ?? '1');
    const unit = cents(field(line, 'PrezzoUnitario'));
    const total = cents(field(line, 'PrezzoTotale'));
    if (unit * quantity !== total) errors.push(`line ${number}: ${unit} x ${quantity} != ${total}`);
    const rate = field(line, 'AliquotaIVA') ?? '';
    const natura = field(line, 'Natura');
    if ((cents(rate) === 0) !== (natura !== undefined)) errors.push(`line ${number}: AliquotaIVA ${rate} with Natura ${natura ?? 'none'}`);
    const key = `${rate}|${natura ?? ''}`;
    netByKey.set(key, (netByKey.get(key) ?? 0) + total);
  }
  const seen = new Set<string>();
  for (const summary of summaries) {
    const rate = field(summary, 'AliquotaIVA') ?? '';
    const natura = field(summary, 'Natura');
    const key = `${rate}|${natura ?? ''}`;
    if (seen.has(key)) errors.push(`summary ${key} twice`);
    seen.add(key);
    if ((cents(rate) === 0) !== (natura !== undefined)) errors.push(`summary: AliquotaIVA ${rate} with Natura ${natura ?? 'none'}`);
    const taxable = cents(field(summary, 'ImponibileImporto'));
    const rounding = cents(field(summary, 'Arrotondamento'));
    const rows = netByKey.get(key);
    if (rows === undefined) errors.push(`summary ${key} has no lines`);
    else if (rows + rounding !== taxable) errors.push(`summary ${key}: lines ${rows} + rounding ${rounding} != ${taxable}`);
    const tax = cents(field(summary, 'Imposta'));
    const expected = divideRounded(taxable * cents(rate), 10_000);
    if (Math.abs(expected - tax) > 1) errors.push(`summary ${key}: Imposta ${tax}, expected ${expected}`);
  }
  for (const key of netByKey.keys()) if (!seen.has(key)) errors.push(`lines ${key} have no summary`);
  return errors;
}
