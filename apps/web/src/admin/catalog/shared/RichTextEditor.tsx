import { CKEditor } from '@ckeditor/ckeditor5-react';
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
import 'ckeditor5/ckeditor5.css';
import type { ShopFile } from '@emporia/contracts/files';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { leadingDebounce } from './leading-debounce';

const ChooseFileDialog = lazy(async () => ({
  default: (await import('../../setting/files/ChooseFileDialog')).ChooseFileDialog,
}));

/** A picture goes in as an image, any other file as a link named after it. */
function insertFile(editor: ClassicEditor, file: ShopFile): void {
  if (file.thumbnailUrl) {
    editor.execute('insertImage', { source: [{ src: file.url, alt: file.name.replace(/\.[^.]+$/, '') }] });
  } else {
    editor.model.change((writer) => {
      editor.model.insertContent(writer.createText(file.name, { linkHref: file.url }));
    });
  }
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

/**
 * The maintained CKEditor 5 React component (GPL licence key). Its HTML
 * reaches the form through a 300 ms leading-edge debounce (SPEC §9); the
 * server sanitises whatever arrives.
 */
export function RichTextEditor({
  value,
  onChange,
  label,
  withFiles = false,
  placeholder,
}: {
  value: string;
  onChange: (html: string) => void;
  label: string;
  /** Shown while the editor is empty (set when the editor starts). */
  placeholder?: string;
  /** Shows "Choose from files" (the shop's file manager) above the editor. */
  withFiles?: boolean;
}) {
  const editor = useRef<ClassicEditor | null>(null);
  const [choosing, setChoosing] = useState(false);
  const latest = useRef(onChange);
  latest.current = onChange;
  const bound = useMemo(() => leadingDebounce((html: string) => latest.current(html), 300), []);
  useEffect(() => () => bound.flush(), [bound]);
  // The editor owns its content after the first render; later `value` changes come from it.
  const initial = useRef(value);
  return (
    <fieldset className="rich-text-editor" aria-label={label}>
      {withFiles && (
        <div className="mb-1">
          <Button size="sm" variant="outline-secondary" onClick={() => setChoosing(true)}>
            Choose from files
          </Button>
        </div>
      )}
      {choosing && (
        <Suspense fallback={null}>
          <ChooseFileDialog
            onClose={() => setChoosing(false)}
            onChoose={(file) => {
              setChoosing(false);
              if (editor.current) insertFile(editor.current, file);
            }}
          />
        </Suspense>
      )}
      <CKEditor
        onReady={(ready) => {
          editor.current = ready;
        }}
        editor={ClassicEditor}
        config={{ ...config, initialData: initial.current, ...(placeholder ? { placeholder } : {}) }}
        onChange={(_event, editor) => bound(editor.getData())}
        onBlur={() => bound.flush()}
        onError={(error) => console.error('rich-text editor creation failed', error)}
      />
    </fieldset>
  );
}
