import { z } from 'zod';
import { codeSchema, idSchema, languageCodeSchema } from './common';

/** Content types enumeration of SPEC section 3; a container's class is one of them. */
export const contentTypes = [
  'GENERIC',
  'SECTION',
  'BLOCK',
  'BRAND',
  'PRODUCT_CATALOG',
  'BRAND_WRAPPER',
  'CATEGORY_WRAPPER',
  'CONTENT',
  'NEWS',
  'SITE',
  'MULTIMEDIA_CONTENT',
  'CATEGORY',
  'PRODUCT',
  'FILE',
  'RESELLER',
  'PHOTO_GALLERY',
  'EVENT',
  'LIBRARY',
  'NEWSLETTER',
  'FILE_REPOSITORY',
  'PROMOTION',
] as const;
export const contentTypeSchema = z.enum(contentTypes);
export type ContentType = z.infer<typeof contentTypeSchema>;

/** Accepts 'section', 'multimedia content' or 'MULTIMEDIA_CONTENT' alike. */
export const containerClassSchema = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .trim()
          .toUpperCase()
          .replace(/[\s-]+/g, '_')
      : value,
  contentTypeSchema,
);

export const layoutPositions = ['Center', 'Left', 'Right', 'Footer'] as const;
export const layoutPositionSchema = z.enum(layoutPositions);
export type LayoutPosition = z.infer<typeof layoutPositionSchema>;

/** Block kinds; an unknown kind shows only its title. */
export const blockKinds = ['BlockArticle', 'BlockIntroduction', 'BlockContact', 'BlockSwiper'] as const;
export type BlockKind = (typeof blockKinds)[number];

export interface Container {
  id: number;
  name: string;
  title: string | null;
  showTitle: boolean;
  /** Rich HTML. */
  description: string | null;
  containerClass: ContentType;
  published: boolean;
  layoutPosition: LayoutPosition | null;
  position: number;
  directActionName: string | null;
  multimedia: { url: string } | null;
  route: string | null;
  externalLink: string | null;
  idParent: number | null;
  /** Published children, in position order. */
  containers: Container[];
}

export const containerSchema: z.ZodType<Container> = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string().nullable(),
  showTitle: z.boolean(),
  description: z.string().nullable(),
  containerClass: contentTypeSchema,
  published: z.boolean(),
  layoutPosition: layoutPositionSchema.nullable(),
  position: z.number().int(),
  directActionName: z.string().nullable(),
  multimedia: z.object({ url: z.string() }).nullable(),
  route: z.string().nullable(),
  externalLink: z.string().nullable(),
  idParent: z.number().int().nullable(),
  get containers() {
    return z.array(containerSchema);
  },
});

/** Blocks a page shows: the published Center-position children, in position order. */
export function centreBlocks(container: Container): Container[] {
  return container.containers
    .filter((child) => child.published && child.layoutPosition === 'Center')
    .sort((a, b) => a.position - b.position);
}

/** The slides of a carousel block: its published children. */
export const carouselSlides = (container: Container): Container[] => container.containers.filter((child) => child.published);

/** Expression of XAPI/list for Container: by id, by name, or the children of idParent. */
export const containerFilterSchema = z
  .object({
    id: idSchema,
    name: codeSchema.max(100),
    published: z.boolean(),
    idParent: idSchema,
    containerClass: containerClassSchema,
    layoutPosition: layoutPositionSchema,
    languageCode: languageCodeSchema,
  })
  .partial()
  .strict();
export type ContainerFilter = z.infer<typeof containerFilterSchema>;

/** Containers the storefront loads by name. */
export const CONTAINER_NAMES = {
  home: 'home',
  /** The contact page's. */
  contact: 'contatti',
  footer: 'footer',
  privacy: 'privacy-contact',
  terms: 'terms-and-conditions',
  sizeGuide: 'taglie',
  /** The shipping and returns page (its cost table is the server's live shipping table). */
  shipping: 'spedizioni-e-resi',
} as const;
