// Textarea with the toolbar (bold, bullet, emoji), the remaining-characters counter and the
// show/hide example panel, shared by onboarding and the dashboard context pages.
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { EmojiButton } from './EmojiButton';
import { FormattedText } from './FormattedText';
import { acceptInput, applyBold, applyBullet, insertAt, isWarning, remaining, type Edit, MAX_CONTEXT_LENGTH } from './text';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  example: string;
  placeholder?: string;
  disabled?: boolean;
  /** Onboarding: the bullet button needs a selection. */
  bulletNeedsSelection?: boolean;
}

export function ContextEditor({ label, value, onChange, example, placeholder, disabled, bulletNeedsSelection }: Props) {
  const id = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const selection = useRef({ start: value.length, end: value.length });
  const pendingSelection = useRef<Edit | null>(null);
  const [showExample, setShowExample] = useState(false);

  useLayoutEffect(() => {
    const edit = pendingSelection.current;
    if (edit && ref.current) {
      ref.current.focus();
      ref.current.setSelectionRange(edit.selectionStart, edit.selectionEnd);
      pendingSelection.current = null;
    }
  });

  const remember = () => {
    const el = ref.current;
    if (el) selection.current = { start: el.selectionStart, end: el.selectionEnd };
  };
  const apply = (edit: Edit | null) => {
    if (!edit) return;
    pendingSelection.current = edit;
    selection.current = { start: edit.selectionStart, end: edit.selectionEnd };
    onChange(edit.text);
  };
  const current = () => {
    const el = ref.current;
    return el && document.activeElement === el ? { start: el.selectionStart, end: el.selectionEnd } : selection.current;
  };
  const left = remaining(value);
  return (
    <div className="context-editor">
      <div className="editor-head">
        <label htmlFor={id} className="field-label">
          {label}
        </label>
        <button type="button" className="link-button" aria-expanded={showExample} onClick={() => setShowExample((s) => !s)}>
          {showExample ? 'Hide example' : 'Show example'}
        </button>
      </div>
      {showExample ? (
        <div className="example-panel" aria-label="Example">
          <FormattedText text={example} />
        </div>
      ) : null}
      <div className="toolbar" role="toolbar" aria-label="Formatting">
        <button
          type="button"
          className="tool-button"
          aria-label="Bold"
          title="Bold (select text first)"
          disabled={disabled}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => {
            const { start, end } = current();
            apply(applyBold(value, start, end));
          }}
        >
          <strong aria-hidden="true">B</strong>
        </button>
        <button
          type="button"
          className="tool-button"
          aria-label="Bullet list"
          title={bulletNeedsSelection ? 'Bullet list (select lines first)' : 'Bullet list'}
          disabled={disabled}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => {
            const { start, end } = current();
            apply(applyBullet(value, start, end, bulletNeedsSelection));
          }}
        >
          <span aria-hidden="true">•</span>
        </button>
        <EmojiButton
          disabled={disabled}
          onPick={(emoji) => {
            const { start, end } = selection.current;
            apply(insertAt(value, start, end, emoji));
          }}
        />
      </div>
      <textarea
        id={id}
        ref={ref}
        rows={8}
        value={value}
        placeholder={placeholder}
        disabled={disabled}
        maxLength={MAX_CONTEXT_LENGTH}
        onSelect={remember}
        onKeyUp={remember}
        onClick={remember}
        onBlur={remember}
        onChange={(e) => {
          if (acceptInput(e.target.value)) {
            selection.current = { start: e.target.selectionStart, end: e.target.selectionEnd };
            onChange(e.target.value);
          }
        }}
        aria-describedby={`${id}-counter`}
      />
      <p id={`${id}-counter`} className={isWarning(value) ? 'counter counter-warning' : 'counter'} aria-live="polite">
        {left.toLocaleString('en-US')} characters remaining
      </p>
    </div>
  );
}
