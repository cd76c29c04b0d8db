import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Loader } from '../../components/Loader';
import { VideoEmbed } from '../../components/content/VideoEmbed';
import type { PreschinaStoryQuery } from '../../gql/graphql';
import { usePageMeta } from '../../render/RenderContext';
import { isPlainClick } from '../../routing/plainClick';
import { useRouteQuery } from '../../routing/useRouteQuery';
import { gridTilePath, isMicrositeRoute, PRESCHINA_TITLE } from '../preschina/preschinaPaths';
import { preschinaStoryRoute } from './preschinaStoryRoute';
import '../preschina/preschina.css';
import { NotFoundView, UnavailableView } from '../statusViews';

/**
 * A presidential china story (/preschina/:id, spec §2): the WordPress article the gateway
 * extracted and sanitized. The not-found view for an unknown story, the unavailable view when
 * WordPress is down and the story was never kept.
 */
export function PreschinaStoryPage() {
  const { data, loading, failed } = useRouteQuery(preschinaStoryRoute);
  if (loading && !data) return <Loader label="Loading the story" />;
  const story = data?.preschinaStory;
  if (!story) return failed ? <UnavailableView /> : <NotFoundView />;
  return <StoryView story={story} />;
}

type Story = NonNullable<PreschinaStoryQuery['preschinaStory']>;

function StoryView({ story: { slug, title, url, body } }: { story: Story }) {
  // One address per story: `/preschina/John-Adams` names the lower-case `url` its canonical.
  usePageMeta({ title: `${title} | ${PRESCHINA_TITLE}`, canonicalPath: url });
  const navigate = useNavigate();

  // The story's HTML is not React's: its links to the microsite are handed to the router here, so
  // they navigate in place like the site's own links.
  const followMicrositeLinks = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || !isPlainClick(event)) return;
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const href = link?.getAttribute('href');
    if (!link || !href || link.target || !isMicrositeRoute(href)) return;
    event.preventDefault();
    navigate(href);
  };

  return (
    <article className="page preschina-story">
      <p className="preschina-story__kicker">
        <Link to={gridTilePath(slug)}>{PRESCHINA_TITLE}</Link>
      </p>
      <h1 className="page__title">{title}</h1>
      {/* The click handler only delegates link clicks (links are keyboard-operable themselves). */}
      <div className="preschina-story__body" onClick={followMicrositeLinks}>
        {body.map((part, index) =>
          part.__typename === 'PreschinaStoryVideo' ? (
            <VideoEmbed key={`${slug}:${index}`} video={part.video} />
          ) : (
            // Sanitized by the gateway with an allow-list (schema: PreschinaStoryHtml.html).
            <div key={`${slug}:${index}`} dangerouslySetInnerHTML={{ __html: part.html }} />
          ),
        )}
      </div>
      <p className="preschina-story__back">
        <Link to={gridTilePath(slug)}>All presidents</Link>
      </p>
    </article>
  );
}
