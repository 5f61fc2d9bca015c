import { backofficeRoutes, mergeCatalogues, NotFound, RemoteIntl } from '@shop/shared';
import { backofficeMessages, backofficeOrdersMessages } from '@shop/shared/messages';
import { Route, Routes } from 'react-router-dom';
import { ArticlePage } from './pages/article-page';
import { ArticlesPage } from './pages/articles-page';
import { ContainersPage } from './pages/containers-page';
import { InvoicesPage } from './pages/invoices-page';
import { LoginPage } from './pages/login-page';
import { OrderPage } from './pages/order-page';
import { OrdersPage } from './pages/orders-page';
import { ReleasesPage } from './pages/releases-page';
import { StaffFrame } from './staff/staff-frame';

/** The back-office's texts: its order screens' and the rest. */
export const backofficeTexts = mergeCatalogues(backofficeMessages, backofficeOrdersMessages);

/** The back-office routes, below the back-office mount (/backoffice). Everything but the login needs a staff session. */
export default function BackofficeRoutes() {
  return (
    <RemoteIntl messages={backofficeTexts}>
      <Routes>
        <Route path={backofficeRoutes.login} element={<LoginPage />} />
        <Route element={<StaffFrame />}>
          <Route index element={<ArticlesPage />} />
          <Route path={backofficeRoutes.article} element={<ArticlePage />} />
          <Route path={backofficeRoutes.contents} element={<ContainersPage />} />
          <Route path={backofficeRoutes.invoices} element={<InvoicesPage />} />
          <Route path={backofficeRoutes.orders} element={<OrdersPage />} />
          <Route path={backofficeRoutes.order} element={<OrderPage />} />
          <Route path={backofficeRoutes.releases} element={<ReleasesPage />} />
          <Route path="*" element={<NotFound />} />
        </Route>
      </Routes>
    </RemoteIntl>
  );
}
