// The accessibility attributes the mini-program reads on its components, per component the UI primitives put them on
// (src/ui/*/index.tsx). '' means no default: an unset prop writes nothing.
const attrs = (...names) => Object.fromEntries(names.map((name) => [`aria-${name}`, '']));

module.exports = {
  View: attrs('role', 'label', 'hidden', 'expanded', 'selected', 'modal', 'live'),
  Text: attrs('role', 'label', 'hidden', 'selected'),
  Button: attrs('label'),
  Image: attrs('role', 'label', 'hidden'),
  Input: attrs('label', 'invalid', 'describedby'),
  Swiper: attrs('role', 'label'),
  SwiperItem: attrs('role', 'label'),
};
