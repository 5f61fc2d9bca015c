import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ShopProviders } from './shop-providers';
import { Modal } from './modal';

function Harness({ title }: { title?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <ShopProviders>
      <button type="button" onClick={() => setOpen(true)}>
        Guida alle taglie
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={title} label="Contenuto" size="large">
        <a href="#a">Prima</a>
        <button type="button">Ultimo</button>
      </Modal>
    </ShopProviders>
  );
}

describe('Modal', () => {
  it('opens labelled by its title, with focus inside, and closes on Escape returning focus', async () => {
    const user = userEvent.setup();
    render(<Harness title="Guida alle taglie" />);
    const opener = screen.getByRole('button', { name: 'Guida alle taglie' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Guida alle taglie' });
    // The browser's own modal dialog: it makes the page behind inert (checked in Chromium by the journeys).
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('uses its label without a title, and closes with the close button or the backdrop', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Guida alle taglie' }));
    expect(screen.getByRole('dialog', { name: 'Contenuto' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Guida alle taglie' }));
    await user.click(screen.getByTestId('backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
