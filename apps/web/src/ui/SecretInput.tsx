import { useCallback, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../app/translation';

/**
 * Saved secrets (provider keys, carrier passwords) are write-only (ADR 0021):
 * the server answers '' for them and names the saved ones. A panel keeps its
 * secret fields empty; saving without typing keeps the saved value, typing
 * replaces it, and Clear asks to remove it on save.
 */
export function useSavedSecrets(secretsSet: readonly string[] | undefined) {
  const [cleared, setCleared] = useState<ReadonlySet<string>>(new Set());
  const toggle = useCallback(
    (key: string) =>
      setCleared((before) => {
        const next = new Set(before);
        if (!next.delete(key)) next.add(key);
        return next;
      }),
    [],
  );
  return {
    isSaved: (key: string) => (secretsSet ?? []).includes(key),
    isCleared: (key: string) => cleared.has(key),
    toggle,
    /** After a save the panel shows what is stored now. */
    forget: useCallback(() => setCleared(new Set()), []),
    /** The save's `secrets_clear`: cleared secrets nothing was typed into. */
    clearList: (values: Record<string, unknown>) => [...cleared].filter((key) => !values[key]),
  };
}

export type SavedSecrets = ReturnType<typeof useSavedSecrets>;

/** Every secret field empty again (after a save). */
export const blankSecrets = (keys: Iterable<string>): Record<string, string> =>
  Object.fromEntries([...keys].map((key) => [key, '']));

/** A secret's plain text input (SPEC §3), empty, saying when a value is saved, with Clear / Keep it. */
export function SecretInput({
  name,
  label,
  secrets,
  registration,
  isInvalid,
}: {
  name: string;
  /** The field's label, naming it on the Clear / Keep it button. */
  label: string;
  secrets: SavedSecrets;
  registration: UseFormRegisterReturn;
  isInvalid?: boolean;
}) {
  const { t } = useTranslation();
  const input = (placeholder?: string) => (
    <Form.Control
      type="text"
      autoComplete="off"
      spellCheck={false}
      isInvalid={isInvalid}
      placeholder={placeholder}
      {...registration}
    />
  );
  if (!secrets.isSaved(name)) return input();
  const cleared = secrets.isCleared(name);
  return (
    <InputGroup hasValidation>
      {input(t(cleared ? 'saved_secret.will_clear' : 'saved_secret.hint'))}
      <Button
        variant="outline-secondary"
        onClick={() => secrets.toggle(name)}
        aria-label={t(cleared ? 'saved_secret.keep_label' : 'saved_secret.clear_label', { field: label })}
      >
        {t(cleared ? 'saved_secret.keep' : 'saved_secret.clear')}
      </Button>
    </InputGroup>
  );
}
