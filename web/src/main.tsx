import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from '@/app/app';
import { paintedFrame } from '@/app/first-paint';
import { createRoutes } from '@/app/router';
import { followChatFontSize } from '@/features/member/chat-font-size';
import { applyLargeText } from '@/features/member/large-text';
import { initI18n } from '@/i18n/i18n';
import { stopAskingAhead } from '@/lib/ask-ahead';
import { applyCareMode } from '@/lib/care-mode';
import { createQueryClient } from '@/lib/query-client';
import { yieldToBrowser } from '@/lib/yield-to-browser';
import 'antd-mobile/es/global';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * The boot in three tasks instead of one: evaluating the app's modules, setting up the router
 * (which starts fetching the first screen's module, its words and its data), then i18next and the
 * first render. Held together they were one task of about 100 ms on this project's test machine,
 * four times that on the slow phone Lighthouse simulates.
 */
async function boot(root: HTMLElement) {
  // The app's calls from here take the answers src/start.ts asked for ahead, and keep no more.
  stopAskingAhead();
  applyCareMode();
  applyLargeText();
  followChatFontSize();
  const queryClient = createQueryClient();
  await yieldToBrowser();
  const router = createBrowserRouter(createRoutes(queryClient));
  await yieldToBrowser();
  await initI18n();
  const app = (
    <StrictMode>
      <App router={router} queryClient={queryClient} frame={paintedFrame} />
    </StrictMode>
  );
  // The frame index.html painted was rendered by React at build time (first-paint.tsx): the app
  // takes it over where it stands. As a transition, the first render yields to the browser every
  // few milliseconds instead of holding the main thread for the whole tree (one long task on a
  // slow phone).
  startTransition(() => {
    if (paintedFrame) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}

void boot(container);
