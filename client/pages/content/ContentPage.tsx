import { useLocation } from 'react-router-dom';
import { pageKindOf } from '../../components/content/PagePlaceholder';
import { describeContentPage } from '../../structured-data/museum';
import { contentRoute } from './contentRoute';
import { ContentView } from './ContentView';

/** Every path no other route claims: a content page of any type (spec "Content page resolution"). */
export function ContentPage() {
  const { pathname } = useLocation();
  return <ContentView route={contentRoute} pick={(data) => data.page} kind={pageKindOf(pathname)} describe={describeContentPage} />;
}
