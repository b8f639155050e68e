/**
 * A Taro plugin: the mini-program's screen reader reads aria-* attributes on every component (aria-role, aria-label,
 * aria-expanded …), but Taro writes into its templates only the attributes it lists for each component, so the
 * primitives' accessibility props never reached the page (dist/weapp/base.wxml had none). This adds them to the
 * templates at build time and to the runtime's attribute table, as @tarojs/plugin-inject does for its `components`.
 */
const path = require('node:path');
const attributes = require('./attributes');

module.exports = (ctx) => {
  ctx.registerMethod({
    name: 'onSetupClose',
    fn(platform) {
      // H5 renders real DOM and keeps every attribute; only the mini-program platforms have templates.
      if (!platform.template) return;
      platform.template.mergeComponents(ctx, attributes);
      platform.runtimePath = [platform.runtimePath].flat().concat(path.join(__dirname, 'runtime.js'));
    },
  });
};
