import { absoluteUrl, usePublicOrigin } from '../../render/publicOrigin';
import { Modal, ModalBar } from '../Modal';
import { useCopyLink } from './useCopyLink';

interface ShareDialogProps {
  /** What is shared, for the dialog's text and the e-mail subject. */
  title: string;
  /** The site path of the page to share; shared as an absolute URL. */
  path: string;
  onClose: () => void;
}

/** The share dialog (modal kind "share"): Copy Link, which reads "Link Copied" for 4 seconds, plus e-mail and social links that open in a new window. */
export function ShareDialog({ title, path, onClose }: ShareDialogProps) {
  const { copied, copy } = useCopyLink();
  // Shared links name the page on the site's public origin, wherever this copy of it is served from.
  const url = absoluteUrl(usePublicOrigin(), path);
  const encodedUrl = encodeURIComponent(url);
  const networks = [
    { name: 'E-mail', href: `mailto:?subject=${encodeURIComponent(title)}&body=${encodedUrl}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}` },
    { name: 'X', href: `https://x.com/intent/post?url=${encodedUrl}&text=${encodeURIComponent(title)}` },
    { name: 'Pinterest', href: `https://www.pinterest.com/pin/create/button/?url=${encodedUrl}&description=${encodeURIComponent(title)}` },
  ];

  return (
    <Modal open onClose={onClose} label="Share" className="modal--share">
      <ModalBar title="Share" onClose={onClose} />
      <p className="share__subject">{title}</p>
      <div className="share__copy">
        <label className="visually-hidden" htmlFor="share-url">
          Link to this page
        </label>
        <input id="share-url" className="share__url" type="text" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
        <button type="button" className="button button--primary" data-autofocus onClick={() => void copy(url)}>
          {copied ? 'Link Copied' : 'Copy Link'}
        </button>
      </div>
      <p className="visually-hidden" role="status">
        {copied ? 'Link Copied' : ''}
      </p>
      <ul className="share__networks">
        {networks.map((network) => (
          <li key={network.name}>
            <a href={network.href} target="_blank" rel="noopener noreferrer">
              {network.name}
              <span className="visually-hidden"> (opens in a new window)</span>
            </a>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
