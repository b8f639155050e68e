import { prefilledValues, prefillLabel, prefillValue, usesPrefill, type ApplicantProfile } from './prefill';
import type { FormField, FormSchema } from './schema';

const profile: ApplicantProfile = {
  name: '李明',
  number: '2023010101',
  department: '计算机学院',
  mobile: '13800000000',
  email: '',
  identity: '本科生',
  supervisor: { uid: 'T0100', name: '王主任' },
};

const schema: FormSchema = {
  form_no: 1,
  fields: [
    { id: 'form1_1', type: 'Input', label: '姓名', prefill: 'name' },
    { id: 'form1_2', type: 'Input', label: '学号', prefill: 'number', permissions: { start: 'read' } },
    { id: 'form1_3', type: 'PhoneNumber', label: '联系电话', prefill: 'mobile' },
    { id: 'form1_4', type: 'Input', label: '邮箱', prefill: 'email' },
    { id: 'form1_5', type: 'User', label: '负责人', prefill: 'supervisor' },
    { id: 'form1_6', type: 'MultiInput', label: '负责人姓名', prefill: 'supervisor' },
    { id: 'form1_7', type: 'Input', label: '备注' },
    {
      id: 'form1_8',
      type: 'RepeatTable',
      label: '成员',
      columns: [{ id: 'form1_8_1', type: 'Input', label: '姓名', prefill: 'name' }],
    },
  ],
};

describe('prefill', () => {
  it("gives each bound field the profile's value in the field's shape, with its source, and skips what the profile lacks", () => {
    expect(prefilledValues(schema, profile, 'zh')).toEqual({
      form1_1: { value: '李明', source: 'name', label: '来自个人信息：姓名' },
      form1_2: { value: '2023010101', source: 'number', label: '来自个人信息：学工号' },
      form1_3: { value: '13800000000', source: 'mobile', label: '来自个人信息：手机号码' },
      form1_5: { value: [{ uid: 'T0100', name: '王主任' }], source: 'supervisor', label: '来自组织机构：部门负责人' },
      form1_6: { value: '王主任', source: 'supervisor', label: '来自组织机构：部门负责人' },
    });
  });

  it('labels sources in English', () => {
    expect(prefillLabel('department', 'en')).toBe('From your profile: department');
    expect(prefillLabel('supervisor', 'en')).toBe('From the organisation: department head');
  });

  it('leaves a department head out when the organisation names none, and unbound fields alone', () => {
    const user = schema.fields[4] as FormField;
    expect(prefillValue(user, { ...profile, supervisor: null })).toBeUndefined();
    expect(prefillValue(schema.fields[6] as FormField, profile)).toBeUndefined();
  });

  it('tells whether a form uses the profile at all, or one item of it', () => {
    expect(usesPrefill(schema)).toBe(true);
    expect(usesPrefill(schema, 'supervisor')).toBe(true);
    expect(usesPrefill(schema, 'identity')).toBe(false);
    expect(usesPrefill({ form_no: 1, fields: [schema.fields[6]] })).toBe(false);
  });
});
