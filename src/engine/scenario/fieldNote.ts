// One field's note in the scenario reference (referenceNotes.ts, referenceNotesJob.ts).
export interface FieldNote {
  /** The scenario format version that added the field. */
  readonly since: 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
  readonly meaning: string;
  /** Only where the schema's rule gives no unit. */
  readonly unit?: string;
  /** Only where the schema leaves the field out without a default that says enough. */
  readonly defaultValue?: string;
}
