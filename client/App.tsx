import { useRoutes } from 'react-router-dom';
import { useHydratedMarker } from './render/useHydratedMarker';
import { routes } from './routes';
import './styles/base.css';
import './styles/chrome.css';
import './styles/modals.css';
import './styles/footer.css';
import './styles/pages.css';
import './styles/components.css';
import './styles/content.css';

/** The whole site: the route table inside the chrome. Routers and Apollo are provided by the entries. */
export function App() {
  useHydratedMarker();
  return useRoutes(routes);
}
