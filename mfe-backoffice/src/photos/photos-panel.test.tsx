import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { languageAtom, shopStore } from '@shop/shared';
import type { PhotoReply, StaffPhoto } from '@shop/shared/staff';
import { asStaff, captureShopEvents, fakeUploads, json, renderIn, STAFF_SESSION } from '../test-support';
import { PhotosPanel } from './photos-panel';

const { fetchMock, calls } = asStaff();
const { toasts } = captureShopEvents();
const uploads = fakeUploads();

const colours = [
  { codColore: 'BLU', desColore: 'Blu', coloreRgb: '#223366' },
  { codColore: 'NER', desColore: 'Nero', coloreRgb: '#111111' },
];

const aPhoto = (id: number, codColore: string, ordine: number, alt: Partial<StaffPhoto> = {}): StaffPhoto => ({
  id,
  codColore,
  ordine,
  altIta: '',
  altEng: '',
  width: 1600,
  height: 2000,
  widths: [320, 480, 640, 800, 1200, 1600],
  contentType: 'image/jpeg',
  bytes: 400_000,
  staffEmail: 'staff@shop.test',
  createdAt: '2026-03-01T10:00:00.000Z',
  ...alt,
});

/**
 * The server's photo calls as the panel uses them, over `photos`: the list, the order, the texts,
 * the first and the delete each answer the article's photos after them.
 */
function serve(start: StaffPhoto[]) {
  let photos = [...start];
  const reply = (): PhotoReply => ({ error: false, codArticolo: 'A1', photos });
  fetchMock.mockImplementation(async (url, init) => {
    const body = JSON.parse(String(init?.body)) as { id?: number; ids?: number[]; codColore?: string; altIta?: string; altEng?: string };
    const action = String(url).split('/').pop();
    if (action === 'photoOrder') {
      photos = photos.map((photo) =>
        photo.codColore === body.codColore ? { ...photo, ordine: (body.ids ?? []).indexOf(photo.id) + 1 } : photo,
      );
    }
    if (action === 'photoAlt') {
      photos = photos.map((photo) => (photo.id === body.id ? { ...photo, altIta: body.altIta ?? '', altEng: body.altEng ?? '' } : photo));
    }
    if (action === 'photoFirst') {
      const first = photos.find((photo) => photo.id === body.id);
      photos = photos.map((photo) =>
        photo === first
          ? { ...photo, ordine: 1 }
          : photo.codColore === first?.codColore && photo.ordine < first.ordine
            ? { ...photo, ordine: photo.ordine + 1 }
            : photo,
      );
    }
    if (action === 'photoDelete') {
      const gone = photos.find((photo) => photo.id === body.id);
      photos = photos
        .filter((photo) => photo !== gone)
        .map((photo) =>
          photo.codColore === gone?.codColore && photo.ordine > gone.ordine ? { ...photo, ordine: photo.ordine - 1 } : photo,
        );
    }
    return json(reply());
  });
  return { add: (more: StaffPhoto[]) => (photos = [...photos, ...more]), reply };
}

const picture = (name: string, type = 'image/png', bytes = 2048) => new File([new Uint8Array(bytes)], name, { type });
const section = (name: string) => screen.findByRole('region', { name });
const cards = (region: HTMLElement) => within(within(region).getByRole('list', { name: /^(Foto di|Photos of) / })).getAllByRole('listitem');

describe('the Foto tab', () => {
  it('shows each colour’s photos in order, served in the shop’s sizes, with their alternative texts', async () => {
    serve([
      aPhoto(12, 'BLU', 2, { altIta: 'Camicia blu di spalle', altEng: 'Blue shirt, back' }),
      aPhoto(11, 'BLU', 1, { altIta: 'Camicia blu di fronte' }),
    ]);
    renderIn(<PhotosPanel codArticolo="A1" colours={colours} />);
    const blue = await section('Blu (BLU)');
    expect(calls()[0]).toEqual({ path: 'StaffAction/photos', body: { codArticolo: 'A1' } });
    expect(within(blue).getByText('2 foto')).toBeInTheDocument();

    const [first, second] = cards(blue);
    const img = within(first!).getByRole('img', { name: 'Camicia blu di fronte' });
    expect(img).toHaveAttribute('src', '/media/photos/11/320.jpg');
    expect(img.getAttribute('srcset')).toContain('/media/photos/11/1600.jpg 1600w');
    expect(first!.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toContain('/media/photos/11/800.avif 800w');
    expect(within(first!).getByText('Prima')).toBeInTheDocument();
    expect(within(first!).getByText('Da scrivere')).toBeInTheDocument();
    expect(within(second!).getByText('Blue shirt, back')).toBeInTheDocument();
    expect(within(second!).getByRole('button', { name: 'Sposta dopo: foto 2' })).toBeDisabled();

    const black = await section('Nero (NER)');
    expect(within(black).getByText('nessuna foto')).toBeInTheDocument();
    expect(within(black).queryByRole('list', { name: /^Foto di / })).not.toBeInTheDocument();
  });

  it('uploads the files picked for a colour with their progress, then shows the new photos', async () => {
    const server = serve([aPhoto(11, 'BLU', 1)]);
    const user = userEvent.setup();
    renderIn(<PhotosPanel codArticolo="A1" colours={colours} />);
    const blue = await section('Blu (BLU)');

    await user.upload(within(blue).getByLabelText('Scegli le foto a Blu (BLU)'), [
      picture('davanti.png'),
      picture('retro.jpg', 'image/jpeg'),
    ]);
    expect(uploads).toHaveLength(1);
    const sent = uploads[0]!;
    expect(sent.headers['x-staff-session']).toBe(STAFF_SESSION);
    expect(sent.body.get('codColore')).toBe('BLU');
    expect(sent.body.getAll('foto').map((file) => (file as File).name)).toEqual(['davanti.png', 'retro.jpg']);

    const upload = within(within(blue).getByRole('list', { name: 'Caricamenti di Blu (BLU)' })).getAllByRole('listitem')[0]!;
    const progress = within(upload).getByRole('progressbar', { name: 'Caricamento di 2 foto' });
    act(() => sent.progress(2048, 4096));
    expect(progress).toHaveAttribute('value', '50');
    expect(within(upload).getByText('Invio in corso…')).toBeInTheDocument();
    act(() => sent.progress(4096, 4096));
    expect(within(upload).getByText('Inviate: il server controlla le foto…')).toBeInTheDocument();

    server.add([aPhoto(12, 'BLU', 2), aPhoto(13, 'BLU', 3)]);
    act(() => sent.respond(200, { ...server.reply(), added: [12, 13] }));
    expect(await within(upload).findByRole('status')).toHaveTextContent('2 foto caricate');
    expect(progress).toHaveAttribute('value', '100');
    expect(cards(blue)).toHaveLength(3);
    expect(cards(blue)[2]!.querySelector('img')).toHaveAttribute('src', '/media/photos/13/320.jpg');
    expect(within(blue).getByText('3 foto')).toBeInTheDocument();
  });

  it('shows the server’s refusal beside the file it names, and keeps the photos as they were', async () => {
    serve([aPhoto(11, 'BLU', 1)]);
    renderIn(<PhotosPanel codArticolo="A1" colours={colours} />);
    const blue = await section('Blu (BLU)');

    // Dropped on the zone, as from the desktop.
    const zone = within(blue).getByRole('group', { name: 'Aggiungi foto a Blu (BLU)' });
    fireEvent.drop(zone, { dataTransfer: { files: [picture('buona.png'), picture('nota.jpg', 'image/jpeg', 12)], types: ['Files'] } });
    expect(uploads).toHaveLength(1);
    const message = 'Il file «nota.jpg» non è un’immagine JPEG, PNG, WebP o AVIF: nessuna foto salvata';
    act(() => uploads[0]!.respond(415, { error: true, message }));

    const alert = await within(blue).findByRole('alert');
    expect(alert).toHaveTextContent('Caricamento rifiutato, nessuna foto salvata:');
    expect(alert).toHaveTextContent(message);
    const files = within(blue)
      .getAllByText(/^(buona\.png|nota\.jpg)$/)
      .map((name) => name.parentElement?.textContent);
    expect(files).toEqual(['buona.pngnon salvata', 'nota.jpgrifiutata']);
    expect(cards(blue)).toHaveLength(1);

    await userEvent.setup().click(within(blue).getByRole('button', { name: 'Nascondi il caricamento di 2 foto' }));
    expect(within(blue).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends nothing when the page can already tell: a file of another type, too many at once', async () => {
    serve([]);
    const user = userEvent.setup({ applyAccept: false });
    renderIn(<PhotosPanel codArticolo="A1" colours={colours} />);
    const blue = await section('Blu (BLU)');
    const input = within(blue).getByLabelText('Scegli le foto a Blu (BLU)');

    await user.upload(input, [picture('ok.png'), picture('animata.gif', 'image/gif')]);
    expect(await within(blue).findByRole('alert')).toHaveTextContent(
      'Nessuna foto inviata:Il file «animata.gif» non è un’immagine JPEG, PNG, WebP o AVIF',
    );
    await user.upload(
      input,
      Array.from({ length: 11 }, (_, i) => picture(`foto-${i}.png`)),
    );
    expect(within(blue).getAllByRole('alert')[0]).toHaveTextContent('Al massimo 10 foto per volta');
    expect(uploads).toHaveLength(0);
  });

  it('moves a photo with the keyboard, sending every id of the colour, and keeps the focus on it', async () => {
    serve([aPhoto(11, 'BLU', 1), aPhoto(12, 'BLU', 2), aPhoto(13, 'BLU', 3), aPhoto(21, 'NER', 1)]);
    const user = userEvent.setup();
    renderIn(<PhotosPanel codArticolo="A1" colours={colours} />);
    const blue = await section('Blu (BLU)');
    const ids = () => cards(blue).map((card) => card.getAttribute('data-photo'));

    within(blue).getByRole('button', { name: 'Sposta dopo: foto 1' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(ids()).toEqual(['12', '11', '13']));
    expect(calls()[1]).toEqual({ path: 'StaffAction/photoOrder', body: { codArticolo: 'A1', codColore: 'BLU', ids: [12, 11, 13] } });
    expect(document.activeElement).toHaveAccessibleName('Sposta dopo: foto 2');
    expect(toasts.at(-1)).toMatchObject({ message: 'Foto 1 spostata in posizione 2', severity: 'success' });

    await user.keyboard('{Enter}');
    await waitFor(() => expect(ids()).toEqual(['12', '13', '11']));
    // At the end, the focus goes to the move that is still open.
    expect(document.activeElement).toHaveAccessibleName('Sposta prima: foto 3');

    await user.click(within(cards(blue)[2]!).getByRole('button', { name: 'Metti per prima: foto 3' }));
    await waitFor(() => expect(ids()).toEqual(['11', '12', '13']));
    expect(calls()[3]).toEqual({ path: 'StaffAction/photoFirst', body: { id: 11 } });
  });

  it('moves a photo dragged onto another’s place, and ignores files dragged over the photos', async () => {
    serve([aPhoto(11, 'BLU', 1), aPhoto(12, 'BLU', 2), aPhoto(13, 'BLU', 3)]);
    renderIn(<PhotosPanel codArticolo="A1" colours={colours} />);
    const blue = await section('Blu (BLU)');
    const ids = () => cards(blue).map((card) => card.getAttribute('data-photo'));
    await waitFor(() => expect(ids()).toEqual(['11', '12', '13']));
    // The browser's drag data, as a mouse drag carries it from one card to another.
    const carried = new Map<string, string>();
    const dataTransfer = {
      get types() {
        return [...carried.keys()];
      },
      setData: (type: string, value: string) => carried.set(type, value),
      getData: (type: string) => carried.get(type) ?? '',
      effectAllowed: 'all',
      dropEffect: 'none',
    };
    const [first, , third] = cards(blue);
    expect(first).toHaveAttribute('draggable', 'true');

    // Files dragged over a photo are not a photo: nothing moves.
    const files = { types: ['Files'], files: [], dropEffect: 'none' };
    fireEvent.dragOver(third!, { dataTransfer: files });
    fireEvent.drop(third!, { dataTransfer: files });

    fireEvent.dragStart(first!, { dataTransfer });
    fireEvent.dragEnter(third!, { dataTransfer });
    fireEvent.dragOver(third!, { dataTransfer });
    await waitFor(() => expect(cards(blue)[2]!.className).toMatch(/target/));
    fireEvent.drop(third!, { dataTransfer });
    fireEvent.dragEnd(first!, { dataTransfer });
    await waitFor(() => expect(ids()).toEqual(['12', '13', '11']));
    expect(calls().filter((call) => call.path === 'StaffAction/photoOrder')).toEqual([
      { path: 'StaffAction/photoOrder', body: { codArticolo: 'A1', codColore: 'BLU', ids: [12, 13, 11] } },
    ]);
    expect(toasts.at(-1)).toMatchObject({ message: 'Foto 1 spostata in posizione 3', severity: 'success' });
  });

  it('edits the alternative texts in the contract’s form, refusing one too long', async () => {
    serve([aPhoto(11, 'BLU', 1)]);
    const user = userEvent.setup({ delay: null });
    renderIn(<PhotosPanel codArticolo="A1" colours={colours} />);
    const blue = await section('Blu (BLU)');

    await user.click(within(blue).getByRole('button', { name: 'Testi alternativi: foto 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Testi alternativi della foto 1 di Blu (BLU)' });
    const italian = within(dialog).getByLabelText('Testo alternativo in italiano');
    const english = within(dialog).getByLabelText('Testo alternativo in inglese');
    fireEvent.change(italian, { target: { value: 'x'.repeat(251) } });
    await user.click(within(dialog).getByRole('button', { name: 'Salva i testi' }));
    expect(italian).toHaveAccessibleDescription('Il testo alternativo può avere al massimo 250 caratteri');
    expect(calls()).toHaveLength(1);

    await user.clear(italian);
    await user.type(italian, 'Camicia in lino blu, di fronte');
    await user.type(english, 'Blue linen shirt, front');
    await user.click(within(dialog).getByRole('button', { name: 'Salva i testi' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(calls()[1]).toEqual({
      path: 'StaffAction/photoAlt',
      body: { id: 11, altIta: 'Camicia in lino blu, di fronte', altEng: 'Blue linen shirt, front' },
    });
    expect(await within(blue).findByRole('img', { name: 'Camicia in lino blu, di fronte' })).toBeInTheDocument();
    expect(within(blue).getByText('Blue linen shirt, front')).toBeInTheDocument();
  });

  it('deletes a photo only once confirmed, in English too', async () => {
    shopStore.set(languageAtom, 'eng');
    serve([aPhoto(11, 'BLU', 1), aPhoto(12, 'BLU', 2)]);
    const user = userEvent.setup();
    renderIn(<PhotosPanel codArticolo="A1" colours={colours} />);
    const blue = await section('Blu (BLU)');

    await user.click(within(blue).getByRole('button', { name: 'Delete: photo 1' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete photo 1 of Blu (BLU)?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(dialog).not.toBeInTheDocument();
    expect(calls()).toHaveLength(1);

    await user.click(within(blue).getByRole('button', { name: 'Delete: photo 1' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete photo 1 of Blu (BLU)?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete the photo' }));
    await waitFor(() => expect(cards(blue).map((card) => card.getAttribute('data-photo'))).toEqual(['12']));
    expect(calls()[1]).toEqual({ path: 'StaffAction/photoDelete', body: { id: 11 } });
    expect(toasts.at(-1)).toMatchObject({ message: 'Photo 1 deleted', severity: 'success' });
    expect(within(blue).getByText('1 photo')).toBeInTheDocument();
    expect(document.activeElement).toHaveTextContent('Blu (BLU)');
  });
});
