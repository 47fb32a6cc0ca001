import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { DefaultEditorOptions, RichTextInput } from 'ra-input-rich-text';
import { EditorToolbar } from './EditorToolbar';

/** The rich-text content of a work order or a reply (react-admin's tiptap editor). */
export function ContentEditor({ source, label }: { source: string; label: string | false }) {
  const translate = useTranslate();
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
      sx={{ '& .ProseMirror': { minHeight: 120 } }}
    />
  );
}
