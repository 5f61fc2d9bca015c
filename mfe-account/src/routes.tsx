import { accountRoutes, NotFound, RemoteIntl } from '@shop/shared';
import { Route, Routes } from 'react-router-dom';
import { accountMessages } from '@shop/shared/messages';
import { CreateAccountPage } from './pages/create-account-page';
import { EditAccountPage } from './pages/edit-account-page';
import { HubPage } from './pages/hub-page';
import { LoginPage } from './pages/login-page';
import { NewsletterPage } from './pages/newsletter-page';
import { OrdersPage } from './pages/orders-page';
import { PasswordRestorePage } from './pages/password-restore-page';
import { ReturnPage } from './pages/return-page';
import { SuccessPage } from './pages/success-page';

/** The account's routes, below the shell's /account. */
export default function AccountRoutes() {
  return (
    <RemoteIntl messages={accountMessages}>
      <Routes>
        <Route index element={<HubPage />} />
        <Route path={accountRoutes.create} element={<CreateAccountPage />} />
        <Route path={accountRoutes.view} element={<EditAccountPage />} />
        <Route path={accountRoutes.success} element={<SuccessPage />} />
        <Route path={accountRoutes.orders} element={<OrdersPage />} />
        <Route path={accountRoutes.login} element={<LoginPage />} />
        <Route path={accountRoutes.passwordRestore} element={<PasswordRestorePage />} />
        <Route path={accountRoutes.returns} element={<ReturnPage />} />
        <Route path={accountRoutes.newsletter} element={<NewsletterPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </RemoteIntl>
  );
}
