/**
 * `@tarojs/components` as the H5 build resolves it (config/index.ts, useHtmlComponents): the components Taro has as
 * plain React elements, and its web components for the rest. Refresher and PullDownRefresh are left out: they read
 * View from this module while it loads, which CommonJS cannot give them, and no page uses them.
 */
export * from '@tarojs/components/lib/react';
export { default as Button } from '@tarojs/components-react/dist/components/button/index.js';
export { default as Icon } from '@tarojs/components-react/dist/components/icon/index.js';
export { default as Image } from '@tarojs/components-react/dist/components/image/index.js';
export { default as Input } from '@tarojs/components-react/dist/components/input/index.js';
export { default as Picker } from '@tarojs/components-react/dist/components/picker/index.js';
export { default as ScrollView } from '@tarojs/components-react/dist/components/scroll-view/index.js';
export { Swiper, SwiperItem } from '@tarojs/components-react/dist/components/swiper/index.js';
export { default as Text } from '@tarojs/components-react/dist/components/text/index.js';
export { default as View } from '@tarojs/components-react/dist/components/view/index.js';
