/** The Tabs primitive on both targets: a named tab list whose selected tab shows its content. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import Tabs from '@/ui/tabs';
import { renderH5 } from '../support/render';

function Harness() {
  const [active, setActive] = useState('hot');
  const items = [
    { key: 'hot', title: '热门服务', content: <p>学生请假申请</p> },
    { key: 'recent', title: '最近使用', content: <p>报修服务</p> },
  ];
  return <Tabs items={items} activeKey={active} onChange={setActive} label="服务" />;
}

it('marks the selected tab and shows its content', async () => {
  renderH5(<Harness />);
  expect(within(screen.getByRole('tablist')).getAllByRole('tab').map((t) => t.textContent)).toEqual(['热门服务', '最近使用']);
  expect(screen.getByRole('tab', { selected: true }).textContent).toBe('热门服务');
  await waitFor(() => expect(screen.getByText('学生请假申请')).toBeTruthy());
});

it('switches when another tab is picked', async () => {
  renderH5(<Harness />);
  fireEvent.click(screen.getByRole('tab', { name: '最近使用' }));
  await waitFor(() => expect(screen.getByRole('tab', { selected: true }).textContent).toBe('最近使用'));
  expect(screen.getByText('报修服务')).toBeTruthy();
});

it('carries its label around the tabs', () => {
  renderH5(<Harness />);
  expect(within(screen.getByLabelText('服务')).getAllByRole('tab')).toHaveLength(2);
});
