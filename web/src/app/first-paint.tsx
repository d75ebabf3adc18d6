import { PageLoading } from '@/components/page-loading';

/**
 * The frame index.html painted before the JavaScript arrived (vite-plugins/first-paint.ts: the
 * screen's navigation bar and title), taken as the app starts. While the first screen's code
 * loads, React shows that same frame rather than blanking it for a moment.
 */
const painted =
  typeof document === 'undefined' ? '' : (document.getElementById('root')?.innerHTML ?? '');

/** What the first screen shows until its code has arrived: the painted frame and the dots. */
export function FirstPaint() {
  return (
    <>
      {painted ? <div dangerouslySetInnerHTML={{ __html: painted }} /> : null}
      <PageLoading />
    </>
  );
}
