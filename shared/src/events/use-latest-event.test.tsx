import { act, render, screen } from '@testing-library/react';
import { emit } from './shop-events';
import { useLatestEvent } from './use-latest-event';

function Favourites() {
  const favourites = useLatestEvent('favourites:changed')?.favourites;
  return <output>{favourites ? favourites.join(',') || 'none' : 'unknown'}</output>;
}

describe('useLatestEvent', () => {
  it('gives a component mounted after the event its latest payload, then follows each new one', () => {
    emit('favourites:changed', { favourites: ['A100'] });
    emit('favourites:changed', { favourites: ['A100', 'B200'] });
    render(<Favourites />);
    expect(screen.getByRole('status')).toHaveTextContent('A100,B200');

    act(() => emit('favourites:changed', { favourites: [] }));
    expect(screen.getByRole('status')).toHaveTextContent('none');
  });

  it('gives undefined for an event never sent', () => {
    function Where() {
      return <output>{useLatestEvent('nav:changed')?.pathname ?? 'nowhere yet'}</output>;
    }
    render(<Where />);
    expect(screen.getByRole('status')).toHaveTextContent('nowhere yet');
    act(() => emit('nav:changed', { pathname: '/items', search: '' }));
    expect(screen.getByRole('status')).toHaveTextContent('/items');
  });
});
