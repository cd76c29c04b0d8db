import { ContentImage } from '../../../components/content/ContentImage';
import { RichText } from '../../../components/content/rich-text/RichText';
import { VideoEmbed } from '../../../components/content/VideoEmbed';
import { TargetLink } from '../../../components/links/TargetLink';
import { ShareButton } from '../../../components/share/ShareButton';
import type { PageOf } from '../pageTypes';
import { PageHeader } from './PageHeader';

/** A resource: publication, PDF, web page, video, blog post, press release or email. */
export function ResourceView({ page }: { page: PageOf<'ResourcePage'> }) {
  const byline = [page.byline, page.author ? `By ${page.author}` : null].filter(Boolean).join(' · ');
  return (
    <article className="page resource">
      <PageHeader title={page.title} intro={page.intro} label={page.mediaType}>
        {byline || page.publishedText ? (
          <p className="resource__byline">
            {byline}
            {byline && page.publishedText ? ' · ' : null}
            {page.publishedText && page.publishedAt ? <time dateTime={page.publishedAt}>{page.publishedText}</time> : null}
          </p>
        ) : null}
      </PageHeader>
      {page.video ? <VideoEmbed video={page.video} /> : page.image ? <ContentImage image={page.image} eager className="page__hero" sizes="100vw" /> : null}
      <div className="detail-actions">
        {page.button ? (
          <TargetLink target={page.button.link} className="button button--primary">
            {page.button.label}
          </TargetLink>
        ) : null}
        <ShareButton title={page.title ?? ''} path={page.path} />
      </div>
      <RichText blocks={page.body} under={1} />
      {page.details.length ? (
        <table className="rich-table resource__details">
          <caption>Details</caption>
          <tbody>
            {page.details.map((row) => (
              <tr key={row.name}>
                <th scope="row">{row.name}</th>
                <td>{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {page.files.length ? (
        <section className="resource__files" aria-labelledby="resource-files">
          <h2 id="resource-files">Downloads</h2>
          <ul>
            {page.files.map((file) => (
              <li key={file.url}>
                <a href={file.url} download>
                  {file.title}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {page.awards.length ? (
        <section className="resource__awards" aria-labelledby="resource-awards">
          <h2 id="resource-awards">Awards</h2>
          <ul>
            {page.awards.map((award) => (
              <li key={award}>{award}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
