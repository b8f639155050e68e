import { formatTyped, typedCode } from './receipt-code';

describe('typed check codes', () => {
  it('group in fours as they are typed, upper case, at most 12 characters', () => {
    expect(formatTyped('7k3m')).toBe('7K3M');
    expect(formatTyped('7k3mq')).toBe('7K3M-Q');
    expect(formatTyped('7K3M-Q9XT-2B4F')).toBe('7K3M-Q9XT-2B4F');
    expect(formatTyped(' 7k3m q9xt 2b4f 99')).toBe('7K3M-Q9XT-2B4F');
    expect(formatTyped('')).toBe('');
  });

  it('are sent when they can be a code, with O, I and L read as digits', () => {
    expect(typedCode('7k3m q9xt 2b4f')).toBe('7K3M-Q9XT-2B4F');
    expect(typedCode('OIL0-0000-0000')).toBe('0110-0000-0000');
    expect(typedCode('7K3M-Q9XT-2B4')).toBeNull();
    expect(typedCode('7K3M-Q9XT-2B4U')).toBeNull();
  });
});
