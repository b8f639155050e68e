/**
 * Feedback (spec §3 Feedback, §5, §7): the dialog's types and submission, the submitter's own feedback with any
 * reply (the user centre), and the back office's list and reply.
 */
import { Type, type Static } from '@sinclair/typebox';
import { defineCalls } from '../call';
import { FEEDBACK_MAX_LENGTH } from '../constants';
import { Id, Int, OneOf, PageOf, Paging, Payload } from '../schemas';

/** A reply of the back office, in characters. */
export const FEEDBACK_REPLY_MAX_LENGTH = 500;

export const FeedbackType = Type.Object({ type: Type.Integer(), name: Type.String() });
export type FeedbackType = Static<typeof FeedbackType>;

export const UploadedFile = Type.Object({
  id: Type.String(),
  name: Type.String(),
  url: Type.String(),
  thumb_url: Type.Optional(Type.String({ description: "a small image's address, when the upload made one" })),
});
export type UploadedFile = Static<typeof UploadedFile>;

/** One feedback as its submitter reads it. */
export const Feedback = Type.Object({
  id: Type.Integer(),
  type: Type.Integer(),
  type_name: Type.String(),
  apps_id: Type.Union([Type.Integer(), Type.Null()]),
  app_name: Type.String({ description: "the service's name for type 1, else ''" }),
  contact: Type.String(),
  title: Type.String(),
  content: Type.String(),
  image: Type.Array(UploadedFile),
  created: Type.String({ description: 'YYYY-MM-DD HH:mm:ss' }),
  reply: Type.String({ description: "'' until answered" }),
  replied: Type.String({ description: "when answered, YYYY-MM-DD HH:mm:ss; '' until then" }),
});
export type Feedback = Static<typeof Feedback>;

/** One feedback as the back office reads it: with who sent it and who answered. */
export const FeedbackForAdmin = Type.Composite([
  Feedback,
  Type.Object({
    submitter_uid: Type.String(),
    submitter_name: Type.String(),
    replier_name: Type.String(),
    version: Type.Integer({ description: 'sent back with a reply: a reply saved by someone else in between is refused (e = 409)' }),
  }),
]);
export type FeedbackForAdmin = Static<typeof FeedbackForAdmin>;

export const feedbackCalls = defineCalls('feedback', {
  sfeedbacktypelist: {
    method: 'GET',
    access: 'user',
    summary: 'Feedback types; type 1 is about a service and needs one chosen.',
    payload: Payload({}),
    result: Type.Array(FeedbackType),
  },
  addfeedback: {
    method: 'POST',
    access: 'user',
    summary: 'Submits feedback; the rules of spec §5 are checked on the server too, and attachments may only be files the submitter uploaded.',
    okText: 'feedbackSent',
    payload: Payload({
      type: Int({ minimum: 1 }),
      apps_id: Type.Optional(Id()),
      contact: Type.Optional(Type.String({ maxLength: 100 })),
      title: Type.Optional(Type.String({ maxLength: 100 })),
      // The rule counts characters and answers 意见描述不能超过255个字; this only bounds the input (a character may be two units).
      content: Type.String({ maxLength: 2 * FEEDBACK_MAX_LENGTH }),
      image: Type.Optional(Type.String({ maxLength: 4000, description: 'JSON list of uploaded files {id, name, url}' })),
    }),
    result: Type.Object({ id: Type.Integer() }),
  },
  getMyFeedback: {
    method: 'GET',
    access: 'user',
    summary: "The caller's own feedback, newest first, with any reply (the user centre's 我的反馈).",
    payload: Payload({ ...Paging }),
    result: PageOf(Feedback),
  },
  getFeedbackList: {
    method: 'GET',
    access: 'admin',
    permit: 'admin:inbox',
    summary: "Everyone's feedback for the back office, newest first; only the answered or the unanswered, of one type, or with a keyword in its title, content or contact, when asked.",
    payload: Payload({
      ...Paging,
      answered: Type.Optional(OneOf([0, 1] as const, '1: only answered; 0: only not answered yet')),
      type: Type.Optional(Int({ minimum: 1 })),
      keyword: Type.Optional(Type.String({ maxLength: 50 })),
      feedback_id: Type.Optional(Int({ minimum: 1, description: 'only this feedback (the inbox reloads one after a conflicting reply)' })),
    }),
    result: PageOf(FeedbackForAdmin),
  },
  replyFeedback: {
    method: 'POST',
    access: 'admin',
    permit: 'admin:inbox',
    summary:
      'Answers a feedback (again, to correct it) as of the version the replier read (a reply saved in between answers e = 409); its submitter gets a notification message leading to 我的反馈.',
    okText: 'saved',
    payload: Payload({ feedback_id: Id(), reply: Type.String({ minLength: 1, maxLength: FEEDBACK_REPLY_MAX_LENGTH }), version: Id() }),
    result: Type.Object({ version: Type.Integer() }),
  },
});
