import { contentRoute } from './contentRoute';
import { ContentView } from './ContentView';

/** Every path no other route claims: a generic content page (spec "Content page resolution"). */
export function ContentPage() {
  return <ContentView route={contentRoute} />;
}
