import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { DefaultEditorOptions, RichTextInput } from 'ra-input-rich-text';
import type { LimitedField } from '../../../src/domain/textLimits';
import { limitValidator, useLimitCounter } from '../../../src/forms/textLimit';
import { EditorToolbar } from './EditorToolbar';

/** The rich-text content of a work order or a reply (react-admin's tiptap editor). */
export function ContentEditor({
  source,
  label,
  limit,
}: {
  source: string;
  label: string | false;
  /** The length the stored HTML takes. */
  limit: LimitedField;
}) {
  const translate = useTranslate();
  const counter = useLimitCounter(limit, source);
  const name = translate(label || 'app.tickets.form.content');
  // The editable area is a div: the input's <label> does not name it, an aria-label does, and the
  // role is ours to set (tiptap before 3.34 adds none; @tiptap/* is pinned to 3.31.3).
  const editorOptions = useMemo(
    () => ({
      ...DefaultEditorOptions,
      editorProps: {
        ...DefaultEditorOptions.editorProps,
        attributes: {
          ...DefaultEditorOptions.editorProps?.attributes,
          role: 'textbox',
          'aria-label': name,
          'aria-multiline': 'true',
        },
      },
    }),
    [name],
  );
  return (
    <RichTextInput
      source={source}
      label={label}
      editorOptions={editorOptions}
      toolbar={<EditorToolbar />}
      helperText={counter}
      validate={limitValidator(limit)}
      sx={{ '& .ProseMirror': { minHeight: 120 } }}
    />
  );
}
