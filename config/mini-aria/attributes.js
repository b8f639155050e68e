// The accessibility attributes the mini-program reads on its components, per component the UI primitives put them on
// (src/ui/*/index.tsx, and the form controls). '' means no default: an unset prop writes nothing.
const attrs = (...names) => Object.fromEntries(names.map((name) => [`aria-${name}`, '']));

// Form controls (src/features/forms/controls) name, describe and mark their fields the same way.
const field = ['label', 'invalid', 'describedby', 'required'];

module.exports = {
  View: attrs('role', 'label', 'hidden', 'expanded', 'pressed', 'selected', 'modal', 'live', 'describedby', 'invalid', 'required', 'disabled'),
  Text: attrs('role', 'label', 'hidden', 'selected', 'live'),
  Button: attrs('label'),
  Image: attrs('role', 'label', 'hidden'),
  Input: attrs(...field),
  Textarea: attrs(...field),
  RadioGroup: attrs('role', ...field),
  CheckboxGroup: attrs('role', ...field),
  Radio: attrs('label'),
  Checkbox: attrs('label'),
  Swiper: attrs('role', 'label'),
  SwiperItem: attrs('role', 'label'),
};
