/**
 * The next-approver prompt (spec §9 defaults): it asks for the approver of a step the applicant chooses, with the
 * buttons 返回修改 and 确认; 确认 wants someone chosen and hands back the chosen people by step.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { calls } from '@contract/calls';
import { NextApproverPrompt } from '@/features/matters/start/next-approver-prompt';
import { settle } from '../forms/support/fill';
import { pageServer } from '../support/page-server';
import { renderH5 } from '../support/render';
import { choiceStep } from './matter-fixtures';
import { pickInPeopleSheet } from './people-sheet';

const page = pageServer();

const nodes = [choiceStep('teacher', '任课教师审核')];

function open(onBack = jest.fn(), onConfirm = jest.fn()) {
  renderH5(<NextApproverPrompt visible nodes={nodes} onBack={onBack} onConfirm={onConfirm} />);
  return { onBack, onConfirm, prompt: screen.getByTestId('next-approver-prompt') };
}

/** Opens the step's people picker, searches and checks a person, and closes the picker. */
async function pick(step: string, search: string, person: string): Promise<void> {
  fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${step}`) }));
  await pickInPeopleSheet(search, person);
}

it('asks in the spec’s words, with 返回修改 and 确认', () => {
  const { prompt, onBack } = open();
  expect(screen.getByRole('dialog', { name: '设置审批人' })).toBeTruthy();
  expect(within(prompt).getByText('请设置下一节点审批人')).toBeTruthy();
  expect(within(prompt).getByText('返回修改')).toBeTruthy();
  expect(within(prompt).getByText('确认')).toBeTruthy();
  fireEvent.click(within(prompt).getByText('返回修改'));
  expect(onBack).toHaveBeenCalledTimes(1);
});

it('wants an approver before 确认, then hands back who was chosen for the step', async () => {
  page.server.ok(calls.searchPeople, [
    { uid: 'T0021', name: '李明', number: 'T0021', departName: '计算机学院' },
    { uid: 'T0022', name: '李华', number: 'T0022', departName: '计算机学院' },
  ]);
  const { prompt, onConfirm } = open();
  fireEvent.click(within(prompt).getByText('确认'));
  await settle(0);
  expect(onConfirm).not.toHaveBeenCalled();
  expect(within(prompt).getByText('此项为必填项')).toBeTruthy();

  await pick('任课教师审核', '李', '李明');
  fireEvent.click(within(prompt).getByText('确认'));
  await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
  expect(onConfirm).toHaveBeenCalledWith({ teacher: ['T0021'] }, { teacher: ['李明'] });
  expect(page.server.seen.some((r) => r.path === calls.searchPeople.path && r.query.keyword === '李')).toBe(true);
});
