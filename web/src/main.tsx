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
import { createQueryClient } from '@/lib/query-client';
import 'antd-mobile/es/global';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The app's calls from here take the answers src/start.ts asked for ahead, and keep no more.
stopAskingAhead();
// The router starts fetching the first screen's module, its words and its data right away,
// beside the start of i18next, instead of after it.
applyLargeText();
followChatFontSize();
const queryClient = createQueryClient();
const router = createBrowserRouter(createRoutes(queryClient));

void initI18n().then(() => {
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
    if (paintedFrame) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
});
