import { useState } from 'react';
import type { VideoFieldsFragment } from '../../gql/graphql';
import './video-embed.css';

/**
 * A YouTube or Vimeo video that loads only when the visitor asks (click to load): until then nothing
 * is fetched from the video host. The player then takes focus.
 */
export function VideoEmbed({ video }: { video: VideoFieldsFragment }) {
  const [playing, setPlaying] = useState(false);
  const host = video.provider === 'YOUTUBE' ? 'YouTube' : 'Vimeo';
  return (
    <figure className="video-embed">
      <div className="video-embed__frame">
        {playing ? (
          <iframe
            ref={(frame) => frame?.focus()}
            src={video.embedUrl}
            title={video.title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
          />
        ) : (
          <button type="button" className="video-embed__play" onClick={() => setPlaying(true)}>
            <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
              <circle cx="32" cy="32" r="30" fill="rgba(0,0,0,0.65)" />
              <path d="M26 20v24l20-12Z" fill="#fff" />
            </svg>
            <span>
              Play video<span className="visually-hidden">: {video.title}</span> (loads from {host})
            </span>
          </button>
        )}
      </div>
      {video.showCaption && video.caption ? <figcaption>{video.caption}</figcaption> : null}
      <p className="video-embed__source">
        <a href={video.watchUrl} target="_blank" rel="noopener noreferrer">
          Watch on {host}
          <span className="visually-hidden"> (opens in a new window)</span>
        </a>
      </p>
    </figure>
  );
}
