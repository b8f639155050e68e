/// <reference types="@tarojs/taro" />

declare const API_BASE: string;

declare module '*.png';
declare module '*.svg';
declare module '*.scss';

declare namespace NodeJS {
  interface ProcessEnv {
    TARO_ENV: 'weapp' | 'h5';
    NODE_ENV: 'development' | 'production' | 'test';
  }
}

// Taro's plain React components one file each, as the H5 component tests take them (test/component/taro-components-h5.ts).
declare module '@tarojs/components-react/dist/components/*/index.js' {
  import type { ComponentType } from 'react';
  const component: ComponentType<Record<string, unknown>>;
  export default component;
  export const Swiper: ComponentType<Record<string, unknown>>;
  export const SwiperItem: ComponentType<Record<string, unknown>>;
}
