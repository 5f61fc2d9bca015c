import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GALLERY_SIZES, languageAtom, RemoteIntl, ShopProviders, shopStore, type ArticoloFoto, type ArticoloImmagine } from '@shop/shared';
import { catalogMessages } from '@shop/shared/messages';
import { Gallery } from './gallery';

const photo = (id: number, alt: string): ArticoloFoto => ({
  id,
  altIta: alt,
  altEng: '',
  width: 2400,
  height: 3600,
  widths: [320, 480, 640, 800, 1200, 1600, 2400],
});
const photos: ArticoloImmagine[] = [
  { url: '/media/photos/11/800.jpg', codColore: 'NER', foto: photo(11, 'Giacca nera, davanti') },
  { url: '/media/photos/12/800.jpg', codColore: 'NER', foto: photo(12, 'Giacca nera, retro') },
];
const silhouettes = [1, 2, 3].map((n) => ({ url: `/media/articles/A1/NER-${n}.svg`, codColore: 'NER' }));

function renderGallery(images: ArticoloImmagine[]) {
  return render(
    <ShopProviders>
      <RemoteIntl messages={catalogMessages}>
        <Gallery images={images} title="Giacca Brera" />
      </RemoteIntl>
    </ShopProviders>,
  );
}

const zoomDialog = () => screen.findByRole('dialog', { name: 'Immagini di Giacca Brera' });
// PhotoSwipe writes its counter as innerText, which jsdom keeps without laying out any text.
const counter = (dialog: HTMLElement) => dialog.querySelector<HTMLElement>('.pswp__counter')?.innerText;
const slideImage = (dialog: HTMLElement) => dialog.querySelector<HTMLImageElement>('.pswp__item[aria-hidden="false"] img.pswp__img');

beforeAll(() => {
  // PhotoSwipe fits its pictures to the screen: jsdom has no layout, so the screen gets a size here.
  Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: 1280 });
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} })) as never;
});
beforeEach(() => act(() => shopStore.set(languageAtom, 'ita')));
afterEach(() => document.querySelectorAll('.pswp').forEach((element) => element.remove()));

describe('the gallery', () => {
  it('shows the photos as pictures laid out at the gallery width, thumbnails at theirs, described in the shop language', () => {
    const { container } = renderGallery(photos);
    const main = screen.getByRole('button', { name: 'Ingrandisci immagine' });
    expect(main.querySelector('source[type="image/avif"]')).toHaveAttribute('sizes', GALLERY_SIZES);
    const picture = main.querySelector('img')!;
    expect(picture).toHaveAttribute('alt', 'Giacca nera, davanti');
    expect(picture).toHaveAttribute('fetchpriority', 'high');
    expect(picture).toHaveAttribute('loading', 'eager');
    const thumbs = screen.getByRole('list', { name: 'Immagini' });
    const thumbSources = thumbs.querySelectorAll('source[type="image/avif"]');
    expect(thumbSources).toHaveLength(2);
    expect(thumbSources[1]).toHaveAttribute('sizes', '4rem');
    expect(thumbs.querySelector('img')).toHaveAttribute('loading', 'lazy');
    // The largest size is the zoom's: nothing on the page asks for it.
    expect(container.innerHTML).toContain('/media/photos/11/1600.avif');
    expect(document.body.innerHTML).not.toMatch(/2400\.(avif|webp|jpg)"/);
  });

  it('falls back to the numbered name where a photo has no text in the language', () => {
    act(() => shopStore.set(languageAtom, 'eng'));
    renderGallery(photos);
    expect(screen.getByRole('button', { name: 'Zoom image' }).querySelector('img')).toHaveAttribute('alt', 'Giacca Brera, image 1 of 2');
  });

  it("asks the zoom for the format of the last photo loaded when the page's picture names no file at the click", async () => {
    const user = userEvent.setup();
    renderGallery(photos);
    const opener = screen.getByRole('button', { name: 'Ingrandisci immagine' });
    const picture = opener.querySelector('img')!;
    const currentSrc = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'currentSrc');
    Object.defineProperty(picture, 'currentSrc', { configurable: true, get: () => 'http://shop.test/media/photos/11/800.avif' });
    act(() => void picture.dispatchEvent(new Event('load')));
    // The browser choosing again (the magnifier's sizes) names no file for a moment.
    Object.defineProperty(picture, 'currentSrc', { configurable: true, get: () => '' });
    await user.click(opener);
    const dialog = await zoomDialog();
    await waitFor(() => expect(slideImage(dialog)).not.toBeNull());
    expect(slideImage(dialog)!.getAttribute('srcset')).toMatch(/\/media\/photos\/11\/2400\.avif 2400w$/);
    if (currentSrc) Object.defineProperty(picture, 'currentSrc', currentSrc);
  });

  it('opens the photos in the zoom with every size, the largest last, goes on with the keys and gives the focus back', async () => {
    const user = userEvent.setup();
    renderGallery(photos);
    const opener = screen.getByRole('button', { name: 'Ingrandisci immagine' });
    await user.click(opener);
    const dialog = await zoomDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(slideImage(dialog)).not.toBeNull());
    const first = slideImage(dialog)!;
    expect(first).toHaveAttribute('alt', 'Giacca nera, davanti');
    // jsdom chooses no source: the zoom then asks for the JPEG every browser takes.
    expect(first.getAttribute('srcset')).toMatch(/\/media\/photos\/11\/2400\.jpg 2400w$/);
    expect(first.getAttribute('sizes')).toMatch(/^\d+px$/);
    expect(counter(dialog)).toBe('1 di 2');
    expect(dialog.querySelector('button[title="Chiudi"]')).not.toBeNull();
    expect(dialog.querySelector('button[title="Immagine successiva"]')).not.toBeNull();

    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(counter(dialog)).toBe('2 di 2'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
    // The page shows the picture seen last.
    expect(screen.getByRole('button', { name: 'Mostra immagine 2' })).toHaveAttribute('aria-current', 'true');
    expect(opener.querySelector('img')).toHaveAttribute('alt', 'Giacca nera, retro');
  });

  it('zooms a silhouette as the drawing it is, larger than on the page', async () => {
    const user = userEvent.setup();
    renderGallery(silhouettes);
    expect(screen.getByRole('button', { name: 'Ingrandisci immagine' }).querySelector('picture')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Ingrandisci immagine' }));
    const dialog = await zoomDialog();
    await waitFor(() => expect(slideImage(dialog)).not.toBeNull());
    const image = slideImage(dialog)!;
    expect(image).toHaveAttribute('src', '/media/articles/A1/NER-1.svg');
    expect(image).not.toHaveAttribute('srcset');
    expect(image).toHaveAttribute('alt', 'Giacca Brera, immagine 1 di 3');
  });
});
