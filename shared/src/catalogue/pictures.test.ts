import type { ArticoloFoto } from '../contracts';
import { largestPhoto, photoSources, pictureAlt, picturePreload, shareImage } from './pictures';

const foto: ArticoloFoto = {
  id: 7,
  altIta: 'Giacca blu, davanti',
  altEng: 'Blue jacket, front',
  width: 2000,
  height: 3000,
  widths: [320, 480, 640, 800, 1200, 1600],
};
const silhouette = { url: '/media/articles/A1/NER-1.svg' };

describe("an article's pictures", () => {
  it("describe a photo in the shop's language, and fall back to the article's name", () => {
    expect(pictureAlt({ foto }, 'ita', 'Giacca')).toBe('Giacca blu, davanti');
    expect(pictureAlt({ foto }, 'eng', 'Giacca')).toBe('Blue jacket, front');
    expect(pictureAlt({ foto: { ...foto, altEng: '  ' } }, 'eng', 'Jacket')).toBe('Jacket');
    expect(pictureAlt({}, 'ita', 'Giacca')).toBe('Giacca');
  });

  it('offer a photo as AVIF, WebP and JPEG, each size with its width', () => {
    const sources = photoSources(foto);
    expect(sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp', 'image/jpeg']);
    expect(sources[0]!.srcset.split(', ')).toHaveLength(6);
    expect(sources[0]!.srcset).toContain('/media/photos/7/320.avif 320w');
    expect(sources[2]!.srcset).toContain('/media/photos/7/1600.jpg 1600w');
  });

  it("zoom to the largest size served, never past the photo's own", () => {
    expect(largestPhoto(foto)).toEqual({ width: 1600, height: 2400 });
    expect(largestPhoto({ ...foto, width: 3000, height: 4000, widths: [320, 480, 640, 800, 1200, 1600, 2400] })).toEqual({
      width: 2400,
      height: 3200,
    });
  });

  it('share a 1200 px JPEG of a photo, and a silhouette as it is', () => {
    expect(shareImage({ url: '/media/photos/7/800.jpg', foto })).toBe('/media/photos/7/1200.jpg');
    expect(shareImage({ url: '/media/photos/7/800.jpg', foto: { ...foto, widths: [320, 480] } })).toBe('/media/photos/7/480.jpg');
    expect(shareImage(silhouette)).toBe(silhouette.url);
  });

  it("preload a photo's AVIF sizes at the layout's sizes, a silhouette by its address", () => {
    expect(picturePreload({ url: '/x.jpg', foto }, '50vw')).toEqual({
      srcset: photoSources(foto)[0]!.srcset,
      sizes: '50vw',
      type: 'image/avif',
    });
    expect(picturePreload(silhouette, '50vw')).toEqual({ href: silhouette.url });
  });
});
