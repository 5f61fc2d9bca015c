import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTAINER_NAMES, type Container, type ListReply, type RemoteManifest } from '@shop/shared/contracts';
import { formatCents } from '@shop/shared/money';
import { eq, inArray, sql } from 'drizzle-orm';
import { containers } from '../../core/db/schema';
import { SHIPPING_RATES } from '../../checkout/pricing/shipping-rates';
import { describeEachDatabase, type TestShop } from '../../../test/support/test-shop';

const LIST = '/Apps/WebObjects/Shop.woa/wa/XAPI/list';

async function content(shop: TestShop, name: string, language: 'ita' | 'eng'): Promise<Container> {
  const response = await shop.app.inject({
    method: 'POST',
    url: LIST,
    headers: { 'x-language-code': language },
    payload: { entity: 'Container', expression: { name } },
  });
  expect(response.statusCode).toBe(200);
  const record = response.json<ListReply<Container>>().records?.[0];
  if (!record) throw new Error(`no container ${name}`);
  return record;
}

const flat = (html: string | null) => (html ?? '').replace(/\s+/g, ' ');

describeEachDatabase('the shop facts in its texts', (shop) => {
  it('the manifest states the seller from configuration', async () => {
    const response = await shop().app.inject({ method: 'GET', url: '/mf/remotes.json' });
    expect(response.json<RemoteManifest>().shop).toEqual({
      ragioneSociale: 'Atelier Lanterna S.r.l.',
      partitaIva: '00743110157',
      sedeLegale: 'Via della Spiga 12, 20121 Milano (MI)',
    });
  });

  it('the terms give the 24-month guarantee and name the company from configuration', async () => {
    const ita = flat((await content(shop(), CONTAINER_NAMES.terms, 'ita')).description);
    expect(ita).toContain('garanzia legale di conformità di 24 mesi');
    expect(ita).toContain('Atelier Lanterna S.r.l., P.IVA 00743110157, con sede legale in Via della Spiga 12, 20121 Milano (MI)');
    expect(ita).not.toMatch(/26 mesi|\{\{/);
    const eng = flat((await content(shop(), CONTAINER_NAMES.terms, 'eng')).description);
    expect(eng).toContain('24-month legal guarantee');
    expect(eng).not.toMatch(/26-month|\{\{/);
  });

  it('the shipping page shows the live table: cost and threshold per country', async () => {
    const ita = flat((await content(shop(), CONTAINER_NAMES.shipping, 'ita')).description);
    const it = SHIPPING_RATES.IT!;
    const fr = SHIPPING_RATES.FR!;
    expect(ita).toContain(
      flat(`In Italia la spedizione costa ${formatCents(it.cost, 'ita')} ed è gratuita per ordini da ${formatCents(it.freeFrom, 'ita')}`),
    );
    expect(ita).toContain(
      flat(`<th scope="row">Francia</th><td>${formatCents(fr.cost, 'ita')}</td><td>${formatCents(fr.freeFrom, 'ita')}</td>`),
    );
    expect(ita).toContain('14 giorni');
    const eng = flat((await content(shop(), CONTAINER_NAMES.shipping, 'eng')).description);
    expect(eng).toContain(flat(`<th scope="row">France</th><td>${formatCents(fr.cost, 'eng')}</td>`));
    expect(eng).not.toContain('{{');
  });

  it('migration 0015 corrects stored terms and adds the shipping page to seeded content, once', async () => {
    const { db } = shop().database;
    await db
      .update(containers)
      .set({
        descriptionIta: sql`replace(${containers.descriptionIta}, '24 mesi', '26 mesi')`,
        descriptionEng: sql`replace(${containers.descriptionEng}, '24-month', '26-month')`,
      })
      .where(eq(containers.name, CONTAINER_NAMES.terms));
    await db.delete(containers).where(inArray(containers.name, [CONTAINER_NAMES.shipping, 'footer-spedizioni']));
    const file = path.join(shop().config.migrationsDir, '0015_terms_guarantee_shipping_page.sql');
    const statements = readFileSync(file, 'utf8').split('--> statement-breakpoint');
    for (let run = 0; run < 2; run += 1) for (const statement of statements) await db.execute(sql.raw(statement));

    const [terms] = await db.select().from(containers).where(eq(containers.name, CONTAINER_NAMES.terms));
    expect(terms?.descriptionIta).toContain('24 mesi');
    expect(terms?.descriptionIta).not.toContain('26 mesi');
    expect(terms?.descriptionEng).toContain('24-month');
    const added = await db
      .select()
      .from(containers)
      .where(inArray(containers.name, [CONTAINER_NAMES.shipping, 'footer-spedizioni']));
    expect(added.map((row) => row.name).sort()).toEqual(['footer-spedizioni', CONTAINER_NAMES.shipping]);
    expect(added.find((row) => row.name === 'footer-spedizioni')?.route).toBe('/spedizioni-e-resi');
    expect(flat((await content(shop(), CONTAINER_NAMES.shipping, 'ita')).description)).toContain('<th scope="row">Italia</th>');
  });
});
