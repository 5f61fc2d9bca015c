import { act, screen } from '@testing-library/react';
import { apiClient, emit, type User } from '@shop/shared';
import { renderWithShell } from '../testing/render-shell';
import { SideMenu } from './side-menu';

const user = { email: 'demo@shop.test', name: 'Giulia' } as User;

beforeEach(() => jest.spyOn(apiClient, 'post').mockResolvedValue({ records: [] }));
afterEach(() => jest.restoreAllMocks());

describe('the side menu', () => {
  it('offers logout while session:changed says logged in', async () => {
    emit('session:changed', { loggedIn: false, user: null, restoring: false });
    renderWithShell(<SideMenu onClose={() => undefined} />);
    expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Esci' })).not.toBeInTheDocument();
    act(() => emit('session:changed', { loggedIn: true, user, restoring: false }));
    expect(screen.getByRole('button', { name: 'Esci' })).toBeInTheDocument();
  });
});
