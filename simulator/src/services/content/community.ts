import type { Schemas } from '@dehong/api-spec';
import type { Clock } from '../../clock';
import { badRequest, fail, notFound } from '../../http/errors';
import type { MemberRow } from '../../repositories/members/members';
import type { PostRow } from '../../repositories/content/community';
import type { Store } from '../../repositories/store';
import { apiTime, idOf, pageOf, paging, parseJsonArray, type PageQuery } from '../../util/format';
import { isCleanName, isCleanText, isOwnUploadUrl } from '../../util/text';

const MAX_FEEDBACK_IMAGES = 3;

/** Community posts, comments and praise; the members' feedback to the operator. */
export function communityService(store: Store, clock: Clock) {
  const { community } = store;

  const post = (row: PostRow): Schemas['Post'] => ({
    serial: String(row.id),
    ...(row.topic_serial ? { topic: row.topic_serial } : {}),
    content: row.content,
    author: row.author,
    accountPic: row.account_pic,
    praise: row.praise,
    comments: row.comments,
    createTime: apiTime(row.created_at),
  });

  function findPost(serial: string) {
    const row = community.post(idOf(serial));
    if (!row) throw notFound('post');
    return row;
  }

  return {
    topics: () => community.topics(),

    posts(query: { topic?: string } & PageQuery) {
      const page = paging(query);
      const topic = query.topic ?? null;
      return pageOf(
        community.posts(topic, { limit: page.limit, offset: page.offset }).map(post),
        community.countPosts(topic),
        page,
      );
    },

    publishPost(member: MemberRow, body: { topic?: string; content: string }) {
      if (!isCleanText(body.content)) fail400Text();
      const topicId = body.topic ? community.topicId(body.topic) : null;
      if (topicId === undefined) throw notFound('topic');
      const id = community.insertPost({
        topicId,
        memberId: member.id,
        author: member.nickname,
        accountPic: member.account_pic,
        content: body.content.trim(),
        createdAt: clock.nowMs(),
      });
      return post(community.post(id)!);
    },

    comments(query: { post: string } & PageQuery) {
      const row = findPost(query.post);
      const page = paging(query);
      const list = community
        .comments(row.id, { limit: page.limit, offset: page.offset })
        .map((comment): Schemas['Comment'] => ({
          serial: String(comment.id),
          post: String(comment.post_id),
          content: comment.content,
          author: comment.author,
          createTime: apiTime(comment.created_at),
        }));
      return pageOf(list, community.countComments(row.id), page);
    },

    publishComment(member: MemberRow, body: { post: string; content: string }): Schemas['Comment'] {
      if (!isCleanText(body.content)) fail400Text();
      const row = findPost(body.post);
      const id = community.insertComment({
        postId: row.id,
        memberId: member.id,
        author: member.nickname,
        content: body.content.trim(),
        createdAt: clock.nowMs(),
      });
      const comment = community.comment(id)!;
      return {
        serial: String(comment.id),
        post: String(comment.post_id),
        content: comment.content,
        author: comment.author,
        createTime: apiTime(comment.created_at),
      };
    },

    /** Praise toggles: a second tap takes it back. */
    togglePraise(
      member: MemberRow,
      body: { target: string; targetType: 'post' | 'news' },
    ): Schemas['Praise'] {
      const targetId =
        body.targetType === 'post'
          ? findPost(body.target).id
          : (store.content.newsBySerial(body.target)?.id ?? -1);
      if (targetId < 0) throw notFound('news');
      const target = { memberId: member.id, targetType: body.targetType, targetId };
      const praised = !community.isPraised(target);
      if (praised) community.praise(target);
      else community.unpraise(target);
      return { praised, count: community.praiseCount(body.targetType, targetId) };
    },

    feedback(member: MemberRow, query: PageQuery) {
      const page = paging(query);
      const list = community
        .feedback(member.id, { limit: page.limit, offset: page.offset })
        .map((row): Schemas['Feedback'] => ({
          serial: row.serial,
          content: row.content,
          contact: row.contact,
          images: parseJsonArray(row.images),
          reply: row.reply,
          createTime: apiTime(row.created_at),
        }));
      return pageOf(list, community.countFeedback(member.id), page);
    },

    publishFeedback(
      member: MemberRow,
      body: { content: string; contact?: string; images?: string },
      origin: string,
      isMine: (url: string) => boolean,
    ): Schemas['Feedback'] {
      const images = (body.images ?? '')
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean);
      if (images.length > MAX_FEEDBACK_IMAGES) badRequestImages();
      if (!isCleanText(body.content) || !isCleanName(body.contact ?? '')) fail400Text();
      if (!images.every((url) => isOwnUploadUrl(url, origin) && isMine(url))) {
        throw fail('imageUrlInvalid');
      }
      const id = community.insertFeedback({
        memberId: member.id,
        content: body.content,
        contact: body.contact ?? '',
        images: JSON.stringify(images),
        createdAt: clock.nowMs(),
      });
      const row = community.feedbackById(id)!;
      return {
        serial: row.serial,
        content: row.content,
        contact: row.contact,
        images,
        reply: row.reply,
        createTime: apiTime(row.created_at),
      };
    },
  };
}

function fail400Text(): never {
  throw fail('textInvalid');
}

function badRequestImages(): never {
  throw badRequest(`images: at most ${MAX_FEEDBACK_IMAGES}`);
}

export type CommunityService = ReturnType<typeof communityService>;
