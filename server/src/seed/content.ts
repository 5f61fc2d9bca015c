import type { Db } from '../core/db/client';
import { containers } from '../core/db/schema';
import { CONTACT_INTRO, PRIVACY, SHIPPING, SIZE_GUIDE, TERMS } from './content-pages';

type Text = { ita: string; eng: string };

interface Node {
  name: string;
  containerClass: string;
  title?: Text;
  description?: Text;
  showTitle?: boolean;
  published?: boolean;
  layoutPosition?: 'Center' | 'Left' | 'Right' | 'Footer';
  directActionName?: string;
  image?: string;
  route?: string;
  externalLink?: string;
  children?: Node[];
}

const t = (ita: string, eng: string): Text => ({ ita, eng });
const p = (ita: string, eng: string): Text => ({ ita: `<p>${ita}</p>`, eng: `<p>${eng}</p>` });
const link = (name: string, title: Text, target: { route?: string; externalLink?: string }): Node => ({
  name,
  containerClass: 'CONTENT',
  title,
  ...target,
});
const picture = (name: string, image: string, layoutPosition: 'Left' | 'Right' | 'Center'): Node => ({
  name,
  containerClass: 'MULTIMEDIA_CONTENT',
  image,
  layoutPosition,
  showTitle: false,
});

const slide = (name: string, title: Text, text: Text, image: string, route: string): Node => ({
  name,
  containerClass: 'MULTIMEDIA_CONTENT',
  title,
  description: text,
  image,
  route,
  layoutPosition: 'Center',
});

/** Home (id 1, the default of the legacy content paths), footer and the named pages. */
const TREE: Node[] = [
  {
    name: 'home',
    containerClass: 'SECTION',
    title: t('Home', 'Home'),
    showTitle: false,
    children: [
      {
        name: 'home-hero',
        containerClass: 'BLOCK',
        directActionName: 'BlockSwiper',
        layoutPosition: 'Center',
        showTitle: false,
        children: [
          slide(
            'home-hero-autunno',
            t('La nuova stagione', 'The new season'),
            p(
              'Lana, cashmere e colori della terra: scopri le novità Autunno-Inverno.',
              'Wool, cashmere and earthy colours: discover the Autumn-Winter arrivals.',
            ),
            '/media/content/banner-autunno.svg',
            '/items/novita',
          ),
          slide(
            'home-hero-maglieria',
            t('Maglieria fatta a regola d’arte', 'Knitwear, made properly'),
            p('Filati italiani rimagliati a mano, da indossare per anni.', 'Italian yarns, hand-linked, to be worn for years.'),
            '/media/content/banner-maglieria.svg',
            '/items/famiglia/MG',
          ),
          slide(
            'home-hero-promo',
            t('Promozioni di stagione', 'Seasonal offers'),
            p('Una selezione di capi a prezzo ridotto, fino a esaurimento.', 'A selection of pieces at reduced prices, while stocks last.'),
            '/media/content/banner-promozioni.svg',
            '/items/promo',
          ),
        ],
      },
      {
        name: 'home-intro',
        containerClass: 'BLOCK',
        directActionName: 'BlockIntroduction',
        layoutPosition: 'Center',
        title: t('Fatto in Italia, pensato per durare', 'Made in Italy, made to last'),
        description: p(
          'Disegniamo pochi capi per stagione e li facciamo produrre da laboratori che conosciamo per nome, tra Biella, Carpi e la Toscana. Tessuti naturali, finiture curate e un confezionamento gratuito e sostenibile.',
          'We design a few pieces each season and have them made by workshops we know by name, between Biella, Carpi and Tuscany. Natural fabrics, careful finishing and free, sustainable packaging.',
        ),
      },
      {
        name: 'home-maglieria',
        containerClass: 'BLOCK',
        directActionName: 'BlockArticle',
        layoutPosition: 'Center',
        title: t('Il ritorno della maglieria', 'Knitwear is back'),
        description: p(
          'Dal girocollo in merino al cardigan in cashmere: i capi che si tramandano. Lavorati su macchine rettilinee e rifiniti a mano, mantengono forma e colore stagione dopo stagione.',
          'From the merino crew-neck to the cashmere cardigan: pieces worth handing down. Knitted on flat machines and finished by hand, they keep their shape and colour season after season.',
        ),
        route: '/items/famiglia/MG',
        children: [picture('home-maglieria-img', '/media/content/portrait-maglieria.svg', 'Left')],
      },
      {
        name: 'home-camicie',
        containerClass: 'BLOCK',
        directActionName: 'BlockArticle',
        layoutPosition: 'Center',
        title: t('Camicie in popeline di cotone', 'Cotton poplin shirts'),
        description: p(
          'Cotone egiziano a fibra lunga, colli morbidi e bottoni in madreperla cuciti a mano. Dal bianco ottico all’azzurro cielo, la base di ogni guardaroba.',
          'Long-staple Egyptian cotton, soft collars and hand-sewn mother-of-pearl buttons. From optical white to sky blue, the base of every wardrobe.',
        ),
        route: '/items/famiglia/CA',
        children: [picture('home-camicie-img', '/media/content/portrait-camicie.svg', 'Right')],
      },
      {
        name: 'home-laboratorio',
        containerClass: 'BLOCK',
        directActionName: 'BlockArticle',
        layoutPosition: 'Center',
        title: t('Dentro il laboratorio', 'Inside the workshop'),
        description: p(
          'Ogni cappotto passa per oltre quaranta mani: taglio, imbastitura, prova e stiro finale. Ti raccontiamo come nasce un capospalla.',
          'Every coat passes through more than forty pairs of hands: cutting, basting, fitting and final pressing. Here is how outerwear is made.',
        ),
        route: '/items/famiglia/CS',
        children: [
          picture('home-laboratorio-sx', '/media/content/portrait-laboratorio.svg', 'Left'),
          picture('home-laboratorio-dx', '/media/content/portrait-tessuti.svg', 'Right'),
        ],
      },
      {
        name: 'home-bozza',
        containerClass: 'BLOCK',
        directActionName: 'BlockArticle',
        layoutPosition: 'Center',
        published: false,
        title: t('Saldi invernali (bozza)', 'Winter sale (draft)'),
        description: p('In preparazione.', 'In preparation.'),
      },
    ],
  },
  {
    name: 'footer',
    containerClass: 'SECTION',
    title: t('Footer', 'Footer'),
    showTitle: false,
    layoutPosition: 'Footer',
    children: [
      {
        name: 'footer-assistenza',
        containerClass: 'SECTION',
        layoutPosition: 'Footer',
        title: t('Assistenza', 'Customer care'),
        children: [
          link('footer-contatti', t('Contatti', 'Contact us'), { route: '/contact' }),
          link('footer-spedizioni', t('Spedizioni e resi', 'Shipping and returns'), { route: '/spedizioni-e-resi' }),
          link('footer-taglie', t('Guida alle taglie', 'Size guide'), { route: '/wa/default?name=taglie' }),
          link('footer-ordini', t('I miei ordini', 'My orders'), { route: '/account/orders' }),
        ],
      },
      {
        name: 'footer-azienda',
        containerClass: 'SECTION',
        layoutPosition: 'Footer',
        title: t('Informazioni legali', 'Legal'),
        children: [
          link('footer-condizioni', t('Condizioni di vendita', 'Terms of sale'), { route: '/wa/default?name=terms-and-conditions' }),
          link('footer-privacy', t('Privacy', 'Privacy'), { route: '/wa/default?name=privacy-contact' }),
        ],
      },
      {
        name: 'footer-social',
        containerClass: 'SECTION',
        layoutPosition: 'Footer',
        title: t('Seguici', 'Follow us'),
        children: [
          link('footer-instagram', t('Instagram', 'Instagram'), { externalLink: 'https://www.instagram.com/' }),
          link('footer-pinterest', t('Pinterest', 'Pinterest'), { externalLink: 'https://www.pinterest.com/' }),
        ],
      },
    ],
  },
  { name: 'privacy-contact', containerClass: 'CONTENT', title: t('Informativa privacy', 'Privacy notice'), description: PRIVACY },
  { name: 'terms-and-conditions', containerClass: 'CONTENT', title: t('Condizioni di vendita', 'Terms of sale'), description: TERMS },
  { name: 'taglie', containerClass: 'CONTENT', title: t('Guida alle taglie', 'Size guide'), description: SIZE_GUIDE },
  {
    name: 'contatti',
    containerClass: 'SECTION',
    title: t('Contatti', 'Contact us'),
    children: [
      {
        name: 'contatti-intro',
        containerClass: 'BLOCK',
        directActionName: 'BlockIntroduction',
        layoutPosition: 'Center',
        title: t('Come possiamo aiutarti?', 'How can we help?'),
        description: CONTACT_INTRO,
      },
      {
        name: 'contatti-modulo',
        containerClass: 'BLOCK',
        directActionName: 'BlockContact',
        layoutPosition: 'Center',
        title: t('Scrivici', 'Write to us'),
      },
    ],
  },
  {
    name: 'spedizioni-e-resi',
    containerClass: 'CONTENT',
    title: t('Spedizioni e resi', 'Shipping and returns'),
    description: SHIPPING,
  },
];

async function insertNode(db: Db, node: Node, parentId: number | null, position: number): Promise<void> {
  const [row] = await db
    .insert(containers)
    .values({
      parentId,
      name: node.name,
      titleIta: node.title?.ita ?? null,
      titleEng: node.title?.eng ?? null,
      showTitle: node.showTitle ?? true,
      descriptionIta: node.description?.ita ?? null,
      descriptionEng: node.description?.eng ?? null,
      containerClass: node.containerClass,
      published: node.published ?? true,
      layoutPosition: node.layoutPosition ?? null,
      position,
      directActionName: node.directActionName ?? null,
      multimediaUrl: node.image ?? null,
      route: node.route ?? null,
      externalLink: node.externalLink ?? null,
    })
    .returning({ id: containers.id });
  if (!row) throw new Error(`container ${node.name} not stored`);
  for (const [index, child] of (node.children ?? []).entries()) await insertNode(db, child, row.id, index + 1);
}

export async function seedContent(db: Db): Promise<void> {
  for (const [index, node] of TREE.entries()) await insertNode(db, node, null, index + 1);
}
