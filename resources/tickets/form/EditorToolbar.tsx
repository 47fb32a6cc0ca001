import { useId } from 'react';
import { ToggleButton } from '@mui/material';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import ImageIcon from '@mui/icons-material/Image';
import { useDataProvider, useTranslate } from 'react-admin';
import { RichTextInputToolbar, useTiptapEditor } from 'ra-input-rich-text';
import type { PortalDataProvider } from '../../../dataProvider/types';
import { safeHttpUrl } from '../../../src/domain/safeUrl';
import { useNotifyFailure } from '../../../src/notify/useNotifyError';

/** Bold, italic, bullets and an image button that uploads through put-file. */
export function EditorToolbar() {
  const translate = useTranslate();
  const editor = useTiptapEditor();
  const disabled = !editor || !editor.isEditable;
  const toggle = (name: 'bold' | 'italic' | 'bulletList') => {
    const chain = editor.chain().focus();
    if (name === 'bulletList') chain.toggleList('bulletList', 'listItem').run();
    else chain.toggleMark(name).run();
  };
  const buttons = [
    { name: 'bold', key: 'bold', Icon: FormatBoldIcon },
    { name: 'italic', key: 'italic', Icon: FormatItalicIcon },
    { name: 'bulletList', key: 'bullet_list', Icon: FormatListBulletedIcon },
  ] as const;
  return (
    <RichTextInputToolbar size="small" aria-label={translate('app.tickets.editor.toolbar')}>
      {buttons.map(({ name, key, Icon }) => (
        <ToggleButton
          key={name}
          value={name}
          size="small"
          aria-label={translate(`app.tickets.editor.${key}`)}
          selected={editor?.isActive(name) ?? false}
          disabled={disabled}
          onClick={() => toggle(name)}
        >
          <Icon fontSize="inherit" />
        </ToggleButton>
      ))}
      <ImageUploadButton disabled={disabled} />
    </RichTextInputToolbar>
  );
}

function ImageUploadButton({ disabled }: { disabled: boolean }) {
  const translate = useTranslate();
  const editor = useTiptapEditor();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notifyFailure = useNotifyFailure();
  const inputId = useId();
  const label = translate('app.tickets.editor.image');
  const upload = async (file: File) => {
    try {
      const { link } = await dataProvider.putFile(file);
      const src = safeHttpUrl(link);
      if (src)
        editor
          .chain()
          .focus()
          .insertContent({ type: 'image', attrs: { src, alt: file.name } })
          .run();
    } catch (error) {
      notifyFailure(error);
    }
  };
  return (
    <ToggleButton
      value="image"
      size="small"
      component="label"
      htmlFor={inputId}
      aria-label={label}
      disabled={disabled}
    >
      <ImageIcon fontSize="inherit" />
      <input
        id={inputId}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        hidden
        data-testid="editor-image-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
    </ToggleButton>
  );
}
