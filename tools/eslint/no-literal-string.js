/**
 * sewee/no-literal-string (docs/languages.md): words a person reads must come from the i18n catalogues,
 * so every language gets them. Fails on JSX text with letters and on string literals in the attributes
 * people read or hear (aria-label, title, placeholder, alt, label...). Brand names and symbols pass:
 * text without a letter, or only the words in ALLOWED.
 */
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'title',
  'placeholder',
  'alt',
  'label',
]);
const ALLOWED = new Set(['Sewee']);
const hasWords = (text) => {
  const t = text.trim();
  return /\p{L}/u.test(t) && !ALLOWED.has(t);
};

export default {
  meta: {
    type: 'problem',
    docs: { description: 'User-visible strings in JSX must come from the i18n catalogues (t(...)).' },
    schema: [],
    messages: {
      text: 'Text "{{text}}" is shown to people: put it in the feature\'s i18n catalogue and use t().',
      attribute: '{{name}}="{{text}}" is read by people: put it in the feature\'s i18n catalogue and use t().',
    },
  },
  create(context) {
    const report = (node, messageId, data) => context.report({ node, messageId, data: { ...data, text: data.text.trim().slice(0, 40) } });
    const literalOf = (value) => {
      if (!value) return undefined;
      if (value.type === 'Literal' && typeof value.value === 'string') return value.value;
      if (value.type === 'JSXExpressionContainer') {
        const e = value.expression;
        if (e.type === 'Literal' && typeof e.value === 'string') return e.value;
        if (e.type === 'TemplateLiteral' && e.expressions.length === 0) return e.quasis[0].value.cooked;
      }
      return undefined;
    };
    return {
      JSXText(node) {
        if (hasWords(node.value)) report(node, 'text', { text: node.value });
      },
      JSXExpressionContainer(node) {
        if (node.parent.type !== 'JSXElement' && node.parent.type !== 'JSXFragment') return;
        const text = literalOf(node);
        if (text !== undefined && hasWords(text)) report(node, 'text', { text });
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : '';
        if (!READ_ATTRIBUTES.has(name)) return;
        const text = literalOf(node.value);
        if (text !== undefined && hasWords(text)) report(node, 'attribute', { name, text });
      },
    };
  },
};
