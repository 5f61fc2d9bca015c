// What the shop's code uses of react-router-dom, taken from react-router's production build.
// Production builds alias `react-router-dom` to this file, so the one shared router singleton holds
// only these exports (a shared module is never tree-shaken). A name missing here fails the build.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigationType,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
