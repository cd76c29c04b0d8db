import { Link } from 'react-router-dom';
import type { BasicBlockFieldsFragment } from '../../../gql/graphql';
import { TargetLink } from '../../links/TargetLink';
import { TicketLink } from '../../tickets/TicketLink';
import { ContentImage } from '../ContentImage';
import { ContentIcon } from '../icons';
import { HEADINGS, type HeadingLevel } from './headingLevels';
import { MapFallback } from '../MapFallback';
import { VideoEmbed } from '../VideoEmbed';
import { ListView } from './ListView';
import { ShortcodeSlot } from './ShortcodeSlot';
import { TextSpans } from './TextSpans';


/** One block of rich text that may stand anywhere (also in a row's column or a collapsible text); `level` is a heading's level in the page's outline. */
export function BasicBlockView({ block, level }: { block: BasicBlockFieldsFragment; level?: HeadingLevel }) {
  switch (block.__typename) {
    case 'TextBlock': {
      if (block.style === 'QUOTE') {
        return (
          <blockquote>
            <p>
              <TextSpans spans={block.spans} />
            </p>
          </blockquote>
        );
      }
      const Tag = block.style === 'PARAGRAPH' ? 'p' : (`h${level ?? HEADINGS[block.style]}` as const);
      return (
        <Tag>
          <TextSpans spans={block.spans} />
        </Tag>
      );
    }
    case 'ListBlock':
      return <ListView block={block} />;
    case 'TableBlock':
      return (
        <table className="rich-table">
          {block.caption ? <caption>{block.caption}</caption> : null}
          <tbody>
            {block.rows.map((row, index) => (
              <tr key={index}>
                <th scope="row">{row.name}</th>
                <td>
                  {row.value}
                  {row.summary ? <span className="rich-table__note">{row.summary}</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    case 'ButtonBlock':
      return (
        <p className="rich-button">
          <TargetLink target={block.link} className={`button ${block.secondary ? 'button--secondary' : 'button--primary'}`}>
            {block.title}
          </TargetLink>
        </p>
      );
    case 'EmbeddedImageBlock':
      return <ContentImage image={block.image} sizes="(min-width: 40rem) 20rem, 100vw" className={`embedded-image embedded-image--${block.alignment === 'left' ? 'left' : 'right'}`} withCaption />;
    case 'ImageBlock':
      return <ContentImage image={block.image} sizes="(min-width: 50rem) 50rem, 100vw" className="rich-image" withCaption />;
    case 'CollectionAssetBlock':
      if (!block.artwork) return null;
      return (
        <figure className="collection-asset">
          {block.artwork.image ? <img src={block.artwork.image.url} alt={block.artwork.image.alt ?? ''} loading="lazy" decoding="async" /> : null}
          <figcaption>
            <Link to={block.artwork.url}>{block.artwork.title}</Link>
            {block.artwork.artist ? <span className="collection-asset__artist">{block.artwork.artist.line}</span> : null}
            {block.artwork.dated ? <span className="collection-asset__date">{block.artwork.dated}</span> : null}
            {block.caption ? <span className="collection-asset__caption">{block.caption}</span> : null}
          </figcaption>
        </figure>
      );
    case 'MapBlock':
      return <MapFallback map={block.map} />;
    case 'IconBlock':
      return (
        <p className="icon-line">
          <ContentIcon name={block.icon} />
          <span>{block.text}</span>
        </p>
      );
    case 'VideoBlock':
      return <VideoEmbed video={block.video} />;
    case 'TicketTypeBlock':
      return (
        <div className="ticket-type">
          <p className="ticket-type__title">
            <strong>{block.title}</strong>
            {block.price ? <span className="ticket-type__price">{block.price}</span> : null}
          </p>
          {block.description ? <p>{block.description}</p> : null}
          {block.tickets ? (
            <TicketLink url={block.tickets.url} className="button button--primary">
              Get Tickets<span className="visually-hidden">: {block.title}</span>
            </TicketLink>
          ) : null}
        </div>
      );
    case 'LogoBlock': {
      const logo = <ContentImage image={block.image} sizes="10rem" className="logo-block__image" />;
      return (
        <p className="logo-block">
          {block.website ? (
            <TargetLink target={block.website}>
              {logo}
            </TargetLink>
          ) : (
            logo
          )}
        </p>
      );
    }
    case 'ShortcodeBlock':
      return <ShortcodeSlot block={block} />;
    case 'SeparatorBlock':
      return <hr className="rich-separator" />;
  }
}
