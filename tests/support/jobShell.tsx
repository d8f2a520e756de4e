// Opening the page's "Start from the job" as a reader does, for the job section's component tests.
import { act, render, screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { JobShell } from '../../src/app/job/JobShell.tsx';

/** Renders the job section and opens it: its messages and both catalogs load on first use, slowly on a busy machine. */
export async function openJob(user: ReturnType<typeof userEvent.setup>): Promise<void> {
  // the messages load in a suspense: rendered in an awaited act, as React asks
  await act(async () => {
    render(
      <Suspense fallback="loading">
        <JobShell />
      </Suspense>,
    );
  });
  await user.click(await screen.findByText('Start from the job', undefined, { timeout: 10_000 }));
  await screen.findByLabelText('Model', undefined, { timeout: 10_000 });
}
