// Runs in the mini-program before the page renders: the runtime names each attribute by its place in this table,
// which must match the templates the build wrote (index.js).
const { mergeInternalComponents } = require('@tarojs/shared');

mergeInternalComponents(require('./attributes'));
