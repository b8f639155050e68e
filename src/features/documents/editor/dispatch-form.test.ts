import { validateSubmission } from '@contract/forms';
import type { DocumentDetail, DocumentTemplate } from '@contract/calls/documents';
import { blankValues, dispatchPayload, dispatchSchema, draftValues, F, withTemplate, type DispatchSetup } from './dispatch-form';

const setup: DispatchSetup = {
  offices: [{ id: 3, name: '教务处' }],
  departments: [{ id: 5, name: '学校办公室' }, { id: 9, name: '计算机学院' }],
  signers: [{ uid: 'T0111', name: '郑国华', title: '副校长' }],
  templates: [],
};
const labels = { office: 'o', title: 't', urgency: 'u', secrecy: 's', body: 'b', attachments: 'a', countersign: 'c', signer: 'g', recipients: 'r', urgencyOf: String, secrecyOf: String };
const schema = dispatchSchema(setup, labels);

it('asks a new draft for its title and signer, its only office and the usual urgency and secrecy filled in', () => {
  const values = blankValues(setup);
  expect(values).toEqual({ [F.office]: '3', [F.urgency]: 'normal', [F.secrecy]: 'public' });
  expect(Object.keys(validateSubmission(schema, values))).toEqual([F.title, F.signer]);
  expect(schema.fields.find((f) => f.id === F.signer)).toMatchObject({ options: [{ value: 'T0111', label: '郑国华（副校长）' }] });
});

it('fills a saved draft in and sends it back as saveDispatch takes it', () => {
  const doc = {
    office_id: 3,
    title: '关于寒假安排的通知',
    urgency: 'urgent',
    secrecy: 'internal',
    body: '<p>各单位：</p>',
    attachments: [{ id: 'f1', name: '安排.pdf', size: 2048 }],
    countersign_offices: [{ id: 5, name: '学校办公室' }],
    signer: { uid: 'T0111', name: '郑国华', department: '校领导' },
    recipients: [{ department_id: 9 }],
  } as unknown as DocumentDetail;
  const values = draftValues(doc);
  expect(validateSubmission(schema, values)).toEqual({});
  expect(dispatchPayload({ ...values, [F.title]: '  关于寒假安排的通知 ' }, true, { id: 30, version: 4 })).toEqual({
    id: 30,
    version: 4,
    office_id: 3,
    title: '关于寒假安排的通知',
    urgency: 'urgent',
    secrecy: 'internal',
    body: '<p>各单位：</p>',
    attachments: JSON.stringify([{ id: 'f1', name: '安排.pdf', size: 2048 }]),
    countersign: [5],
    signer_uid: 'T0111',
    recipients: [9],
    as_notice: 1,
  });
});

it('sends no attachments, countersigns or recipients when there are none, and no id before the first save', () => {
  const payload = dispatchPayload({ [F.office]: '3', [F.title]: '通知', [F.urgency]: 'normal', [F.secrecy]: 'public', [F.signer]: 'T0111' }, false, null);
  expect(payload).toEqual({ office_id: 3, title: '通知', urgency: 'normal', secrecy: 'public', body: '', attachments: undefined, countersign: [], signer_uid: 'T0111', recipients: [], as_notice: 0 });
});

it('takes a template’s title, body, urgency and secrecy, keeping what the template leaves empty', () => {
  const template = { id: 1, office_id: 3, office_name: '教务处', name: '通知', title: '', body: '<p>各单位：</p>', urgency: 'very_urgent', secrecy: 'secret' } as DocumentTemplate;
  expect(withTemplate({ [F.title]: '已写的标题' }, template)).toEqual({ [F.office]: '3', [F.title]: '已写的标题', [F.body]: '<p>各单位：</p>', [F.urgency]: 'very_urgent', [F.secrecy]: 'secret' });
});
