import type { ApiRouter } from '../http/typed-router';
import type { Services } from '../services';
import { uploadedBy } from './user';
import type { UploadedFile } from '../services/media/uploads';

/** material, tools, component and log. */
export function contentRoutes(api: ApiRouter, services: Services) {
  const { content, community, catalog, uploads, sso } = services;

  api.get('/material/v1/api/news/list', ({ query }) => content.news(query));
  api.get('/material/v1/api/news/type/list', () => content.newsTypes());
  api.get('/material/v1/api/activity/list', ({ query }) => content.activities(query));
  api.get('/material/v1/api/post/list', ({ query }) => community.posts(query));
  api.post('/material/v1/api/post/publish', ({ member, body }) =>
    community.publishPost(member(), body),
  );
  api.get('/material/v1/api/topic/list', () => community.topics());
  api.get('/material/v1/api/comment/list', ({ query }) => community.comments(query));
  api.post('/material/v1/api/comment/publish', ({ member, body }) =>
    community.publishComment(member(), body),
  );
  api.post('/material/v1/api/praise', ({ member, body }) => community.togglePraise(member(), body));

  api.get('/tools/v1/api/feedback/list', ({ member, query }) =>
    community.feedback(member(), query),
  );
  api.post('/tools/v1/api/feedback/publish', ({ member, body, origin }) => {
    const me = member();
    return community.publishFeedback(me, body, origin, (url) => uploadedBy(uploads, me, url));
  });
  api.get('/tools/v1/api/question/list', ({ language }) => content.questions(language));

  api.get('/component/v1/api/banner/list', ({ query, language }) =>
    content.banners(query, language),
  );
  api.get('/component/v1/api/app/config/show', () => catalog.appConfig());
  api.get('/component/v1/api/launch/config', () => catalog.launchConfig());
  api.get('/component/v1/api/element/list', ({ query }) => content.elements(query.screen));
  api.get('/component/v1/api/captcha', () => {
    sso.pruneCaptchas();
    return content.captcha();
  });
  api.post('/component/v1/api/upload/image', ({ member, req, origin }) =>
    uploads.store(member(), 'image', firstFile(req.files), origin),
  );
  api.post('/component/v1/api/upload/file', ({ member, req, origin }) =>
    uploads.store(member(), 'file', firstFile(req.files), origin),
  );

  /** Anonymous (the app logs before sign-in too), so the log is capped: the newest entries stay. */
  api.post('/log/v1/api/action/publish', ({ body }) => {
    content.logAction(body);
    sso.capActionLogs();
  });
}

/** multer (inside express-openapi-validator) puts the parts in req.files. */
function firstFile(files: unknown): UploadedFile | undefined {
  return Array.isArray(files) ? (files[0] as UploadedFile | undefined) : undefined;
}
