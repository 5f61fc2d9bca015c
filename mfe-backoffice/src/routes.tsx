import { backofficeRoutes, NotFound, RemoteIntl } from '@shop/shared';
import { Route, Routes } from 'react-router-dom';
import { backofficeMessages } from './i18n/messages';
import { ArticlePage } from './pages/article-page';
import { ArticlesPage } from './pages/articles-page';
import { ContainersPage } from './pages/containers-page';
import { InvoicesPage } from './pages/invoices-page';
import { LoginPage } from './pages/login-page';
import { OrderPage } from './pages/order-page';
import { OrdersPage } from './pages/orders-page';
import { StaffFrame } from './staff/staff-frame';

/** The back-office routes, below the back-office mount (/backoffice). Everything but the login needs a staff session. */
export default function BackofficeRoutes() {
  return (
    <RemoteIntl messages={backofficeMessages}>
      <Routes>
        <Route path={backofficeRoutes.login} element={<LoginPage />} />
        <Route element={<StaffFrame />}>
          <Route index element={<ArticlesPage />} />
          <Route path={backofficeRoutes.article} element={<ArticlePage />} />
          <Route path={backofficeRoutes.contents} element={<ContainersPage />} />
          <Route path={backofficeRoutes.invoices} element={<InvoicesPage />} />
          <Route path={backofficeRoutes.orders} element={<OrdersPage />} />
          <Route path={backofficeRoutes.order} element={<OrderPage />} />
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </RemoteIntl>
  );
}
