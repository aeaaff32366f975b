import { useImperativeHandle, useRef, type ClipboardEvent, type KeyboardEvent, type Ref } from 'react';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import { AUTH_CODE_LENGTH } from '@linksight/api-contract';

export type OtpInputHandle = { focus: (index?: number) => void };

type OtpInputProps = {
  /** Always AUTH_CODE_LENGTH entries, '' for an empty box. */
  digits: readonly string[];
  onChange: (digits: string[]) => void;
  /** Boxes to mark invalid (spec 1 §5: the empty boxes after an invalid submit). */
  invalid?: readonly boolean[];
  disabled?: boolean;
  labelledBy: string;
  ref?: Ref<OtpInputHandle>;
};

export const emptyDigits = (): string[] => Array.from({ length: AUTH_CODE_LENGTH }, () => '');

/** `text`'s digits laid into the boxes from `start` (at most to the last box); other characters dropped. */
export function fillDigits(current: readonly string[], start: number, text: string): string[] {
  const incoming = text.replace(/[^0-9]/g, '').slice(0, AUTH_CODE_LENGTH - start);
  const next = [...current];
  for (let k = 0; k < incoming.length; k += 1) next[start + k] = incoming[k] ?? '';
  return next;
}

/**
 * spec 1 §4.2 steps 3–4: six single-digit boxes. Typing a digit moves to the next box, Backspace on an
 * empty box moves back, a paste fills the boxes from its digits only (at most 6). Arrow keys move too.
 */
export function OtpInput({ digits, onChange, invalid, disabled, labelledBy, ref }: OtpInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(AUTH_CODE_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };
  useImperativeHandle(ref, () => ({ focus: (index = 0) => focusBox(index) }));

  const onInput = (index: number, raw: string) => {
    const typed = raw.replace(/[^0-9]/g, '');
    const old = digits[index] ?? '';
    if (raw === '') {
      onChange(digits.map((d, k) => (k === index ? '' : d)));
      return;
    }
    if (typed === '') return; // a letter or symbol: the box keeps its digit
    // A typed digit next to the box's old one (caret not over it): keep the new digit.
    const single = typed.length === 2 && old !== '' ? (typed.startsWith(old) ? typed[1] : typed[0]) : null;
    const text = single ?? typed;
    onChange(fillDigits(digits, index, text));
    focusBox(index + text.length);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && (digits[index] ?? '') === '' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && index < AUTH_CODE_LENGTH - 1) {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = event.clipboardData
      .getData('text')
      .replace(/[^0-9]/g, '')
      .slice(0, AUTH_CODE_LENGTH);
    if (pasted === '') return;
    onChange(fillDigits(emptyDigits(), 0, pasted));
    focusBox(pasted.length);
  };

  return (
    <Box
      role="group"
      aria-labelledby={labelledBy}
      sx={{ display: 'flex', gap: { xs: 1, sm: 1.5 }, justifyContent: 'center' }}
    >
      {digits.map((digit, index) => (
        <InputBase
          key={index}
          value={digit}
          disabled={disabled}
          error={invalid?.[index] ?? false}
          inputRef={(element: HTMLInputElement | null) => {
            boxes.current[index] = element;
          }}
          onChange={(event) => onInput(index, event.target.value)}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => onKeyDown(index, event)}
          onPaste={onPaste}
          onFocus={(event) => event.target.select()}
          inputProps={{
            'aria-label': `Digit ${index + 1} of ${AUTH_CODE_LENGTH}`,
            'aria-invalid': invalid?.[index] ?? false,
            inputMode: 'numeric',
            autoComplete: index === 0 ? 'one-time-code' : 'off',
            pattern: '[0-9]*',
          }}
          sx={(theme) => ({
            width: { xs: 44, sm: 52 },
            height: { xs: 52, sm: 60 },
            border: `1px solid ${theme.palette.divider}`,
            borderRadius: 1,
            fontSize: 24,
            fontWeight: 600,
            '& input': { textAlign: 'center', p: 0 },
            '&.Mui-focused': {
              borderColor: theme.palette.primary.main,
              boxShadow: `0 0 0 1px ${theme.palette.primary.main}`,
            },
            '&.Mui-error': { borderColor: theme.palette.error.main },
          })}
        />
      ))}
    </Box>
  );
}
