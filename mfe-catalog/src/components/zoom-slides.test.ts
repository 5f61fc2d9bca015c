import type { ArticoloFoto } from '@shop/shared';
import { photoFormatOf, zoomFormat, zoomSlides } from './zoom-slides';

const foto: ArticoloFoto = { id: 5, altIta: '', altEng: '', width: 3000, height: 4000, widths: [320, 480, 640, 800, 1200, 1600, 2400] };

describe("the zoom's slides", () => {
  it('ask for the format the browser took on the page', () => {
    expect(zoomFormat('http://shop.test/media/photos/5/800.avif')).toBe('avif');
    expect(zoomFormat('/media/photos/5/800.webp')).toBe('webp');
    expect(zoomFormat('/media/photos/5/800.jpg')).toBe('jpg');
    expect(zoomFormat('')).toBe('jpg');
  });

  it('take the format of the last photo loaded over what the picture names while the browser chooses again', () => {
    expect(zoomFormat('', 'avif')).toBe('avif');
    expect(zoomFormat('/media/articles/CAP/NER-1.svg', 'webp')).toBe('webp');
    expect(zoomFormat('/media/photos/5/1600.jpg', 'avif')).toBe('avif');
    expect(photoFormatOf('/media/photos/5/1600.webp?v=2')).toBe('webp');
    expect(photoFormatOf('')).toBeNull();
  });

  it("size a photo to its largest served size and show the page's file while the larger loads", () => {
    const [slide] = zoomSlides([{ url: '/media/photos/5/800.jpg', foto }], ['Cappotto'], 'webp', {
      index: 0,
      src: '/media/photos/5/800.webp',
    });
    expect(slide).toEqual({
      src: '/media/photos/5/800.jpg',
      srcset: expect.stringMatching(/^\/media\/photos\/5\/320\.webp 320w, .*\/media\/photos\/5\/2400\.webp 2400w$/),
      width: 2400,
      height: 3200,
      alt: 'Cappotto',
      msrc: '/media/photos/5/800.webp',
    });
  });

  it('give a silhouette a size larger than the page shows it, and no sizes to choose from', () => {
    expect(zoomSlides([{ url: '/media/a/NER-1.svg' }], ['Cappotto, immagine 1 di 1'], 'avif')).toEqual([
      { src: '/media/a/NER-1.svg', width: 1600, height: 2400, alt: 'Cappotto, immagine 1 di 1' },
    ]);
  });
});
