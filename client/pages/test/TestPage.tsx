import { usePageMeta } from '../../render/RenderContext';

/** /test: a blank grey placeholder block (spec "Content page resolution"). */
export function TestPage() {
  usePageMeta({ title: 'Test' });
  return (
    <div className="page">
      <h1 className="visually-hidden">Test</h1>
      <div className="test-block" data-testid="test-block" />
    </div>
  );
}
