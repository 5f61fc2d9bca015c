import { act, fireEvent, screen } from '@testing-library/react';
import { apiClient, type SuggestReply } from '@shop/shared';
import { renderWithShell } from '../testing/render-shell';
import { HeaderSearch } from './header-search';

const reply = (keyword: string, titles: string[]): SuggestReply => ({
  error: false,
  keyword,
  articles: titles.map((title, index) => ({ id: index + 1, codArticolo: `MG00000${index + 1}`, title })),
  families: keyword.startsWith('mag') ? [{ codFamigliaArticolo: 'MG', name: 'Maglieria' }] : [],
});

/** Calls answered by the test, in the order it chooses. */
let pending: { keyword: string; resolve: (value: SuggestReply) => void }[] = [];

beforeEach(() => {
  jest.useFakeTimers();
  pending = [];
  jest.spyOn(apiClient, 'post').mockImplementation((_path, body) => {
    const { keyword } = body as { keyword: string };
    return new Promise((resolve) => pending.push({ keyword, resolve: resolve as (value: SuggestReply) => void }));
  });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const typeInto = (input: HTMLElement, value: string) => {
  fireEvent.change(input, { target: { value } });
  act(() => jest.advanceTimersByTime(200));
};

describe('HeaderSearch', () => {
  it('suggests after two characters, moves with the arrow keys and opens the chosen article with Enter', async () => {
    renderWithShell(<HeaderSearch />);
    const box = screen.getByRole('combobox', { name: 'Cerca un articolo' });
    typeInto(box, 'm');
    expect(pending).toHaveLength(0);
    typeInto(box, 'mag');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByText('Cerco i suggerimenti…')[0]).toBeVisible();
    await act(async () => pending[0]!.resolve(reply('mag', ['Maglione Brera', 'Maglia Capri'])));
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['FamigliaMaglieria', 'Maglione Brera', 'Maglia Capri']);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box).toHaveAttribute('aria-activedescendant', options[2]!.id);
    fireEvent.submit(box.closest('form')!);
    expect(screen.getByTestId('location')).toHaveTextContent('/items/detail/2');
  });

  it('never offers the suggestions of an earlier keystroke, and searches the keyword with Enter', async () => {
    renderWithShell(<HeaderSearch />);
    const box = screen.getByRole('combobox');
    typeInto(box, 'bl');
    typeInto(box, 'blu');
    // The answer for 'bl' arrives after 'blu' was typed: it is not shown.
    await act(async () => pending[0]!.resolve(reply('bl', ['Blusa con fiocco'])));
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await act(async () => pending[1]!.resolve(reply('blu', [])));
    expect(screen.getAllByText('Nessun suggerimento per “blu”: premi Invio per cercare')[0]).toBeVisible();
    fireEvent.submit(box.closest('form')!);
    expect(screen.getByTestId('location')).toHaveTextContent('/items/search/blu');
  });

  it('closes the suggestions with Escape, then clears the field', async () => {
    renderWithShell(<HeaderSearch />);
    const box = screen.getByRole('combobox');
    typeInto(box, 'mag');
    await act(async () => pending[0]!.resolve(reply('mag', ['Maglione Brera'])));
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box).toHaveValue('');
  });

  it('opens from the search icon with focus in the field', () => {
    renderWithShell(<HeaderSearch />);
    fireEvent.click(screen.getByRole('button', { name: 'Apri la ricerca' }));
    expect(screen.getByRole('combobox')).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Apri la ricerca' })).toHaveFocus();
  });
});
