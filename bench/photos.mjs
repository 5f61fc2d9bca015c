// Product photos for the page benchmarks: the staff's upload of generated photos for every article a
// page shows, and the sizes made ahead, so a measured page never waits for a size to be made.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
// The server's own image library, the one that makes the sizes.
const sharp = createRequire(path.join(here, '../server/package.json'))('sharp');

const API = '/Apps/WebObjects/Shop.woa/wa';
const FIRST_ANSWERS = /<script type="application\/json" id="shop-first-answers">(.*?)<\/script>/s;
const FORMATS = ['avif', 'webp', 'jpg'];

/**
 * A photo as a camera would give it, `width` x `height` JPEG: a lit gradient in the colour, under a
 * grain of fine texture (blurred noise, as cloth looks), so every size has real detail to encode.
 */
export async function makeBenchPhoto(width, height, colour, seed = 1) {
  const light = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>` +
      `<radialGradient id="g" cx="${0.3 + (seed % 5) / 10}" cy="0.35" r="0.9"><stop offset="0" stop-color="#f4efe8"/>` +
      `<stop offset="0.55" stop-color="${colour}"/><stop offset="1" stop-color="#1d1b18"/></radialGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  const grain = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
  })
    .blur(1.2)
    .png()
    .toBuffer();
  return sharp(light)
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

async function post(origin, action, body, token) {
  const response = await fetch(`${origin}${API}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-staff-session': token } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${action}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The articles a page's first answer holds (the server sends it with the page). */
async function articlesOf(origin, pagePath) {
  const html = await (await fetch(`${origin}${pagePath}`)).text();
  const block = FIRST_ANSWERS.exec(html);
  if (!block) return [];
  return JSON.parse(block[1]).flatMap((answer) => (answer.path === 'API/read' ? (answer.reply.records ?? []) : []));
}

/**
 * Uploads photos, as the staff do, for every article the list and the product page show (the
 * product's linked articles too): one for the colour a card shows, two for each colour of the
 * product itself; then asks for every size of each, so all are made before anything is measured.
 * Returns the number of photos.
 */
export async function uploadShownPhotos(origin, { listPath, detailPath, width = 1600, height = 2000 }) {
  const { wosid: token } = await post(origin, 'StaffAction/login', { email: 'staff@shop.test', password: 'Staff!2345' });
  const product = (await articlesOf(origin, detailPath))[0];
  const listed = await articlesOf(origin, listPath);
  const linked = product ? [...product.codiciArticoloCompletaLook, ...product.codiciArticoloAccessori].slice(0, 48) : [];
  const related = linked.length
    ? (await post(origin, 'API/read', { entity: 'Articolo', expression: { codArticoli: linked }, pagination: { page: 1, limit: 48 } }))
        .records
    : [];
  const wanted = new Map();
  for (const article of [...listed, ...related]) {
    const colour = article.immagini[0]?.codColore;
    if (colour) wanted.set(`${article.codArticolo}\u0000${colour}`, { codArticolo: article.codArticolo, codColore: colour, count: 1 });
  }
  for (const colour of product?.colori ?? [])
    wanted.set(`${product.codArticolo}\u0000${colour.codColore}`, {
      codArticolo: product.codArticolo,
      codColore: colour.codColore,
      count: 2,
    });

  const palette = ['#7a4a32', '#3f5d7a', '#6b7a3f', '#8a6d5a', '#2f2f3a', '#b08f6a', '#5c3a4e'];
  const ids = [];
  let seed = 0;
  for (const { codArticolo, codColore, count } of wanted.values()) {
    const form = new FormData();
    form.append('codArticolo', codArticolo);
    form.append('codColore', codColore);
    for (let i = 0; i < count; i += 1) {
      seed += 1;
      const photo = await makeBenchPhoto(width, height, palette[seed % palette.length], seed);
      form.append('foto', new Blob([photo], { type: 'image/jpeg' }), `foto-${seed}.jpg`);
    }
    const response = await fetch(`${origin}${API}/StaffAction/photoUpload`, {
      method: 'POST',
      headers: { 'x-staff-session': token },
      body: form,
    });
    if (!response.ok) throw new Error(`photoUpload ${codArticolo}/${codColore}: ${response.status} ${await response.text()}`);
    const reply = await response.json();
    ids.push(...reply.photos.filter((photo) => photo.codColore === codColore).map((photo) => ({ id: photo.id, widths: photo.widths })));
  }
  // Every size in every format, one photo at a time (the server makes each once, however asked).
  for (const { id, widths } of ids) {
    await Promise.all(
      widths.flatMap((served) =>
        FORMATS.map(async (format) => {
          const response = await fetch(`${origin}/media/photos/${id}/${served}.${format}`);
          if (!response.ok) throw new Error(`/media/photos/${id}/${served}.${format}: ${response.status}`);
          await response.arrayBuffer();
        }),
      ),
    );
  }
  return ids.length;
}
