import { accountRoutes, NotFound, RemoteIntl } from '@shop/shared';
import { Route, Routes } from 'react-router-dom';
import { accountMessages } from './i18n/messages';
import { AccountPage } from './pages/account-page';

/** The account's routes, below the shell's /account. */
export default function AccountRoutes() {
  return (
    <RemoteIntl messages={accountMessages}>
      <Routes>
        <Route index element={<AccountPage page="hub" />} />
        <Route path={accountRoutes.create} element={<AccountPage page="create" />} />
        <Route path={accountRoutes.view} element={<AccountPage page="view" />} />
        <Route path={accountRoutes.success} element={<AccountPage page="success" />} />
        <Route path={accountRoutes.orders} element={<AccountPage page="orders" />} />
        <Route path={accountRoutes.login} element={<AccountPage page="login" />} />
        <Route path={accountRoutes.passwordRestore} element={<AccountPage page="passwordRestore" />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </RemoteIntl>
  );
}
