import { CKEditor } from '@ckeditor/ckeditor5-react';
import {
  Autoformat,
  BlockQuote,
  Bold,
  ClassicEditor,
  Essentials,
  Heading,
  Italic,
  Link,
  List,
  Paragraph,
  Table,
  TableToolbar,
  Underline,
} from 'ckeditor5';
import 'ckeditor5/ckeditor5.css';
import { useEffect, useMemo, useRef } from 'react';
import { leadingDebounce } from './leading-debounce';

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
}: {
  value: string;
  onChange: (html: string) => void;
  label: string;
}) {
  const latest = useRef(onChange);
  latest.current = onChange;
  const bound = useMemo(() => leadingDebounce((html: string) => latest.current(html), 300), []);
  useEffect(() => () => bound.flush(), [bound]);
  // The editor owns its content after the first render; later `value` changes come from it.
  const initial = useRef(value);
  return (
    <fieldset className="rich-text-editor" aria-label={label}>
      <CKEditor
        editor={ClassicEditor}
        config={{ ...config, initialData: initial.current }}
        onChange={(_event, editor) => bound(editor.getData())}
        onBlur={() => bound.flush()}
        onError={(error) => console.error('rich-text editor creation failed', error)}
      />
    </fieldset>
  );
}
