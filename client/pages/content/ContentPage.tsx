import { useLocation } from 'react-router-dom';
import { ContentView } from './ContentView';
import { sitePath } from './sitePath';

/** Every path no other route claims: a generic content page (spec "Content page resolution"). */
export function ContentPage() {
  const { pathname } = useLocation();
  return <ContentView path={sitePath(pathname)} />;
}
