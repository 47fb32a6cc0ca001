import { DefaultEditorOptions, RichTextInput } from 'ra-input-rich-text';
import { EditorToolbar } from './EditorToolbar';

/** The rich-text content of a work order or a reply (react-admin's tiptap editor). */
export function ContentEditor({ source, label }: { source: string; label: string | false }) {
  return (
    <RichTextInput
      source={source}
      label={label}
      editorOptions={DefaultEditorOptions}
      toolbar={<EditorToolbar />}
      sx={{ '& .ProseMirror': { minHeight: 120 } }}
    />
  );
}
