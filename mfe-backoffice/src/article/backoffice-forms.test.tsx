import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginPage } from '../pages/login-page';
import { asStaff, captureShopEvents, json, renderIn } from '../test-support';
import { ArticleAutocomplete } from './article-autocomplete';
import { DiscountForm } from './discount-form';

const { fetchMock, bodies } = asStaff();
const { alerts } = captureShopEvents();

// Typing into forms re-renders a lot: slow on a busy machine.
jest.setTimeout(30_000);

describe('the staff login', () => {
  it('shows errors once touched and sends nothing while invalid', async () => {
    const user = userEvent.setup({ delay: null });
    renderIn(<LoginPage />);
    const email = screen.getByLabelText(/^Email/);
    await user.type(email, 'abc');
    expect(screen.queryByText("L'indirizzo email deve essere di almeno 5 caratteri")).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText("L'indirizzo email deve essere di almeno 5 caratteri")).toBeInTheDocument();
    expect(screen.queryByText('La password è un campo richiesto')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accedi' }));
    await waitFor(() => expect(alerts).toHaveLength(1));
    expect(alerts[0]).toMatchObject({ severity: 'error', message: "L'indirizzo email deve essere di almeno 5 caratteri" });
    expect(screen.getByText('La password è un campo richiesto')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the discount form', () => {
  it('refuses a value out of range or not numeric, then saves the comma decimal', async () => {
    const user = userEvent.setup({ delay: null });
    const onSaved = jest.fn();
    renderIn(<DiscountForm codArticolo="A1" discountId={null} current={null} onSaved={onSaved} />);
    const field = screen.getByLabelText('Percentuale di sconto (0-90)');
    await user.type(field, '95');
    expect(screen.queryByText('Inserisci un valore compreso tra 0 e 90')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salva sconto' }));
    expect(await screen.findByText('Inserisci un valore compreso tra 0 e 90')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'abc');
    expect(await screen.findByText('Inserisci un valore numerico')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(json({ error: false, changed: 1 }));
    await user.clear(field);
    await user.type(field, '20,5');
    await user.click(screen.getByRole('button', { name: 'Salva sconto' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(bodies()[0]).toMatchObject({ entity: 'Sconto', codArticolo: 'A1', percentuale: 20.5 });
  });
});

describe('the article autocomplete', () => {
  it('offers only the suggestions of the text typed, with Home and End, and says when nothing matches', async () => {
    const user = userEvent.setup({ delay: null });
    const picked: string[] = [];
    fetchMock.mockImplementation(async (_url, init) => {
      const text = (JSON.parse(String(init?.body)) as { expression: { text: string } }).expression.text;
      const records =
        text === 'nessuno'
          ? []
          : ['A1', 'A2', 'A3'].map((code, index) => ({ id: index + 1, codArticolo: `${text}-${code}`, title: `Capo ${code}` }));
      return json({ error: false, records });
    });
    renderIn(<ArticleAutocomplete onPick={(article) => picked.push(article.codArticolo)} />);
    const box = screen.getByRole('combobox', { name: 'Aggiungi un articolo (codice o titolo)' });
    await user.type(box, 'ma');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    await user.type(box, 'g');
    expect(await screen.findAllByRole('option')).toHaveLength(3);
    // A stale list is never offered: one more letter hides it until its own answer comes.
    await user.type(box, 'l');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('Caricamento...')).toBeInTheDocument();
    expect(await screen.findAllByRole('option')).toHaveLength(3);
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('magl-A1');

    await user.keyboard('{End}');
    expect(screen.getAllByRole('option')[2]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(picked).toEqual(['magl-A2']);
    expect(box).toHaveValue('');

    await user.type(box, 'nessuno');
    expect(await screen.findByText('Nessun articolo trovato')).toBeInTheDocument();
  });
});
