import { catalogRoutes, NotFound, RemoteIntl } from '@shop/shared';
import { Route, Routes } from 'react-router-dom';
import { catalogMessages } from '@shop/shared/messages';
import { DetailPage } from './pages/detail-page';
import { ListPage } from './pages/list-page';
import { RestockNoticePage } from './pages/restock-notice-page';

/** The catalogue's routes, below the shell's /items. */
export default function CatalogRoutes() {
  return (
    <RemoteIntl messages={catalogMessages}>
      <Routes>
        <Route index element={<ListPage kind="collection" />} />
        <Route path={catalogRoutes.search} element={<ListPage kind="search" />} />
        <Route path={catalogRoutes.category} element={<ListPage kind="category" />} />
        <Route path={catalogRoutes.modulo} element={<ListPage kind="modulo" />} />
        <Route path={catalogRoutes.moduloLinea} element={<ListPage kind="modulo" />} />
        <Route path={catalogRoutes.linea} element={<ListPage kind="linea" />} />
        <Route path={catalogRoutes.famiglia} element={<ListPage kind="famiglia" />} />
        <Route path={catalogRoutes.promo} element={<ListPage kind="promo" />} />
        <Route path={catalogRoutes.outlet} element={<ListPage kind="outlet" />} />
        <Route path={catalogRoutes.novita} element={<ListPage kind="novita" />} />
        <Route path={catalogRoutes.favorites} element={<ListPage kind="favorites" />} />
        <Route path={catalogRoutes.detail} element={<DetailPage />} />
        <Route path={catalogRoutes.restockNotice} element={<RestockNoticePage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </RemoteIntl>
  );
}
