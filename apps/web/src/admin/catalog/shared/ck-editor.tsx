import { CKEditor } from '@ckeditor/ckeditor5-react';
import type { ShopFile } from '@emporia/contracts/files';
import {
  Autoformat,
  BlockQuote,
  Bold,
  ClassicEditor,
  Essentials,
  Heading,
  Image,
  ImageInsertViaUrl,
  ImageToolbar,
  Italic,
  Link,
  List,
  Paragraph,
  Table,
  TableToolbar,
  Underline,
} from 'ckeditor5';

// CKEditor's code (830 kB, 178 kB brotli): RichTextEditor loads it once its page has painted.
// Its stylesheet stays with RichTextEditor, which draws the editor-shaped box meanwhile.

export type StartedEditor = ClassicEditor;

/** A picture goes in as an image, any other file as a link named after it. */
export function insertFile(editor: ClassicEditor, file: ShopFile): void {
  if (file.thumbnailUrl) {
    editor.execute('insertImage', { source: [{ src: file.url, alt: file.name.replace(/\.[^.]+$/, '') }] });
  } else {
    editor.model.change((writer) => {
      editor.model.insertContent(writer.createText(file.name, { linkHref: file.url }));
    });
  }
  editor.editing.view.focus();
}

/** Puts the caret at the end of the text and focuses the editor. */
export function focusAtEnd(editor: ClassicEditor): void {
  const root = editor.model.document.getRoot();
  if (root) editor.model.change((writer) => writer.setSelection(root, 'end'));
  editor.editing.view.focus();
}

const config = {
  licenseKey: 'GPL',
  plugins: [
    Essentials,
    Paragraph,
    Heading,
    Bold,
    Italic,
    Underline,
    Link,
    List,
    BlockQuote,
    Table,
    TableToolbar,
    Autoformat,
    Image,
    ImageToolbar,
    ImageInsertViaUrl,
  ],
  toolbar: [
    'heading',
    '|',
    'bold',
    'italic',
    'underline',
    'link',
    '|',
    'bulletedList',
    'numberedList',
    'blockQuote',
    'insertTable',
    '|',
    'undo',
    'redo',
  ],
  image: { toolbar: ['imageTextAlternative'] },
  table: { contentToolbar: ['tableColumn', 'tableRow', 'mergeTableCells'] },
};

/** The maintained CKEditor 5 React component (GPL licence key), a classic editor. */
export function CkEditorField({
  initialData,
  placeholder,
  onReady,
  onChange,
  onBlur,
}: {
  initialData: string;
  placeholder?: string;
  onReady: (editor: ClassicEditor) => void;
  onChange: (html: string) => void;
  onBlur: () => void;
}) {
  return (
    <CKEditor
      onReady={onReady}
      editor={ClassicEditor}
      config={{ ...config, initialData, ...(placeholder ? { placeholder } : {}) }}
      onChange={(_event, editor) => onChange(editor.getData())}
      onBlur={onBlur}
      onError={(error) => console.error('rich-text editor creation failed', error)}
    />
  );
}
