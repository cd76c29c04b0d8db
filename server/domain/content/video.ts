/** A video the site may embed (content spec §5: a Video on YouTube or Vimeo; YouTube ids have 11 characters). */
export interface EmbeddableVideo {
  provider: 'YOUTUBE' | 'VIMEO';
  videoId: string;
  embedUrl: string;
  watchUrl: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  if (host === 'youtu.be') return url.pathname.slice(1);
  if (host !== 'youtube.com' && host !== 'youtube-nocookie.com') return null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const match = /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname);
  return match?.[1] ?? null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '');
  if (host === 'vimeo.com') return url.pathname.split('/').filter(Boolean)[0] ?? null;
  if (host === 'player.vimeo.com') return /^\/video\/([^/]+)/.exec(url.pathname)?.[1] ?? null;
  return null;
}

/**
 * The embeddable video of a URL: only when the media type is Video (or not given) and the URL is
 * YouTube with an 11-character id or Vimeo with a numeric id; null otherwise.
 */
export function embeddableVideo(rawUrl: string | null | undefined, mediaType?: string | null): EmbeddableVideo | null {
  if (mediaType && mediaType.trim().toLowerCase() !== 'video') return null;
  const url = rawUrl ? URL.parse(rawUrl.trim()) : null;
  if (!url) return null;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const youtube = youtubeId(url);
  if (youtube !== null) {
    if (!YOUTUBE_ID.test(youtube)) return null;
    return { provider: 'YOUTUBE', videoId: youtube, embedUrl: `https://www.youtube-nocookie.com/embed/${youtube}?autoplay=1&rel=0`, watchUrl: `https://www.youtube.com/watch?v=${youtube}` };
  }
  const vimeo = vimeoId(url);
  if (vimeo !== null && VIMEO_ID.test(vimeo)) {
    return { provider: 'VIMEO', videoId: vimeo, embedUrl: `https://player.vimeo.com/video/${vimeo}?autoplay=1&dnt=1`, watchUrl: `https://vimeo.com/${vimeo}` };
  }
  return null;
}
