/** The Pressable primitive on both targets: announced as a button or a link, with its label and open state. */
import { fireEvent, screen } from '@testing-library/react';
import Pressable from '@/ui/pressable';
import { renderH5 } from '../support/render';

it('is a button by default and presses', () => {
  const onPress = jest.fn();
  renderH5(<Pressable onPress={onPress}>在校证明</Pressable>);
  fireEvent.click(screen.getByRole('button', { name: '在校证明' }));
  expect(onPress).toHaveBeenCalledTimes(1);
});

it('is a link when it navigates', () => {
  const onPress = jest.fn();
  renderH5(
    <Pressable role="link" onPress={onPress}>
      隐私政策
    </Pressable>,
  );
  fireEvent.click(screen.getByRole('link', { name: '隐私政策' }));
  expect(onPress).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('button')).toBeNull();
});

it('is named by its label rather than its content', () => {
  renderH5(
    <Pressable label="语言, 切换到英文" onPress={() => undefined}>
      EN
    </Pressable>,
  );
  expect(screen.getByRole('button', { name: '语言, 切换到英文' })).toBeTruthy();
});

it('says whether what it opens is expanded', () => {
  const { rerender } = renderH5(
    <Pressable expanded={false} onPress={() => undefined}>
      林晓雨
    </Pressable>,
  );
  expect(screen.getByRole('button', { name: '林晓雨', expanded: false })).toBeTruthy();
  rerender(
    <Pressable expanded onPress={() => undefined}>
      林晓雨
    </Pressable>,
  );
  expect(screen.getByRole('button', { name: '林晓雨', expanded: true })).toBeTruthy();
});
