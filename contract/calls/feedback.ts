/** Feedback (spec §3 Feedback, §5, §7). */
import { Type, type Static } from '@sinclair/typebox';
import { defineCalls } from '../call';
import { FEEDBACK_MAX_LENGTH } from '../constants';
import { Id, Int, Payload } from '../schemas';

export const FeedbackType = Type.Object({ type: Type.Integer(), name: Type.String() });
export type FeedbackType = Static<typeof FeedbackType>;

export const UploadedFile = Type.Object({ id: Type.String(), name: Type.String(), url: Type.String() });
export type UploadedFile = Static<typeof UploadedFile>;

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
    summary: 'Submits feedback; the rules of spec §5 are checked on the server too.',
    payload: Payload({
      type: Int({ minimum: 1 }),
      apps_id: Type.Optional(Id()),
      contact: Type.Optional(Type.String({ maxLength: 100 })),
      title: Type.Optional(Type.String({ maxLength: 100 })),
      content: Type.String({ minLength: 1, maxLength: FEEDBACK_MAX_LENGTH }),
      image: Type.Optional(Type.String({ maxLength: 4000, description: 'JSON list of uploaded files {id, name, url}' })),
    }),
    result: Type.Object({ id: Type.Integer() }),
  },
});
