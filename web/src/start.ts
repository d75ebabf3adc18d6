import { askFirstCallsAt } from '@/app/first-calls';

/**
 * The first module a cold open runs: index.html starts it before the app (main.tsx), and its
 * chunks (the API client and the calls below) are a small part of the app's. It asks the opened
 * screen's first calls at once, so that their answers travel while the router, i18next and the
 * screen's code download; the screen's queries take them (lib/ask-ahead.ts).
 */
askFirstCallsAt(new URL(window.location.href));
