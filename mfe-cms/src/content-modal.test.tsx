import { ShopProviders } from '@shop/shared';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import ContentModal from './content-modal';
import { container, reply, serve } from './test-support';

function renderModal(name: string) {
  return render(
    <ShopProviders>
      <MemoryRouter>
        <ContentModal name={name} />
      </MemoryRouter>
    </ShopProviders>,
  );
}

describe('ContentModal', () => {
  it('shows the size guide with its table, sanitised', async () => {
    const sent = serve(() =>
      reply(200, {
        error: false,
        records: [
          container({
            id: 1,
            name: 'taglie',
            description:
              '<p>Misure in centimetri.</p><table><tbody><tr><th scope="row">M</th><td>42</td></tr></tbody></table><img src=x onerror="alert(1)">',
          }),
        ],
      }),
    );
    const { container: modal } = renderModal('taglie');
    expect(await screen.findByText('Misure in centimetri.')).toBeInTheDocument();
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(modal.querySelector('[onerror]')).toBeNull();
    expect(sent[0]?.body).toEqual({ entity: 'Container', expression: { name: 'taglie', published: true } });
  });

  it('loads the privacy policy from the privacy-contact container', async () => {
    const sent = serve(() =>
      reply(200, { error: false, records: [container({ id: 2, name: 'privacy-contact', description: '<h2>Informativa</h2>' })] }),
    );
    renderModal('privacy');
    expect(await screen.findByRole('heading', { name: 'Informativa' })).toBeInTheDocument();
    expect(sent[0]?.body.expression).toEqual({ name: 'privacy-contact', published: true });
  });

  it('says when the content is not available, with the server message', async () => {
    serve(() => reply(404, { error: true, message: 'Contenuto non trovato', statusCode: 404 }));
    renderModal('terms-and-conditions');
    expect(await screen.findByText('Il contenuto non è al momento disponibile.')).toBeInTheDocument();
    expect(screen.getByText('Contenuto non trovato')).toBeInTheDocument();
  });
});
