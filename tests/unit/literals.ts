import ts from 'typescript';

/** A piece of user-visible text written in a component instead of a catalog. */
export interface LiteralOffence {
  file: string;
  line: number;
  text: string;
}

/** Props whose string value the user reads (react-admin translates i18n keys given there). */
const USER_VISIBLE_PROPS = new Set([
  'label',
  'title',
  'placeholder',
  'helperText',
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'alt',
  'primaryText',
  'secondaryText',
  'emptyText',
  'tooltip',
  'text',
  'message',
  'content',
  'caption',
  'subheader',
  'noOptionsText',
  'loadingText',
  'confirm',
  'cancel',
  'confirmTitle',
  'confirmContent',
]);

/** Keys that react-admin translates where a label is expected. */
const I18N_KEY = /^(app|ra|resources)\.[\w.]+$/;
const LETTER = /\p{L}/u;

/** Every literal text of a .tsx source that a user would see untranslated. */
export function findLiterals(file: string, source: string): LiteralOffence[] {
  const sourceFile = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const offences: LiteralOffence[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
    offences.push({ file, line: line + 1, text: text.trim() });
  };

  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && LETTER.test(node.text)) report(node, node.text);
    if (ts.isJsxExpression(node) && node.expression && isJsxChild(node)) {
      for (const literal of valueLiterals(node.expression)) checkValue(literal);
    }
    if (ts.isJsxAttribute(node) && USER_VISIBLE_PROPS.has(node.name.getText(sourceFile))) {
      const value = node.initializer;
      if (value && ts.isStringLiteral(value)) checkValue(value);
      if (value && ts.isJsxExpression(value) && value.expression) {
        for (const literal of valueLiterals(value.expression)) checkValue(literal);
      }
    }
    ts.forEachChild(node, visit);
  };

  const checkValue = (literal: ts.StringLiteralLike | ts.TemplateLiteralLikeNode) => {
    const text = literal.text;
    if (LETTER.test(text) && !I18N_KEY.test(text)) report(literal, text);
  };

  visit(sourceFile);
  return offences;
}

/** A `{...}` between tags (not an attribute value, whose prop decides). */
function isJsxChild(node: ts.JsxExpression): boolean {
  return ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent);
}

/**
 * The literal texts an expression can evaluate to: the expression itself, the branches of a
 * condition, the operands of ||, ?? and &&, the fixed parts of a template. Arguments of calls
 * (translate('app.x')) are left alone.
 */
function valueLiterals(
  expression: ts.Expression,
): (ts.StringLiteralLike | ts.TemplateLiteralLikeNode)[] {
  if (ts.isStringLiteralLike(expression)) return [expression];
  if (ts.isTemplateExpression(expression)) {
    return [expression.head, ...expression.templateSpans.map((span) => span.literal)];
  }
  if (ts.isParenthesizedExpression(expression) || ts.isAsExpression(expression)) {
    return valueLiterals(expression.expression);
  }
  if (ts.isConditionalExpression(expression)) {
    return [...valueLiterals(expression.whenTrue), ...valueLiterals(expression.whenFalse)];
  }
  if (ts.isBinaryExpression(expression) && isValueOperator(expression.operatorToken.kind)) {
    return [...valueLiterals(expression.left), ...valueLiterals(expression.right)];
  }
  return [];
}

function isValueOperator(kind: ts.SyntaxKind): boolean {
  return (
    kind === ts.SyntaxKind.BarBarToken ||
    kind === ts.SyntaxKind.QuestionQuestionToken ||
    kind === ts.SyntaxKind.AmpersandAmpersandToken ||
    kind === ts.SyntaxKind.PlusToken
  );
}

export function formatOffence({ file, line, text }: LiteralOffence): string {
  return `${file}:${line}: ${JSON.stringify(text)}`;
}
