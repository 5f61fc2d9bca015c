import { render, screen } from '@testing-library/react';
import type { ArticoloFoto } from '../contracts';
import { shopStore } from '../state/store';
import { languageAtom } from '../state/preference-atoms';
import { act } from 'react';
import { ArticlePicture } from './article-picture';
import { ShopProviders } from './shop-providers';

const foto: ArticoloFoto = {
  id: 42,
  altIta: 'Cappotto cammello, davanti',
  altEng: 'Camel coat, front',
  width: 2400,
  height: 3600,
  widths: [320, 480, 640, 800, 1200, 1600, 2400],
};
const SIZES = '(min-width: 64em) 25vw, 50vw';

function renderPicture(props: Partial<Parameters<typeof ArticlePicture>[0]> = {}) {
  return render(
    <ShopProviders>
      <ArticlePicture
        image={{ url: '/media/photos/42/800.jpg', foto }}
        sizes={SIZES}
        fallbackAlt="Cappotto Brera"
        width={400}
        height={600}
        {...props}
      />
    </ShopProviders>,
  );
}

describe("an article's picture", () => {
  beforeEach(() => act(() => shopStore.set(languageAtom, 'ita')));

  it('offers a photo as AVIF and WebP sources and a JPEG image, all at the layout sizes', () => {
    const { container } = renderPicture();
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    for (const source of sources) expect(source).toHaveAttribute('sizes', SIZES);
    expect(sources[0]!.getAttribute('srcset')).toBe(
      [320, 480, 640, 800, 1200, 1600, 2400].map((width) => `/media/photos/42/${width}.avif ${width}w`).join(', '),
    );
    expect(sources[1]!.getAttribute('srcset')).toContain('/media/photos/42/2400.webp 2400w');
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('srcset', expect.stringContaining('/media/photos/42/640.jpg 640w'));
    expect(img).toHaveAttribute('sizes', SIZES);
    expect(img).toHaveAttribute('src', '/media/photos/42/800.jpg');
    expect(img).toHaveAttribute('width', '2400');
    expect(img).toHaveAttribute('height', '3600');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
  });

  it("describes a photo in the shop's language", () => {
    renderPicture();
    expect(screen.getByRole('img')).toHaveAttribute('alt', 'Cappotto cammello, davanti');
    act(() => shopStore.set(languageAtom, 'eng'));
    expect(screen.getByRole('img')).toHaveAttribute('alt', 'Camel coat, front');
  });

  it('falls back to the name for a photo without a description, and says nothing when decorative', () => {
    renderPicture({ image: { url: '/media/photos/42/800.jpg', foto: { ...foto, altIta: '' } } });
    expect(screen.getByRole('img')).toHaveAttribute('alt', 'Cappotto Brera');
    const { container } = renderPicture({ decorative: true });
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('loads the first picture at once and before the others', () => {
    renderPicture({ priority: true });
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('keeps a silhouette a plain image, as it was', () => {
    const { container } = renderPicture({ image: { url: '/media/articles/A1/NER-1.svg' } });
    expect(container.querySelector('picture')).toBeNull();
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('src', '/media/articles/A1/NER-1.svg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '600');
    expect(img).toHaveAttribute('alt', 'Cappotto Brera');
  });
});
