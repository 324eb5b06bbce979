import type { Ref } from 'react';

/**
 * The rich-text box as CKEditor's classic editor draws it (an empty toolbar over the text), shown
 * while the editor starts. The HTML is the stored description, which the server sanitised when
 * it was saved (kernel/rich-text.ts), shown as the storefront shows it. It can be typed in: the
 * editor takes what is here when it is ready.
 */
export function EarlyEditorBox({
  html,
  placeholder,
  label,
  boxRef,
  onInput,
}: {
  html: string;
  placeholder?: string;
  label: string;
  boxRef: Ref<HTMLDivElement>;
  onInput: (html: string) => void;
}) {
  return (
    <div className="ck ck-reset ck-editor ck-rounded-corners rich-text-early">
      <div className="ck ck-editor__top ck-reset_all">
        <div className="ck ck-sticky-panel">
          <div className="ck ck-sticky-panel__content">
            <div className="ck ck-toolbar ck-toolbar_grouping">
              {/* An unseen button gives the toolbar the height CKEditor's styles give its buttons. */}
              <div className="ck ck-toolbar__items rich-text-early-tools">
                <span className="ck ck-button ck-disabled ck-off">
                  <span className="ck ck-button__label">Paragraph</span>
                </span>
              </div>
            </div>
          </div>
        </div>
      </div>
      <div className="ck ck-editor__main">
        {/* biome-ignore lint/a11y/useSemanticElements: a rich-text box has no native element */}
        <div
          ref={boxRef}
          className="ck ck-content ck-editor__editable_inline ck-rounded-corners rich-text-early-text"
          role="textbox"
          aria-multiline="true"
          aria-label={label}
          contentEditable
          tabIndex={0}
          suppressContentEditableWarning
          data-placeholder={html ? undefined : placeholder || undefined}
          onInput={(event) => onInput(event.currentTarget.innerHTML)}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server on save
          dangerouslySetInnerHTML={{ __html: html || '<p><br></p>' }}
        />
      </div>
    </div>
  );
}
