/** Links to the page's parts ("On this page"); anchors land below the sticky header (scroll-padding). */
export function JumpLinks({ links }: { links: readonly { title: string; anchor: string }[] }) {
  if (!links.length) return null;
  return (
    <nav className="jump-links" aria-label="On this page">
      <h2 className="jump-links__title">On this page</h2>
      <ul>
        {links.map((link) => (
          <li key={link.anchor}>
            <a href={`#${link.anchor}`}>{link.title}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
