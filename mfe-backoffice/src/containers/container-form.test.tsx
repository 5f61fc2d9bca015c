import { languageAtom, shopStore } from '@shop/shared';
import { type EditableContainer } from '@shop/shared/staff';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { asStaff, captureShopEvents, json, renderIn } from '../test-support';
import { ContainerForm } from './container-form';

const container: EditableContainer = {
  id: 12,
  idParent: 1,
  name: 'home-maglieria',
  titleIta: 'Il ritorno della maglieria',
  titleEng: 'Knitwear is back',
  showTitle: true,
  descriptionIta: '<p>Merino.</p>',
  descriptionEng: '<p>Merino wool.</p>',
  containerClass: 'CONTENT',
  published: true,
  layoutPosition: 'Center',
  position: 2,
  directActionName: 'BlockArticle',
  multimediaUrl: '/img/maglieria.jpg',
  route: '/items/novita',
  externalLink: null,
};

const { fetchMock, calls } = asStaff();
const { alerts, toasts } = captureShopEvents();

function renderForm(onSaved = jest.fn(), language: 'ita' | 'eng' = 'ita') {
  renderIn(<ContainerForm container={container} language={language} onSaved={onSaved} />);
  return onSaved;
}

// Typing into forms re-renders a lot: slow on a busy machine.
jest.setTimeout(30_000);

describe('the content editor', () => {
  it('shows an error only once its field is touched, writes nothing while invalid, then saves once', async () => {
    const user = userEvent.setup({ delay: null });
    const onSaved = renderForm();

    const name = screen.getByRole('textbox', { name: 'Nome' });
    await user.clear(name);
    expect(screen.queryByText('Campo obbligatorio')).not.toBeInTheDocument();
    await user.tab();
    expect(name).toHaveAccessibleDescription('Campo obbligatorio');
    expect(name).toHaveAttribute('aria-invalid', 'true');

    const order = screen.getByRole('spinbutton', { name: 'Ordine' });
    await user.clear(order);
    await user.type(order, '2.5');
    await user.tab();
    expect(order).toHaveAccessibleDescription('Inserisci un numero intero');

    const link = screen.getByRole('textbox', { name: 'Link esterno' });
    await user.type(link, 'ftp://shop.test');
    await user.tab();
    expect(link).toHaveAccessibleDescription('Indirizzo non valido (http, https, mailto o percorso)');

    // Not touched yet: its problem waits for a submit.
    const route = screen.getByRole('textbox', { name: 'Percorso' });
    await user.clear(route);
    await user.type(route, 'items');
    expect(screen.queryByText("Il percorso deve essere un indirizzo del negozio che inizia con '/'")).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Salva contenuto' }));
    await waitFor(() => expect(alerts).toHaveLength(1));
    expect(alerts[0]).toMatchObject({ severity: 'warning', message: 'Campo obbligatorio' });
    expect(route).toHaveAccessibleDescription("Il percorso deve essere un indirizzo del negozio che inizia con '/'");
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(json({ error: false, changed: 1 }));
    await user.type(name, 'home-lana');
    await user.clear(order);
    await user.type(order, '3');
    await user.clear(link);
    await user.type(link, 'https://shop.test/lana');
    await user.clear(route);
    await user.type(route, '/items/lana');
    await user.click(screen.getByRole('button', { name: 'Salva contenuto' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(calls()).toEqual([
      {
        path: 'API/update',
        body: {
          entity: 'Container',
          id: 12,
          fields: {
            languageCode: 'ita',
            name: 'home-lana',
            title: 'Il ritorno della maglieria',
            showTitle: true,
            description: '<p>Merino.</p>',
            published: true,
            layoutPosition: 'Center',
            position: 3,
            directActionName: 'BlockArticle',
            containerClass: 'CONTENT',
            multimediaUrl: '/img/maglieria.jpg',
            route: '/items/lana',
            externalLink: 'https://shop.test/lana',
          },
        },
      },
    ]);
    expect(toasts).toEqual([expect.objectContaining({ message: 'Contenuto salvato', severity: 'success' })]);
  });

  it('speaks the page’s language whatever the language of the texts edited', async () => {
    shopStore.set(languageAtom, 'eng');
    const user = userEvent.setup({ delay: null });
    renderForm(jest.fn(), 'ita');
    const order = screen.getByRole('spinbutton', { name: 'Order' });
    await user.type(order, '0000');
    await user.tab();
    expect(order).toHaveAccessibleDescription('Enter a value between 0 and 10000');
    await user.clear(order);
    await user.tab();
    expect(order).toHaveAccessibleDescription('Enter a whole number');
  });
});
