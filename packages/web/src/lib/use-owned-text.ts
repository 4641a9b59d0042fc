import { type Dispatch, type SetStateAction, useState } from 'react';

/**
 * A field's text, edited in place, that the owner's `value` replaces whenever it changes. The replacement happens
 * in the same render: an effect would paint one frame of the old text beside the owner's new screen.
 */
export function useOwnedText(value: string): [string, Dispatch<SetStateAction<string>>] {
  const [text, setText] = useState(value);
  const [ownerValue, setOwnerValue] = useState(value);
  if (value !== ownerValue) {
    setOwnerValue(value);
    setText(value);
  }
  return [text, setText];
}
