import { act, render, screen } from '@testing-library/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { languageAtom } from '../state/preference-atoms';
import { shopStore } from '../state/store';
import { RemoteIntl } from './remote-intl';
import { ShopIntlProvider } from './shop-intl-provider';

const shellMessages = { ita: { 'shell.title': 'Negozio' }, eng: { 'shell.title': 'Shop' } };
const remoteMessages = {
  ita: { 'catalog.title': 'Collezione', 'shell.title': 'Negozio (catalogo)' },
  eng: { 'catalog.title': 'Collection', 'shell.title': 'Shop (catalogue)' },
};

function Locale() {
  return <span data-testid="locale">{useIntl().locale}</span>;
}

beforeEach(() => {
  shopStore.set(languageAtom, 'ita');
});

describe('ShopIntlProvider and RemoteIntl', () => {
  it('follow the language atom, with the remote catalogue over the parent one', () => {
    render(
      <ShopIntlProvider messages={shellMessages}>
        <Locale />
        <p>
          <FormattedMessage id="shell.title" />
        </p>
        <RemoteIntl messages={remoteMessages}>
          <h1>
            <FormattedMessage id="catalog.title" />
          </h1>
          <p>
            <FormattedMessage id="ui.pager.next" />
          </p>
          <p>
            <FormattedMessage id="shell.title" />
          </p>
        </RemoteIntl>
      </ShopIntlProvider>,
    );
    expect(screen.getByTestId('locale')).toHaveTextContent('it');
    expect(screen.getByRole('heading')).toHaveTextContent('Collezione');
    expect(screen.getByText('Successivo')).toBeInTheDocument();
    expect(screen.getByText('Negozio')).toBeInTheDocument();
    expect(screen.getByText('Negozio (catalogo)')).toBeInTheDocument();

    act(() => shopStore.set(languageAtom, 'eng'));
    expect(screen.getByTestId('locale')).toHaveTextContent('en');
    expect(screen.getByRole('heading')).toHaveTextContent('Collection');
    expect(screen.getByText('Next')).toBeInTheDocument();
    expect(screen.getByText('Shop (catalogue)')).toBeInTheDocument();
  });
});
