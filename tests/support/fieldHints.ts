// Reading a form field as a screen reader does: by its label, and the hint it is described by.
import { screen } from '@testing-library/react';

export const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

/** The hint a field is described by, as a screen reader reads it beside the field. */
export const hintOf = (label: string) =>
  (field(label).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
