import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AdminPager } from './admin-pager';
import { pageWindow } from './page-window';
import { ShopProviders } from './shop-providers';
import { ShopperPager } from './shopper-pager';

const pageNumbers = () =>
  within(screen.getByRole('list'))
    .getAllByRole('button')
    .map((button) => button.textContent);

function Shopper({ totalCount = 400, pages = 10, start = 6 }) {
  const [page, setPage] = useState(start);
  return (
    <ShopProviders>
      <ShopperPager page={page} pages={pages} totalCount={totalCount} onPageChange={setPage} />
    </ShopProviders>
  );
}

describe('pageWindow', () => {
  it('shows up to `span` pages either side, within the range', () => {
    expect(pageWindow(6, 10, 4)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageWindow(1, 10, 3)).toEqual([1, 2, 3, 4]);
    expect(pageWindow(99, 3, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 0, 4)).toEqual([]);
  });
});

describe('ShopperPager', () => {
  it("says 'N risultati' and shows up to 4 page links either side", () => {
    render(<Shopper />);
    expect(screen.getByText('400 risultati')).toBeInTheDocument();
    expect(pageNumbers()).toEqual(['2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(screen.getByRole('button', { name: 'Pagina 6' })).toHaveAttribute('aria-current', 'page');
  });

  it('moves with the page links and Precedente/Successivo', async () => {
    const user = userEvent.setup();
    render(<Shopper />);
    await user.click(screen.getByRole('button', { name: 'Pagina 10' }));
    expect(screen.getByRole('button', { name: 'Pagina 10' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('button', { name: 'Successivo' })).not.toBeInTheDocument();
    expect(screen.getByText('Successivo')).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Precedente' }));
    expect(screen.getByRole('button', { name: 'Pagina 9' })).toHaveAttribute('aria-current', 'page');
  });

  it("says '1 risultato' and shows no page links for a single page", () => {
    render(<Shopper totalCount={1} pages={1} start={1} />);
    expect(screen.getByText('1 risultato')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('renders real links when given hrefs, still calling onPageChange', async () => {
    const user = userEvent.setup();
    const onPageChange = jest.fn();
    render(
      <ShopProviders>
        <ShopperPager page={1} pages={3} totalCount={90} onPageChange={onPageChange} getHref={(page) => `/items?page=${page}`} />
      </ShopProviders>,
    );
    const next = screen.getByRole('link', { name: 'Successivo' });
    expect(next).toHaveAttribute('href', '/items?page=2');
    await user.click(screen.getByRole('link', { name: 'Pagina 3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });
});

describe('AdminPager', () => {
  function Admin() {
    const [page, setPage] = useState(1);
    const [pageSize, setPageSize] = useState(30);
    return (
      <ShopProviders>
        <AdminPager
          page={page}
          pages={pageSize === 0 ? 1 : Math.ceil(300 / pageSize)}
          pageSize={pageSize}
          onPageChange={setPage}
          onPageSizeChange={setPageSize}
        />
      </ShopProviders>
    );
  }

  it('offers All, 10, 30, 60, 90 per page and up to 3 page links either side', async () => {
    const user = userEvent.setup();
    render(<Admin />);
    const select = screen.getByRole('combobox', { name: 'Elementi per pagina' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Tutti', '10', '30', '60', '90']);
    expect(pageNumbers()).toEqual(['1', '2', '3', '4']);

    await user.click(screen.getByRole('button', { name: 'Pagina 4' }));
    expect(pageNumbers()).toEqual(['1', '2', '3', '4', '5', '6', '7']);

    await user.selectOptions(select, '0');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
