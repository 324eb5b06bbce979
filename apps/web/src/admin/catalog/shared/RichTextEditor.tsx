import 'ckeditor5/ckeditor5.css';
import './rich-text-editor.css';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import type { StartedEditor } from './ck-editor';
import { EarlyEditorBox } from './EarlyEditorBox';
import { leadingDebounce } from './leading-debounce';

const ChooseFileDialog = lazy(async () => ({
  default: (await import('../../setting/files/ChooseFileDialog')).ChooseFileDialog,
}));

type EditorModule = typeof import('./ck-editor');

/**
 * CKEditor's code, asked for once per page. The editor pages' HTML already links its chunk
 * (storefront-pages/web-build.ts), so this mostly runs what has arrived.
 */
let editorModule: Promise<EditorModule> | undefined;
const loadEditor = () => {
  editorModule ??= import('./ck-editor');
  return editorModule;
};

/**
 * Runs `run` once the browser has painted the next frame: a task queued from the frame's
 * animation callback runs after its paint, where an effect's may run before it (React flushes
 * effects in a task of its own). A hidden tab paints nothing, so a timer runs it anyway.
 */
function afterNextPaint(run: () => void): () => void {
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(once, 0);
  });
  const fallback = setTimeout(once, 250);
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    clearTimeout(fallback);
  };
}

/**
 * A rich-text box: the CKEditor 5 classic editor (GPL licence key). Its HTML reaches the form
 * through a 300 ms leading-edge debounce (SPEC §9); the server sanitises whatever arrives.
 *
 * Until CKEditor has started (its code is most of an editor page's script) the text shows in an
 * editor-shaped box that can already be typed in, so the form shows without waiting for it
 * (ADR 0125). What is typed there reaches the form at once and becomes the editor's text when it
 * is ready, which takes the box's place in the same frame, with the focus.
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
  const editor = useRef<StartedEditor | null>(null);
  const [choosing, setChoosing] = useState(false);
  const latest = useRef(onChange);
  latest.current = onChange;
  const bound = useMemo(() => leadingDebounce((html: string) => latest.current(html), 300), []);
  useEffect(() => () => bound.flush(), [bound]);
  // The editor owns its content after the first render; later `value` changes come from it.
  const initial = useRef(value);
  const [code, setCode] = useState<EditorModule | null>(null);
  const [ready, setReady] = useState(false);
  const early = useRef<HTMLDivElement>(null);
  const typedEarly = useRef(false);
  // The form shows first, then CKEditor's code runs (~0.2 s of the main thread on a slow host).
  useEffect(() => {
    let mounted = true;
    const cancel = afterNextPaint(() =>
      loadEditor().then(
        (loaded) => mounted && setCode(loaded),
        (error: unknown) => console.error('rich-text editor failed to load', error),
      ),
    );
    return () => {
      mounted = false;
      cancel();
    };
  }, []);

  const started = (instance: StartedEditor) => {
    editor.current = instance;
    const box = early.current;
    if (box && typedEarly.current) {
      instance.setData(box.innerHTML);
      bound(instance.getData());
    }
    const hadFocus = box?.contains(document.activeElement) ?? false;
    setReady(true);
    if (hadFocus) code?.focusAtEnd(instance);
  };

  return (
    <fieldset className="rich-text-editor" aria-label={label}>
      {withFiles && (
        <div className="mb-1">
          <Button size="sm" variant="outline-secondary" disabled={!ready} onClick={() => setChoosing(true)}>
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
              if (editor.current) code?.insertFile(editor.current, file);
            }}
          />
        </Suspense>
      )}
      <div className="rich-text-frame">
        {!ready && (
          <EarlyEditorBox
            boxRef={early}
            html={initial.current}
            placeholder={placeholder}
            label={label}
            onInput={(html) => {
              typedEarly.current = true;
              bound(html);
            }}
          />
        )}
        {code && (
          <div className={ready ? undefined : 'rich-text-starting'}>
            <code.CkEditorField
              initialData={initial.current}
              placeholder={placeholder}
              onReady={started}
              onChange={bound}
              onBlur={() => bound.flush()}
            />
          </div>
        )}
      </div>
    </fieldset>
  );
}
