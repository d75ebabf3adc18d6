/**
 * Redocly rules for `x-sensitive`: what the simulator's proxy writes about real traffic keeps a
 * value only where openapi.yaml declares the field and does not mark it sensitive
 * (docs/decisions/006-validating-proxy.md). A property, form field or parameter named like a
 * phone, a person's name, a token or code, an ID, a plate, an address or free text must say which
 * with `x-sensitive` (on itself or on the schema its `$ref` names), or `none` once someone has
 * decided it is not (a lot's address, a county's area code).
 *
 * A plugin rather than a configurable rule: Redocly visits a `$ref`'d schema once, under the first
 * name that reaches it, so `number: {$ref: Plate}` in a second schema would go unchecked.
 */

export const SENSITIVE_CLASSES = [
  'phone',
  'name',
  'token',
  'id',
  'plate',
  'address',
  'free-text',
  'none',
];

/** Names that carry one of the classes in this API, whole-name and case-insensitive. */
export const NAMED_LIKE_SENSITIVE = new RegExp(
  '^(' +
    [
      'phone|mobile|tel|telephone|contact|hotline',
      '.+name|author|linkman',
      'authorization|.*token|js_login|.*key|secret|password|passwd|.*sign|signature|noncestr|captcha|.*code',
      'idcard|idnumber|idno|.*licen[cs]enumber|taxnumber|email|bankcard',
      'number|numbers|plate|plates',
      'address|lat|lng|latitude|longitude|location',
      'content|remark|reply|detail|comment',
    ].join('|') +
    ')$',
  'i',
);

const CLASSES_TEXT = SENSITIVE_CLASSES.join(', ');

/** The `x-sensitive` of a node, or of the schema its `$ref` (chain) names. */
function markOf(node, ctx) {
  let current = node;
  for (let hops = 0; current && typeof current === 'object' && hops < 20; hops++) {
    if (current['x-sensitive'] !== undefined) return current['x-sensitive'];
    if (typeof current.$ref !== 'string') return undefined;
    current = ctx.resolve(current).node;
  }
  return undefined;
}

function checkClass(value, ctx, location) {
  if (value !== undefined && !SENSITIVE_CLASSES.includes(value)) {
    ctx.report({
      message: `x-sensitive is one of ${CLASSES_TEXT}, not ${JSON.stringify(value)}.`,
      location,
    });
  }
}

function SensitiveMarked() {
  return {
    Schema: {
      enter(schema, ctx) {
        checkClass(schema['x-sensitive'], ctx, ctx.location.child(['x-sensitive']));
        const properties = schema.properties;
        if (!properties || typeof properties !== 'object') return;
        for (const [name, property] of Object.entries(properties)) {
          const at = ctx.location.child(['properties', name]);
          if (property && typeof property === 'object' && property.$ref) {
            checkClass(property['x-sensitive'], ctx, at.child(['x-sensitive']));
          }
          if (NAMED_LIKE_SENSITIVE.test(name) && markOf(property, ctx) === undefined) {
            ctx.report({
              message: `"${name}" is named like a sensitive field: mark it x-sensitive (${CLASSES_TEXT}).`,
              location: at.key(),
            });
          }
        }
      },
    },
    Parameter: {
      enter(parameter, ctx) {
        checkClass(parameter['x-sensitive'], ctx, ctx.location.child(['x-sensitive']));
        const mark =
          parameter['x-sensitive'] ?? (parameter.schema && markOf(parameter.schema, ctx));
        if (NAMED_LIKE_SENSITIVE.test(String(parameter.name)) && mark === undefined) {
          ctx.report({
            message: `Parameter "${parameter.name}" is named like a sensitive one: mark it x-sensitive (${CLASSES_TEXT}).`,
            location: ctx.location.child(['name']),
          });
        }
      },
    },
  };
}

export default function sensitiveFieldsPlugin() {
  return {
    id: 'dehong',
    rules: { oas3: { 'sensitive-marked': SensitiveMarked } },
  };
}
