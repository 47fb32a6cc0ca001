import { describe, expect, it } from 'vitest';
import { findLiterals, formatOffence } from './literals';

const check = (source: string) => findLiterals('Sample.tsx', source).map(formatOffence);

describe('findLiterals', () => {
  it('reports JSX text with letters in any script, with file and line', () => {
    const source = [
      'export const A = () => (',
      '  <div>',
      '    <p>Hello</p>',
      '    <p>你好</p>',
      '    <p>Günaydın</p>',
      '  </div>',
      ');',
    ].join('\n');
    expect(check(source)).toEqual([
      'Sample.tsx:3: "Hello"',
      'Sample.tsx:4: "你好"',
      'Sample.tsx:5: "Günaydın"',
    ]);
  });

  it('allows punctuation, numbers and whitespace between tags', () => {
    expect(check('const A = () => <p> : 42 / — {value} (%) </p>;')).toEqual([]);
  });

  it('reports literal values of user-visible props, in every written form', () => {
    const source = [
      '<>',
      '  <Button label="Save" />',
      '  <TextField placeholder={"Search"} helperText={ok ? "" : "Required"} />',
      '  <Tooltip title={`Hi ${name}`} />',
      '  <img alt={name || "Photo"} aria-label="关闭" />',
      '  <p>{"Inline"}</p>',
      '</>',
    ].join('\n');
    expect(check(source)).toEqual([
      'Sample.tsx:2: "Save"',
      'Sample.tsx:3: "Search"',
      'Sample.tsx:3: "Required"',
      'Sample.tsx:4: "Hi"',
      'Sample.tsx:5: "Photo"',
      'Sample.tsx:5: "关闭"',
      'Sample.tsx:6: "Inline"',
    ]);
  });

  it('allows i18n keys, translated values and props nobody reads', () => {
    const source = [
      '<>',
      '  <Admin title="app.name" />',
      '  <Menu.Item primaryText="ra.action.save" label="resources.task.fields.name" />',
      '  <TextField label={translate("app.login.account")} variant="outlined" id="field-x" />',
      '  <Chip label={`${translate("app.page.level")}: ${level}`} color="primary" />',
      '  <div data-testid="user-summary" className="Some-class" />',
      '  <Icon aria-label={label} />',
      '</>',
    ].join('\n');
    expect(check(source)).toEqual([]);
  });
});
