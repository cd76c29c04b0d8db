/** Small line icons of content blocks, drawn inline (no requests); decorative beside their text. */
const PATHS: Readonly<Record<string, string>> = {
  wheelchair: 'M9 3a2 2 0 1 0 .001 0ZM8 7h2v4h4l2 5h-2l-1.5-3H9a1 1 0 0 1-1-1Zm-2 4a5 5 0 0 0 7.6 4.3l.8 1.7A7 7 0 1 1 6 9.2Z',
  accessible: 'M9 3a2 2 0 1 0 .001 0ZM8 7h2v4h4l2 5h-2l-1.5-3H9a1 1 0 0 1-1-1Zm-2 4a5 5 0 0 0 7.6 4.3l.8 1.7A7 7 0 1 1 6 9.2Z',
  audio: 'M3 8h3l4-4v12l-4-4H3Zm10-1a4 4 0 0 1 0 6M15 5a7 7 0 0 1 0 10',
  parking: 'M5 3h6a4 4 0 0 1 0 8H8v6H5Zm3 3v2h3a1 1 0 0 0 0-2Z',
  food: 'M5 2v7a2 2 0 0 0 2 2v7h2v-7a2 2 0 0 0 2-2V2H9v5H8V2H7v5H6V2Zm10 0c-2 0-3 3-3 6v3h2v7h2V2Z',
  ticket: 'M2 6a2 2 0 0 0 2-2h12a2 2 0 0 0 2 2v2a2 2 0 0 0 0 4v2a2 2 0 0 0-2 2H4a2 2 0 0 0-2-2v-2a2 2 0 0 0 0-4Z',
  family: 'M6 3a2 2 0 1 0 .001 0ZM14 5a2 2 0 1 0 .001 0ZM4 8h4v10H6v-5H4Zm8 3h4v7h-2v-3h-2Z',
  info: 'M10 2a8 8 0 1 0 .001 0ZM9 8h2v7H9Zm0-3h2v2H9Z',
};

export function ContentIcon({ name }: { name: string }) {
  const path = PATHS[name] ?? PATHS.info;
  return (
    <svg className="content-icon" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={path} fill={name === 'audio' ? 'none' : 'currentColor'} stroke={name === 'audio' ? 'currentColor' : 'none'} strokeWidth="1.6" />
    </svg>
  );
}
