// @tarojs/taro resolves to the H5 implementation in tests, as the H5 build does.
import * as taroH5 from '@tarojs/taro-h5';

export * from '@tarojs/taro-h5';
export default (taroH5 as unknown as { default?: unknown }).default ?? taroH5;
