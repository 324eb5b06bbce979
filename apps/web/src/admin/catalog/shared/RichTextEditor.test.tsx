import { act, fireEvent, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RichTextEditor } from './RichTextEditor';

// CKEditor does not run in jsdom: a stand-in editor that starts when the test says so.
const editor = {
  data: '',
  setData: vi.fn((html: string) => {
    editor.data = html;
  }),
  getData: () => editor.data,
};
let start: (() => void) | undefined;
vi.mock('./ck-editor', () => ({
  focusAtEnd: vi.fn(),
  insertFile: vi.fn(),
  CkEditorField: ({ initialData, onReady }: { initialData: string; onReady: (e: typeof editor) => void }) => {
    useEffect(() => {
      editor.data = initialData;
      start = () => onReady(editor);
    }, [initialData, onReady]);
    return <div className="ck-editor__editable">live editor</div>;
  },
}));

describe('RichTextEditor', () => {
  it('shows the text at once, takes typing before CKEditor starts, and hands it over', async () => {
    const onChange = vi.fn();
    render(<RichTextEditor label="Description" value="<p>Warm <b>wool</b></p>" onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Description' });
    expect(box.innerHTML).toBe('<p>Warm <b>wool</b></p>');
    box.innerHTML = '<p>Warm <b>wool</b> socks</p>';
    fireEvent.input(box);
    expect(onChange).toHaveBeenLastCalledWith('<p>Warm <b>wool</b> socks</p>');
    await vi.waitFor(() => expect(start).toBeDefined());
    act(() => start!());
    expect(editor.setData).toHaveBeenCalledWith('<p>Warm <b>wool</b> socks</p>');
    expect(screen.queryByRole('textbox', { name: 'Description' })).toBeNull();
    expect(screen.getByText('live editor')).toBeTruthy();
  });
});
