/**
 * What first-paint.ts and the frames it renders (first-paint-frames.tsx) agree on: the languages
 * and the shape of the rendered frames. Its own module, so that neither imports the other: the
 * plugin builds and runs the frames module, it does not import it.
 */

/** The languages the app may open in. */
export type Language = 'zh-CN' | 'en-US';

/** A frame's markup before and after its title. */
export type FrameParts = [string, string];

/** The frame in each language, with the back arrow and without it (`plain`). */
export type FrameTemplates = Record<Language, { back: FrameParts; plain: FrameParts }>;
