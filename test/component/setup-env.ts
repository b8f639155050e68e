// Component tests run the H5 implementations of the shared code (Taro's per-platform files).
process.env.TARO_ENV = 'h5';
