import { Link } from 'react-router-dom';
import { Loader } from '../../components/Loader';
import { PlaceholderLogo } from '../../components/PlaceholderLogo';
import type { PreschinaGridQuery } from '../../gql/graphql';
import { usePageMeta } from '../../render/RenderContext';
import { useRouteQuery } from '../../routing/useRouteQuery';
import { ACKNOWLEDGMENTS_PATH, ACKNOWLEDGMENTS_SLUG, PRESCHINA_TITLE } from './preschinaPaths';
import { preschinaGridRoute } from './preschinaRoute';
import './preschina.css';
import { UnavailableView } from '../statusViews';

/**
 * Presidential china grid (/preschina, spec §2): a portrait tile per president, each the anchor
 * `#{slug}` (a story's links back come to its tile), and the Acknowledgments link, the anchor of
 * the acknowledgments story's way back. The portrait is decorative: the tile's name says where it leads.
 */
export function PreschinaGridPage() {
  const { data, loading, failed } = useRouteQuery(preschinaGridRoute);
  if (loading && !data) return <Loader label="Loading the presidents" />;
  if (!data) return failed ? <UnavailableView /> : <Loader label="Loading the presidents" />;
  return <Grid presidents={data.preschinaPresidents} />;
}

type President = PreschinaGridQuery['preschinaPresidents'][number];

function Grid({ presidents }: { presidents: President[] }) {
  usePageMeta({ title: PRESCHINA_TITLE, description: 'The tableware of the American presidents, 1780–1980: a portrait and a story for each.' });
  return (
    <div className="page preschina">
      <h1 className="page__title">{PRESCHINA_TITLE}</h1>
      <ul className="preschina-grid">
        {presidents.map((president) => (
          <li key={president.slug} id={president.slug} className="preschina-grid__item">
            <Link className="preschina-tile" to={president.url}>
              {president.portrait ? (
                <img className="preschina-tile__image" src={president.portrait.url} alt="" width={president.portrait.width} height={president.portrait.height} loading="lazy" />
              ) : (
                <PlaceholderLogo className="preschina-tile__image" />
              )}
              <span className="preschina-tile__name">{president.name}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p id={ACKNOWLEDGMENTS_SLUG} className="preschina__credits">
        <Link to={ACKNOWLEDGMENTS_PATH}>Acknowledgments</Link>
      </p>
    </div>
  );
}
