import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteIntl, ShopProviders } from '@shop/shared';
import { catalogMessages } from '@shop/shared/messages';
import { Gallery } from './gallery';

const images = [1, 2, 3].map((n) => ({ url: `/media/articles/A1/NER-${n}.svg`, codColore: 'NER' }));

function renderGallery() {
  return render(
    <ShopProviders>
      <RemoteIntl messages={catalogMessages}>
        <Gallery images={images} title="Giacca Brera" />
      </RemoteIntl>
    </ShopProviders>,
  );
}

const shown = () => screen.getByRole('dialog').querySelector('img')?.getAttribute('alt');
const touch = (x: number, y: number) => ({ clientX: x, clientY: y, identifier: 0 });

describe('the zoom view', () => {
  it('opens in the shop dialog, moves with the arrow buttons and keys, and returns focus on Escape', async () => {
    const user = userEvent.setup();
    renderGallery();
    const opener = screen.getByRole('button', { name: 'Ingrandisci immagine' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Immagini di Giacca Brera' })).toBeInTheDocument();
    expect(shown()).toBe('Giacca Brera, immagine 1 di 3');
    expect(screen.getByText('1 di 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Immagine successiva' }));
    expect(shown()).toBe('Giacca Brera, immagine 2 di 3');
    await user.keyboard('{ArrowRight}');
    expect(shown()).toBe('Giacca Brera, immagine 3 di 3');
    await user.keyboard('{ArrowRight}');
    expect(shown()).toBe('Giacca Brera, immagine 1 di 3');
    await user.click(screen.getByRole('button', { name: 'Immagine precedente' }));
    expect(shown()).toBe('Giacca Brera, immagine 3 di 3');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    // The page shows the picture seen last.
    expect(screen.getByRole('button', { name: 'Mostra immagine 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('goes to the next picture on a swipe to the left and back on one to the right, not on a vertical drag', async () => {
    const user = userEvent.setup();
    renderGallery();
    await user.click(screen.getByRole('button', { name: 'Ingrandisci immagine' }));
    const swipe = (from: number, to: number, y = 400, toY = y) => {
      const picture = screen.getByRole('dialog').querySelector('img')!;
      fireEvent.touchStart(picture, { touches: [touch(from, y)], changedTouches: [touch(from, y)] });
      fireEvent.touchMove(picture, { touches: [touch(to, toY)], changedTouches: [touch(to, toY)] });
      fireEvent.touchEnd(picture, { touches: [], changedTouches: [touch(to, toY)] });
    };
    swipe(300, 60);
    expect(shown()).toBe('Giacca Brera, immagine 2 di 3');
    swipe(60, 300);
    expect(shown()).toBe('Giacca Brera, immagine 1 di 3');
    swipe(200, 210, 100, 500);
    expect(shown()).toBe('Giacca Brera, immagine 1 di 3');
  });

  it('zooms in and out with its button', async () => {
    const user = userEvent.setup();
    renderGallery();
    await user.click(screen.getByRole('button', { name: 'Ingrandisci immagine' }));
    await user.click(screen.getByRole('button', { name: 'Ingrandisci' }));
    expect(screen.getByRole('dialog').querySelector('[data-zoomed]')).toHaveAttribute('data-zoomed', 'true');
    await user.click(screen.getByRole('button', { name: 'Riduci' }));
    expect(screen.getByRole('dialog').querySelector('[data-zoomed]')).toHaveAttribute('data-zoomed', 'false');
  });
});
