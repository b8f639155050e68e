/**
 * Where a message leads (spec §2 Home page v2 link rules, §4 message types). A message stores what it is about, not
 * a route: an application and the view its recipient has there, or a notice. The route is derived here, for the
 * message centre's links and for the addresses other channels send, so an old or foreign route is never followed.
 *
 * - todo: a task to handle, opened as a to-do (the examine page finds the reader's open task);
 * - reject: a task that came back (flags containing 5), opened as reject;
 * - launch: the applicant's own application, opened in the launch view, or the reject/resubmit view when it came
 *   back to them (the examine page tells them apart, src/features/matters/rules/examine.ts);
 * - read: a copy to read;
 * - notice: a notice, /site/informDetails?id=;
 * - feedback: the reader's feedback, answered: the user centre's 我的反馈 (/site/ucenter?mtype=feedback);
 * - booking: the reader's booking (booked, promoted from the waitlist, approved, released, cancelled, a reminder):
 *   我的预约 (/matter/makeAnAppointment?id=), which shows it among the reader's bookings;
 * - fillin: a fill-in mission the reader has not filled yet (a reminder): its mission page, /fillForm/mission?id=;
 * - document: an official document to review, sign for, read or give an opinion on: its page in 公文中心,
 *   /reserve/officialCenter?id=.
 */
export const MESSAGE_ABOUT_KINDS = ['todo', 'reject', 'launch', 'read', 'notice', 'feedback', 'booking', 'fillin', 'document'] as const;
export type MessageAboutKind = (typeof MESSAGE_ABOUT_KINDS)[number];

/** What a message is about; a message about nothing (a welcome) has no link. */
export interface MessageAbout {
  kind: MessageAboutKind;
  id: string;
}

export interface MessageTarget {
  route: string;
  query: Record<string, string>;
}

const ID = /^[1-9][0-9]{0,17}$/;

export function isMessageAbout(about: { kind: string; id: string }): about is MessageAbout {
  return (MESSAGE_ABOUT_KINDS as readonly string[]).includes(about.kind) && ID.test(about.id);
}

/** The page a message opens, its mobile twin on a phone (spec §2: mobile names take an m_ prefix); null for none. */
export function messageTarget(about: { kind: string; id: string }, onMobile: boolean): MessageTarget | null {
  if (!isMessageAbout(about)) return null;
  const twin = (route: string) => (onMobile ? route.replace(/^(\/[^/]+\/)/, '$1m_') : route);
  if (about.kind === 'notice') return { route: twin('/site/informDetails'), query: { id: about.id } };
  if (about.kind === 'feedback') return { route: twin('/site/ucenter'), query: { mtype: 'feedback' } };
  if (about.kind === 'booking') return { route: twin('/matter/makeAnAppointment'), query: { id: about.id } };
  if (about.kind === 'fillin') return { route: twin('/fillForm/mission'), query: { id: about.id } };
  if (about.kind === 'document') return { route: twin('/reserve/officialCenter'), query: { id: about.id } };
  const route = about.kind === 'reject' ? '/matter/rejectStep' : '/matter/examine';
  return { route: twin(route), query: { inst_id: about.id, type: about.kind } };
}

/** The desktop address of a message's page, as e-mails and texts carry it; empty for none. */
export function messageLink(about: { kind: string; id: string }): string {
  const target = messageTarget(about, false);
  return target ? `${target.route}?${new URLSearchParams(target.query).toString()}` : '';
}
