import type { Db } from '../../db/database';
import { onFirstUse } from '../sql/on-first-use';

export interface PostRow {
  id: number;
  topic_serial: string | null;
  author: string;
  account_pic: string;
  content: string;
  praise: number;
  comments: number;
  created_at: number;
}

const POST = `SELECT p.*, t.serial AS topic_serial,
    (SELECT COUNT(*) FROM praises r WHERE r.target_type = 'post' AND r.target_id = p.id) AS praise,
    (SELECT COUNT(*) FROM comments c WHERE c.post_id = p.id) AS comments
  FROM posts p LEFT JOIN topics t ON t.id = p.topic_id`;

/** Community posts, comments, praise, and members' feedback. */
export function communityRepository(db: Db) {
  const s = onFirstUse(db, {
    topics: () => db.prepare('SELECT serial, name FROM topics ORDER BY id'),
    topicId: () => db.prepare('SELECT id FROM topics WHERE serial = @serial').pluck(),
    posts: () =>
      db.prepare(
        `${POST} WHERE (@topic IS NULL OR t.serial = @topic)
       ORDER BY p.created_at DESC, p.id DESC LIMIT @limit OFFSET @offset`,
      ),
    countPosts: () =>
      db
        .prepare(
          `SELECT COUNT(*) FROM posts p LEFT JOIN topics t ON t.id = p.topic_id WHERE (@topic IS NULL OR t.serial = @topic)`,
        )
        .pluck(),
    post: () => db.prepare(`${POST} WHERE p.id = @id`),
    insertPost: () =>
      db.prepare(
        `INSERT INTO posts (topic_id, member_id, author, account_pic, content, created_at)
       VALUES (@topicId, @memberId, @author, @accountPic, @content, @createdAt)`,
      ),
    comments: () =>
      db.prepare(
        `SELECT * FROM comments WHERE post_id = @postId ORDER BY created_at, id LIMIT @limit OFFSET @offset`,
      ),
    countComments: () =>
      db.prepare('SELECT COUNT(*) FROM comments WHERE post_id = @postId').pluck(),
    comment: () => db.prepare('SELECT * FROM comments WHERE id = @id'),
    insertComment: () =>
      db.prepare(
        `INSERT INTO comments (post_id, member_id, author, content, created_at)
       VALUES (@postId, @memberId, @author, @content, @createdAt)`,
      ),
    praised: () =>
      db
        .prepare(
          `SELECT COUNT(*) FROM praises WHERE member_id = @memberId AND target_type = @targetType AND target_id = @targetId`,
        )
        .pluck(),
    praise: () =>
      db.prepare(
        'INSERT INTO praises (member_id, target_type, target_id) VALUES (@memberId, @targetType, @targetId)',
      ),
    unpraise: () =>
      db.prepare(
        'DELETE FROM praises WHERE member_id = @memberId AND target_type = @targetType AND target_id = @targetId',
      ),
    praiseCount: () =>
      db
        .prepare(
          'SELECT COUNT(*) FROM praises WHERE target_type = @targetType AND target_id = @targetId',
        )
        .pluck(),
    feedback: () =>
      db.prepare(
        `SELECT * FROM feedback WHERE member_id = @memberId ORDER BY created_at DESC, id DESC LIMIT @limit OFFSET @offset`,
      ),
    countFeedback: () =>
      db.prepare('SELECT COUNT(*) FROM feedback WHERE member_id = @memberId').pluck(),
    feedbackById: () => db.prepare('SELECT * FROM feedback WHERE id = @id'),
    insertFeedback: () =>
      db.prepare(
        `INSERT INTO feedback (member_id, content, contact, images, created_at)
       VALUES (@memberId, @content, @contact, @images, @createdAt)`,
      ),
  });
  type Page = { limit: number; offset: number };
  type Target = { memberId: number; targetType: string; targetId: number };
  return {
    topics: () => s.topics.all() as { serial: string; name: string }[],
    topicId: (serial: string) => s.topicId.get({ serial }) as number | undefined,
    posts: (topic: string | null, page: Page) => s.posts.all({ topic, ...page }) as PostRow[],
    countPosts: (topic: string | null) => s.countPosts.get({ topic }) as number,
    post: (id: number) => s.post.get({ id }) as PostRow | undefined,
    insertPost: (p: {
      topicId: number | null;
      memberId: number;
      author: string;
      accountPic: string;
      content: string;
      createdAt: number;
    }) => Number(s.insertPost.run(p).lastInsertRowid),
    comments: (postId: number, page: Page) => s.comments.all({ postId, ...page }) as CommentRow[],
    countComments: (postId: number) => s.countComments.get({ postId }) as number,
    comment: (id: number) => s.comment.get({ id }) as CommentRow | undefined,
    insertComment: (c: {
      postId: number;
      memberId: number;
      author: string;
      content: string;
      createdAt: number;
    }) => Number(s.insertComment.run(c).lastInsertRowid),
    isPraised: (t: Target) => (s.praised.get(t) as number) > 0,
    praise: (t: Target) => s.praise.run(t),
    unpraise: (t: Target) => s.unpraise.run(t),
    praiseCount: (targetType: string, targetId: number) =>
      s.praiseCount.get({ targetType, targetId }) as number,
    feedback: (memberId: number, page: Page) =>
      s.feedback.all({ memberId, ...page }) as FeedbackRow[],
    countFeedback: (memberId: number) => s.countFeedback.get({ memberId }) as number,
    feedbackById: (id: number) => s.feedbackById.get({ id }) as FeedbackRow | undefined,
    insertFeedback: (f: {
      memberId: number;
      content: string;
      contact: string;
      images: string;
      createdAt: number;
    }) => Number(s.insertFeedback.run(f).lastInsertRowid),
  };
}

export interface CommentRow {
  id: number;
  post_id: number;
  author: string;
  content: string;
  created_at: number;
}

export interface FeedbackRow {
  id: number;
  serial: string;
  content: string;
  contact: string;
  images: string;
  reply: string | null;
  created_at: number;
}
