import { type ApiClient, expectOk, unwrap } from '../client';
import type { FormOf, QueryOf } from '../types';

/**
 * material, tools, component and log beyond the cold screens' first calls (content.ts): news
 * types, activities, posts, feedback, questions, captchas, uploads, logs. They load with
 * later-calls.ts.
 */
export function contentLaterCalls(client: ApiClient) {
  const upload =
    (path: '/component/v1/api/upload/image' | '/component/v1/api/upload/file') =>
    (file: Blob, name: string) => {
      const form = new FormData();
      form.append('file', file, name);
      return unwrap(client.POST(path, { body: { file: name }, bodySerializer: () => form }));
    };
  return {
    listNewsTypes: () => unwrap(client.GET('/material/v1/api/news/type/list')),
    listActivities: (query: QueryOf<'/material/v1/api/activity/list'> = {}) =>
      unwrap(client.GET('/material/v1/api/activity/list', { params: { query } })),
    listPosts: (query: QueryOf<'/material/v1/api/post/list'> = {}) =>
      unwrap(client.GET('/material/v1/api/post/list', { params: { query } })),
    publishPost: (body: FormOf<'/material/v1/api/post/publish'>) =>
      unwrap(client.POST('/material/v1/api/post/publish', { body })),
    listTopics: () => unwrap(client.GET('/material/v1/api/topic/list')),
    listComments: (query: QueryOf<'/material/v1/api/comment/list'>) =>
      unwrap(client.GET('/material/v1/api/comment/list', { params: { query } })),
    publishComment: (body: FormOf<'/material/v1/api/comment/publish'>) =>
      unwrap(client.POST('/material/v1/api/comment/publish', { body })),
    togglePraise: (body: FormOf<'/material/v1/api/praise'>) =>
      unwrap(client.POST('/material/v1/api/praise', { body })),
    listFeedback: (query: QueryOf<'/tools/v1/api/feedback/list'> = {}) =>
      unwrap(client.GET('/tools/v1/api/feedback/list', { params: { query } })),
    publishFeedback: (body: FormOf<'/tools/v1/api/feedback/publish'>) =>
      unwrap(client.POST('/tools/v1/api/feedback/publish', { body })),
    listQuestions: () => unwrap(client.GET('/tools/v1/api/question/list')),
    showLaunchConfig: () => unwrap(client.GET('/component/v1/api/launch/config')),
    listElements: (query: QueryOf<'/component/v1/api/element/list'>) =>
      unwrap(client.GET('/component/v1/api/element/list', { params: { query } })),
    getCaptcha: () => unwrap(client.GET('/component/v1/api/captcha')),
    uploadImage: upload('/component/v1/api/upload/image'),
    uploadFile: upload('/component/v1/api/upload/file'),
    logAction: (body: FormOf<'/log/v1/api/action/publish'>) =>
      expectOk(client.POST('/log/v1/api/action/publish', { body })),
  };
}
