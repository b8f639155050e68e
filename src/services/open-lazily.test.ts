import { setupI18n } from '@/i18n';
import { showToast } from '@/ui/toast';
import { openLazily } from './open-lazily';

jest.mock('@/ui/toast', () => ({ showToast: jest.fn() }));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

setupI18n();

describe('openLazily', () => {
  beforeEach(() => jest.mocked(showToast).mockClear());

  it('opens what loaded', async () => {
    const open = jest.fn();
    openLazily(() => Promise.resolve({ dialog: 'password' }), open);
    await settle();
    expect(open).toHaveBeenCalledWith({ dialog: 'password' });
    expect(showToast).not.toHaveBeenCalled();
  });

  it('tells the user when the code cannot load, instead of a press that does nothing', async () => {
    const open = jest.fn();
    openLazily(() => Promise.reject(new Error('ChunkLoadError')), open);
    await settle();
    expect(open).not.toHaveBeenCalled();
    expect(showToast).toHaveBeenCalledWith({ content: expect.stringMatching(/数据请求失败|request failed/i), kind: 'error' });
  });
});
