import { backofficeRoutes, NotFound, RemoteIntl } from '@shop/shared';
import { Route, Routes } from 'react-router-dom';
import { backofficeMessages } from './i18n/messages';
import { ArticlePage } from './pages/article-page';
import { ArticlesPage } from './pages/articles-page';

/** The back-office routes, below the back-office mount (/backoffice). */
export default function BackofficeRoutes() {
  return (
    <RemoteIntl messages={backofficeMessages}>
      <Routes>
        <Route index element={<ArticlesPage />} />
        <Route path={backofficeRoutes.article} element={<ArticlePage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </RemoteIntl>
  );
}
