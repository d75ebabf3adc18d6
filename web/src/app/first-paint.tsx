import { NavBar } from '@/components/nav-bar';
import { PageLoading } from '@/components/page-loading';
import pageStyles from '@/components/page.module.css';

/** What a cold screen's frame shows: its title in the reader's language, and a back arrow. */
export interface FrameProps {
  title: string;
  back: boolean;
}

const goBack = () => window.history.back();

/**
 * The frame of a screen owners open cold: the page with its navigation bar and title, and the
 * loading dots where the screen's content comes. React renders it at build time for each cold
 * screen and language (vite-plugins/first-paint.ts, with react-dom/static), index.html paints it
 * from the first byte, and the app hydrates it (main.tsx): the markup is the one the app renders,
 * with the app's own styles, and it is taken over instead of painted again.
 */
export function FirstPaint({ title, back }: FrameProps) {
  return (
    <div className={pageStyles.page}>
      <NavBar title={title} onBack={back ? goBack : undefined} />
      <main className={pageStyles.content}>
        <PageLoading />
      </main>
    </div>
  );
}

/**
 * The frame index.html painted (its title and arrow, read from the page before the app renders
 * anything), or null when it painted none: the hydration must render what the page shows, and
 * index.html chose the title's language by a rule the app applies only once i18next has started.
 */
export const paintedFrame: FrameProps | null = (() => {
  if (typeof document === 'undefined') return null;
  const bar = document.getElementById('root')?.querySelector('header');
  const title = bar?.querySelector('h1')?.textContent;
  return bar && title ? { title, back: bar.querySelector('button') !== null } : null;
})();

/** What the router shows while the first screen's module loads: the painted frame, or the dots. */
export function RouteLoading() {
  return paintedFrame ? <FirstPaint {...paintedFrame} /> : <PageLoading />;
}
