import { on, ShopProviders } from '@shop/shared';
import userEvent from '@testing-library/user-event';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import Footer from './footer';
import { container, reply, serve } from './test-support';

describe('Footer', () => {
  it('shows the Footer-position sections with their links, external ones in a new tab', async () => {
    const sent = serve(() =>
      reply(200, {
        error: false,
        records: [
          container({
            id: 1,
            name: 'footer',
            layoutPosition: 'Footer',
            containers: [
              container({
                id: 2,
                title: 'Assistenza',
                layoutPosition: 'Footer',
                containers: [
                  container({ id: 3, title: 'Contatti', route: '/contact' }),
                  container({ id: 4, title: 'Senza link' }),
                  container({ id: 8, title: 'Guida alle taglie', route: '/wa/default?name=taglie' }),
                ],
              }),
              container({
                id: 5,
                title: 'Seguici',
                layoutPosition: 'Footer',
                containers: [container({ id: 6, title: 'Instagram', externalLink: 'https://www.instagram.com/' })],
              }),
              container({ id: 7, title: 'Vuota', layoutPosition: 'Footer' }),
            ],
          }),
        ],
      }),
    );
    render(
      <ShopProviders>
        <MemoryRouter>
          <Footer />
        </MemoryRouter>
      </ShopProviders>,
    );
    expect(await screen.findByRole('link', { name: 'Contatti' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('heading', { name: 'Assistenza' })).toBeInTheDocument();
    const instagram = screen.getByRole('link', { name: /Instagram/ });
    expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/');
    expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByText('Senza link')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Vuota' })).toBeNull();
    expect(sent[0]?.body).toEqual({ entity: 'Container', expression: { name: 'footer', published: true } });
    const asked: string[] = [];
    const off = on('ui:content-modal', ({ name }) => asked.push(name));
    const sizes = screen.getByRole('link', { name: 'Guida alle taglie' });
    expect(sizes).toHaveAttribute('href', '/wa/default?name=taglie');
    await userEvent.setup().click(sizes);
    off();
    expect(asked).toEqual(['taglie']);
  });
});
