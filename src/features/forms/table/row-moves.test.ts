import { moveRow, removeRow } from './row-moves';

it('removes a row and says where the others came from', () => {
  expect(removeRow(['a', 'b', 'c'], 1)).toEqual({ rows: ['a', 'c'], moved: [0, 2] });
});

it('moves a row up or down, and not past either end', () => {
  expect(moveRow(['a', 'b', 'c'], 2, 1)).toEqual({ rows: ['a', 'c', 'b'], moved: [0, 2, 1] });
  expect(moveRow(['a', 'b', 'c'], 0, 1)).toEqual({ rows: ['b', 'a', 'c'], moved: [1, 0, 2] });
  expect(moveRow(['a', 'b'], 0, -1)).toEqual({ rows: ['a', 'b'], moved: [0, 1] });
});
