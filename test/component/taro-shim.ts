// @tarojs/taro resolves to the H5 implementation in tests, as the H5 build does. The build rewrites `Taro.x` into
// named imports of @tarojs/taro-h5; here the default export gathers those named APIs for the same effect.
import * as taroH5 from '@tarojs/taro-h5';

export * from '@tarojs/taro-h5';
const { default: base, ...named } = taroH5 as unknown as { default: object } & Record<string, unknown>;
export default Object.assign(Object.create(base) as object, base, named);
